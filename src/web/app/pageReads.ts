import type { PageName, PageReads } from '../platform/routes';

const selfLearningReads = () => import('../features/selflearning/selfLearningReads');

/**
 * What each page reads first (issue 40), apart from the page's code: the router starts these reads as it starts
 * loading the page's script, not once the script has arrived. Each module holds only the page's query keys and
 * fetchers, the same its hooks read through, so the page mounts on the reads under way and never asks twice; the
 * modules import no schema, so the reads wait for no validation library. pageReads.test.ts checks the keys.
 */
export const pageReads: Partial<Record<PageName, () => Promise<PageReads>>> = {
  dashboard: () => import('../features/dashboard/dashboardReads').then((module) => module.dashboardReads),
  editCourse: () => import('../features/items/courseReads').then((module) => module.editCourseReads),
  viewCourse: () => import('../features/items/courseReads').then((module) => module.viewCourseReads),
  controlPanel: () =>
    import('../features/calendar/controlPanelReads').then((module) => module.controlPanelReads),
  answerList: () =>
    import('../features/assessments/assessmentReads').then((module) => module.answerListReads),
  sitting: () => import('../features/assessments/assessmentReads').then((module) => module.sittingReads),
  lectureAttendance: () =>
    import('../features/lectures/lectureReads').then((module) => module.lectureAttendanceReads),
  liveClass: () => import('../features/lectures/lectureReads').then((module) => module.liveClassReads),
  pdfViewer: () => import('../features/files/pdfViewerReads').then((module) => module.pdfViewerReads),
  joinDiscussion: () =>
    import('../features/discussions/joinDiscussionReads').then((module) => module.joinDiscussionReads),
  gradebook: () => import('../features/gradebook/gradebookReads').then((module) => module.gradebookReads),
  mail: () => import('../features/mail/mailReads').then((module) => module.mailReads),
  selfLearningEdit: () => selfLearningReads().then((module) => module.unitEditReads),
  selfLearningView: () => selfLearningReads().then((module) => module.unitViewReads),
  selfLearningVideo: () => selfLearningReads().then((module) => module.moduleViewerReads),
  selfLearningDocument: () => selfLearningReads().then((module) => module.moduleViewerReads),
  selfLearningTest: () => selfLearningReads().then((module) => module.moduleTestReads),
  selfLearningTestAnswer: () => selfLearningReads().then((module) => module.testAnswerReads),
  mcqLecture: () => selfLearningReads().then((module) => module.mcqLectureReads),
};
