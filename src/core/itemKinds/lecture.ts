import { defineItemKind } from './definition';

/** A live lecture in a video room; students wait for it, then join (SPEC §2 lecture entry routes). */
export const lecture = defineItemKind({
  typeId: 'lecture',
  labels: { one: 'Lecture', many: 'Lectures' },
  meetsLive: true,
  hasDuration: true,
  visibility: 'published',
  openLabel: 'Join',
  newItemSpan: 'hour',
  calendar: { category: 'lecture', panelList: 'lectures' },
  routes: {
    teacherList: '/listlecture/:courseId',
    teacherEdit: '/editlecture/:courseId/:lecturesId',
    student: '/waitlecture/:courseId/:lecturesId',
  },
});
