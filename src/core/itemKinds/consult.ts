import { defineItemKind } from './definition';

/** A teacher’s consulting hour. Students have no page of its own to open (SPEC §2). */
export const consult = defineItemKind({
  typeId: 'consult',
  labels: { one: 'Consult', many: 'Consults' },
  meetsLive: true,
  hasDuration: true,
  visibility: 'published',
  openLabel: 'Join',
  newItemSpan: 'hour',
  calendar: { category: 'consult', panelList: 'consults' },
  routes: {
    teacherList: '/listconsults/:courseId',
    teacherEdit: '/editconsult/:courseId/:consultId',
    student: null,
  },
});
