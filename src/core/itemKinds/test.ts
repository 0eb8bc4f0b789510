import { defineItemKind } from './definition';

/** Questions answered within a time limit; its questions are the secret, so it shows on its schedule. */
export const test = defineItemKind({
  typeId: 'test',
  labels: { one: 'Test', many: 'Tests' },
  meetsLive: false,
  hasDuration: true,
  durationLabel: 'Time limit in minutes',
  visibility: 'scheduled',
  openLabel: 'Start',
  newItemSpan: 'hour',
  calendar: { category: 'test', panelList: 'tests' },
  routes: {
    teacherList: '/listtest/:courseId',
    teacherEdit: '/edittest/:courseId/:testId',
    student: '/submitOfflineTest/:courseId/:testId',
    assessmentList: '/TestAnswerList/:courseId/:testId',
    live: '/createLiveTest/:courseId/:testId',
  },
});
