import type { PageLoader } from './routes';

/**
 * The pages drawn after login (issue 13): the route table (routes.ts) loads this module first, so that the lists of
 * what each of these pages preloads stay out of the script of the first page a signed-out visitor opens.
 */
export const afterLoginPages = {
  setting: () => import('../features/accounts/SettingPage'),
  profile: () => import('../features/users/ProfilePage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  adminDashboard: () => import('../features/admin/AdminDashboardPage'),
  editCourse: () => import('../features/courses/EditCoursePage'),
  viewCourse: () => import('../features/courses/ViewCoursePage'),
  listMember: () => import('../features/courses/ListMemberPage'),
  controlPanel: () => import('../features/calendar/ControlPanelPage'),
  personalChat: () => import('../features/chat/PersonalChatPage'),
  file: () => import('../features/files/FilePage'),
  fileViewer: () => import('../features/files/FileViewerPage'),
  pdfViewer: () => import('../features/files/PdfViewerPage'),
  docViewer: () => import('../features/files/DocViewerPage'),
  courseworkList: () => import('../features/coursework/CourseworkListPage'),
  courseworkEdit: () => import('../features/coursework/CourseworkEditPage'),
  courseworkView: () => import('../features/coursework/CourseworkViewPage'),
  assessmentList: () => import('../features/coursework/AssessmentListPage'),
  assessment: () => import('../features/coursework/AssessmentPage'),
  evaluate: () => import('../features/coursework/EvaluatePage'),
  myMarks: () => import('../features/coursework/MyMarksPage'),
  feedback: () => import('../features/coursework/FeedbackPage'),
  assessmentTeachingList: () => import('../features/assessments/AssessmentTeachingListPage'),
  editAssessment: () => import('../features/assessments/EditAssessmentPage'),
  liveSitting: () => import('../features/assessments/LiveSittingPage'),
  sitting: () => import('../features/assessments/SittingPage'),
  sittingResult: () => import('../features/assessments/ResultPage'),
  proctor: () => import('../features/assessments/ProctorPage'),
  answerList: () => import('../features/assessments/AnswerListPage'),
  attemptMarking: () => import('../features/assessments/AttemptMarkingPage'),
  evaluateAssessments: () => import('../features/assessments/EvaluateAssessmentsPage'),
  library: () => import('../features/library/LibraryPage'),
  lectureList: () => import('../features/lectures/LectureListPage'),
  lectureEdit: () => import('../features/lectures/LectureEditPage'),
  liveClass: () => import('../features/lectures/LiveClassPage'),
  shownDocument: () => import('../features/lectures/ShownDocumentPage'),
  lectureEntry: () => import('../features/lectures/LectureEntryPage'),
  lectureAttendance: () => import('../features/lectures/LectureAttendancePage'),
  discussionList: () => import('../features/discussions/DiscussionListPage'),
  discussionEdit: () => import('../features/discussions/DiscussionEditPage'),
  startDiscussion: () => import('../features/discussions/StartDiscussionPage'),
  discussionStatus: () => import('../features/discussions/DiscussionStatusPage'),
  joinDiscussion: () => import('../features/discussions/JoinDiscussionPage'),
  discussionAssessments: () => import('../features/discussions/AssessmentDiscussionListPage'),
} satisfies Record<string, PageLoader>;

export type AfterLoginPageName = keyof typeof afterLoginPages;
