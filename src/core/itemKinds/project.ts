import { defineItemKind } from './definition';

/** Work over days, alone or in a group, assessed by the teacher. */
export const project = defineItemKind({
  typeId: 'project',
  labels: { one: 'Project', many: 'Projects' },
  meetsLive: false,
  hasDuration: false,
  visibility: 'published',
  openLabel: 'Open',
  newItemSpan: 'week',
  calendar: { category: 'project', panelList: 'projects' },
  routes: {
    teacherList: '/listproject/:courseId',
    teacherEdit: '/editproject/:courseId/:projectId',
    student: '/viewproject/:courseId/:projectId',
    assessmentList: '/assessmentprojectlist/:courseId/:projectId',
  },
});
