import { defineItemKind } from './definition';

/** Work over days that each student hands in and the teacher assesses. */
export const assignment = defineItemKind({
  typeId: 'assignment',
  labels: { one: 'Assignment', many: 'Assignments' },
  meetsLive: false,
  hasDuration: false,
  visibility: 'published',
  openLabel: 'Open',
  newItemSpan: 'week',
  calendar: { category: 'assignment', panelList: 'assignments' },
  routes: {
    teacherList: '/listassignment/:courseId',
    teacherEdit: '/editassignment/:courseId/:assignmentId',
    student: '/viewassignment/:courseId/:assignmentId',
    assessmentList: '/assessmentassignmentlist/:courseId/:assignmentId',
  },
});
