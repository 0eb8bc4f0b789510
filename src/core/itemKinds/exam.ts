import { defineItemKind } from './definition';

/** A test that counts: the same engine, its own lists and pages. */
export const exam = defineItemKind({
  typeId: 'exam',
  labels: { one: 'Exam', many: 'Exams' },
  meetsLive: false,
  hasDuration: true,
  durationLabel: 'Time limit in minutes',
  visibility: 'scheduled',
  openLabel: 'Start',
  newItemSpan: 'hour',
  calendar: { category: 'exam', panelList: 'exams' },
  routes: {
    teacherList: '/listexam/:courseId',
    teacherEdit: '/editexam/:courseId/:examId',
    student: '/submitOfflineExam/:courseId/:examId',
    assessmentList: '/ExamAnswerList/:courseId/:examId',
    live: '/createLiveExam/:courseId/:examId',
  },
});
