import { defineItemKind } from './definition';

/** Practical work over days, assessed by the teacher. */
export const lab = defineItemKind({
  typeId: 'lab',
  labels: { one: 'Lab', many: 'Labs' },
  meetsLive: false,
  hasDuration: false,
  visibility: 'published',
  openLabel: 'Open',
  newItemSpan: 'week',
  calendar: { category: 'lab', panelList: 'labs' },
  routes: {
    teacherList: '/listlab/:courseId',
    teacherEdit: '/editlab/:courseId/:labId',
    student: '/viewlab/:courseId/:labId',
    assessmentList: '/labassessmentlist/:courseId/:labId',
  },
});
