import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params } from 'react-router';
import { ITEM_KIND_DEFINITIONS as kinds } from '../../core/itemKinds';
import type { RouteAccess, RouteRule } from '../../core/rules/routeAccess';
import type { View } from '../../core/schemas/courses';

/**
 * THE route table (DESIGN §5): every route of SPEC §2 with its name (page title and `.t-header` text), pattern,
 * access rule, layout, redirect rule and lazy page. `routes.test.ts` checks it against SPEC §2 itself. The list,
 * edit and student pages of each kind of course item take their patterns from the kind's definition.
 */

/** Which frame a page is drawn in; 'bySession' picks by login state (SPEC §2) for pages without a check. */
export type Layout = 'public' | 'afterLogin' | 'bySession';

/** Who opens a signed-in page, and at which address, as a page's first reads need it. */
export interface PageReader {
  params: Params;
  /** The address's query (`?courseId=` of /lecture_attendance). */
  search: URLSearchParams;
  userId: string;
  view: View;
  /** The role the page is drawn for: a teacher in student view reads as a student (SPEC §6). */
  role: 'teacher' | 'student' | null;
}

/**
 * A page's first reads, under the query keys its own hooks read (issue 40): the router starts them as it starts
 * loading the page's script, so the answers come in parallel with the code and the page mounts on reads already
 * under way, never asking twice. app/pageReads.ts names each page's.
 */
export type PageReads = (client: QueryClient, reader: PageReader) => void;

/**
 * The pages a signed-out visitor may open first; app/pageLoaders.ts loads them straight, and the route table names
 * them (and `notBuiltYet`, the honest panel of a route without its page).
 */
export const PUBLIC_PAGES = [
  'notBuiltYet',
  'home',
  'about',
  'contact',
  'legalNotice',
  'privacy',
  'blank',
  'notFound',
  'login',
  'loginIdq',
  'loginSso',
  'logoutSso',
  'register',
  'forgotPassword',
  'resetPassword',
  'googleCalendar',
  'manuals',
  'help',
  'waitLecture',
] as const;
/** The pages drawn after login, loaded through app/afterLoginPages.ts so that the first page's script stays small. */
export const AFTER_LOGIN_PAGES = [
  'setting',
  'mail',
  'profile',
  'dashboard',
  'adminDashboard',
  'editCourse',
  'viewCourse',
  'listMember',
  'controlPanel',
  'personalChat',
  'file',
  'fileViewer',
  'pdfViewer',
  'docViewer',
  'courseworkList',
  'courseworkEdit',
  'courseworkView',
  'assessmentList',
  'assessment',
  'evaluate',
  'myMarks',
  'feedback',
  'assessmentTeachingList',
  'editAssessment',
  'liveSitting',
  'sitting',
  'sittingResult',
  'proctor',
  'answerList',
  'attemptMarking',
  'evaluateAssessments',
  'library',
  'lectureList',
  'lectureEdit',
  'liveClass',
  'shownDocument',
  'lectureEntry',
  'lectureAttendance',
  'discussionList',
  'discussionEdit',
  'startDiscussion',
  'discussionStatus',
  'joinDiscussion',
  'discussionAssessments',
  'teamMeetingList',
  'teamMeetingEdit',
  'consultList',
  'consultEdit',
  'courseStatistics',
  'studentStatistics',
  'coursesStatistics',
  'qualifications',
  'studentQualifications',
  'personalDescription',
  'portfolioList',
  'portfolio',
  'studentSummary',
  'cvqCertification',
  'gradebook',
  'studentTracking',
  'selfLearningList',
  'selfLearningEdit',
  'selfLearningTest',
  'selfLearningTestAnswer',
  'selfLearningView',
  'selfLearningVideo',
  'selfLearningDocument',
  'mcqLecture',
] as const;
export type PublicPageName = (typeof PUBLIC_PAGES)[number];
export type AfterLoginPageName = (typeof AFTER_LOGIN_PAGES)[number];
export type PageName = PublicPageName | AfterLoginPageName;

export interface AppRoute extends RouteRule {
  /** SPEC §2 pattern with `:name` parameters. */
  pattern: string;
  name: string;
  layout: Layout;
  /** Which page draws it (app/pageLoaders.ts loads its code). */
  page: PageName;
  /** A parameter the address may leave out, so that the redirect rule for its absence can run. */
  optionalParam?: string;
  /** A route SPEC §2 does not list, kept with its reason in docs/spec-deviations.md (routes.test.ts checks it). */
  beyondSpec?: true;
}

type Extra = Partial<Omit<AppRoute, 'pattern' | 'name' | 'access'>>;

function defaultLayout(access: RouteAccess): Layout {
  if (access === 'public' || access === 'publicOnlyWhenSignedOut') return 'public';
  return access === 'none' ? 'bySession' : 'afterLogin';
}

function route(pattern: string, name: string, access: RouteAccess, extra: Extra = {}): AppRoute {
  return { pattern, name, access, layout: defaultLayout(access), page: 'notBuiltYet', ...extra };
}

// SPEC §2 "Redirect rules": the student-view fallback to /viewcourse/{courseId}.
const inStudentView: Extra = { redirect: 'courseViewForStudentViewTeacher' };
const whenChangeMode: Extra = { redirect: 'courseViewWhenChangeMode' };
const withoutFileName: Extra = { redirect: 'fileViewerWithoutName', optionalParam: 'fileName' };

export const NOT_FOUND_NAME = 'Page Not Found';

export const appRoutes: readonly AppRoute[] = [
  // Public routes
  route('/', 'Home', 'public', { page: 'home' }),
  route('/about', 'About', 'public', { page: 'about' }),
  route('/contact', 'Contact', 'public', { page: 'contact' }),
  route('/legalnotice', 'Legal notice', 'public', { page: 'legalNotice' }),
  route('/privacy', 'Privacy', 'public', { page: 'privacy' }),
  route('/google', 'Calendar', 'public', { page: 'googleCalendar', layout: 'bySession' }),
  route('/blank', 'Blank', 'public', { page: 'blank' }),
  route('/notfound', NOT_FOUND_NAME, 'public', { page: 'notFound', layout: 'bySession' }),
  route('/login', 'Sign in', 'publicOnlyWhenSignedOut', { page: 'login' }),
  route('/loginIDQ', 'Sign in with IDQ', 'publicOnlyWhenSignedOut', { page: 'loginIdq' }),
  route('/loginSSO', 'Single sign-on', 'public', { page: 'loginSso' }),
  route('/logoutSSO', 'Single sign-out', 'public', { page: 'logoutSso' }),
  route('/register', 'Register', 'publicOnlyWhenSignedOut', { page: 'register' }),
  route('/forgotPassword', 'Forgot password', 'publicOnlyWhenSignedOut', { page: 'forgotPassword' }),
  route('/resetPassword/:passwordToken', 'Reset password', 'publicOnlyWhenSignedOut', {
    page: 'resetPassword',
  }),
  route('/manuals', 'Manuals', 'none', { page: 'manuals' }),

  // General and teacher-or-student routes
  route('/profile/:userName', 'Profile', 'teacherOrStudent', { page: 'profile' }),
  route('/admin_dashboard', 'Admin dashboard', 'admin', { page: 'adminDashboard' }),
  route('/dashboard', 'Dashboard', 'teacherOrStudent', { page: 'dashboard' }),
  route('/help', 'Help', 'none', { page: 'help' }),
  route('/Setting', 'Settings', 'teacherOrStudent', { page: 'setting' }),
  route('/library', 'Library', 'teacherOrStudent', { page: 'library' }),
  route('/control_panel', 'Control panel', 'teacher', {
    redirect: 'controlPanelSwap',
    page: 'controlPanel',
  }),
  route('/control_panel_student', 'Control panel', 'student', {
    redirect: 'controlPanelSwap',
    page: 'controlPanel',
  }),
  route(
    '/SelfLearningTestAnswer/:courseId/:selflearningId/:moduleId',
    'Self-learning test answers',
    'teacherOrStudent',
    { page: 'selfLearningTestAnswer' },
  ),
  route('/mail', 'Mail', 'teacherOrStudent', { page: 'mail' }),
  // Issue 35: where the teacher's pages link to marks (the course page, /student_tracking); a student's own row.
  route('/gradebook/:courseId', 'Gradebook', 'teacherOrStudent', { page: 'gradebook', beyondSpec: true }),
  route('/vocationalqualifications', 'Vocational qualifications', 'teacherOrStudent', {
    page: 'qualifications',
  }),
  route('/vocationalqualificationsstudent', 'My vocational qualifications', 'teacherOrStudent', {
    page: 'studentQualifications',
  }),
  route('/personalDescription/:userName', 'Personal description', 'teacherOrStudent', {
    page: 'personalDescription',
  }),
  route('/StudentPortfolioList', 'Student portfolios', 'teacherOrStudent', { page: 'portfolioList' }),
  route('/StudentPortfolio/:portfolioId', 'Student portfolio', 'teacherOrStudent', { page: 'portfolio' }),
  route('/ZoomMeeting/:lecturesId', 'Video meeting', 'teacherOrStudent', { page: 'lectureEntry' }),

  // Teacher-only routes
  route('/feedback', 'Feedback', 'teacher', { page: 'feedback' }),
  route('/student_summary', 'Portfolio completion summary', 'teacher', { page: 'studentSummary' }),
  route('/student_tracking', 'Student tracking', 'teacher', { page: 'studentTracking' }),
  route('/lecture_attendance', 'Lecture attendance', 'teacher', { page: 'lectureAttendance' }),
  route('/cvq_certification', 'CVQ certification', 'teacher', { page: 'cvqCertification' }),
  route('/proctor/:courseId/:typeId/:refId', 'Proctor', 'teacher', { page: 'proctor' }),
  route('/proctor_all/:courseId/:typeId/:refId', 'Proctor all', 'teacher', { page: 'proctor' }),
  route('/evaluate', 'Evaluate', 'teacher', { page: 'evaluate' }),
  route('/evaluate/test', 'Evaluate tests', 'teacher', { page: 'evaluateAssessments' }),
  route('/evaluate/exam', 'Evaluate exams', 'teacher', { page: 'evaluateAssessments' }),
  route('/evaluate/assignment', 'Evaluate assignments', 'teacher', { page: 'evaluate' }),
  route('/evaluate/project', 'Evaluate projects', 'teacher', { page: 'evaluate' }),
  route(kinds.teamMeeting.routes.teacherList, 'Team meetings', 'teacher', {
    ...inStudentView,
    page: 'teamMeetingList',
  }),
  route(kinds.teamMeeting.routes.teacherEdit, 'Edit team meeting', 'teacher', {
    ...inStudentView,
    page: 'teamMeetingEdit',
  }),
  route(kinds.consult.routes.teacherList, 'Consults', 'teacher', {
    ...inStudentView,
    page: 'consultList',
  }),
  route(kinds.consult.routes.teacherEdit, 'Edit consult', 'teacher', {
    ...inStudentView,
    page: 'consultEdit',
  }),
  route(kinds.lab.routes.teacherList, 'Labs', 'teacher', {
    ...inStudentView,
    redirectAfterLoad: true,
    page: 'courseworkList',
  }),
  route(kinds.lab.routes.teacherEdit, 'Edit lab', 'teacher', {
    ...inStudentView,
    page: 'courseworkEdit',
  }),
  route(kinds.lab.routes.assessmentList, 'Lab assessments', 'teacher', {
    ...inStudentView,
    page: 'assessmentList',
  }),
  route(kinds.test.routes.teacherList, 'Tests', 'teacher', {
    ...inStudentView,
    page: 'assessmentTeachingList',
  }),
  route(kinds.test.routes.teacherEdit, 'Edit test', 'teacher', {
    ...inStudentView,
    page: 'editAssessment',
  }),
  route(kinds.test.routes.live, 'Create live test', 'teacher', { page: 'liveSitting' }),
  route(kinds.test.routes.assessmentList, 'Test answers', 'teacher', {
    ...inStudentView,
    page: 'answerList',
  }),
  route('/TestAssessment/:courseId/:testId/:assessmentTestId', 'Test assessment', 'teacher', {
    ...inStudentView,
    page: 'attemptMarking',
  }),
  route(kinds.exam.routes.teacherList, 'Exams', 'teacher', {
    ...inStudentView,
    page: 'assessmentTeachingList',
  }),
  route(kinds.exam.routes.teacherEdit, 'Edit exam', 'teacher', {
    ...inStudentView,
    page: 'editAssessment',
  }),
  route(kinds.exam.routes.live, 'Create live exam', 'teacher', { page: 'liveSitting' }),
  route(kinds.exam.routes.assessmentList, 'Exam answers', 'teacher', {
    ...inStudentView,
    page: 'answerList',
  }),
  route('/ExamAssessment/:courseId/:examId/:assessmentExamId', 'Exam assessment', 'teacher', {
    ...inStudentView,
    page: 'attemptMarking',
  }),
  route(kinds.assignment.routes.teacherList, 'Assignments', 'teacher', {
    ...inStudentView,
    page: 'courseworkList',
  }),
  route(kinds.assignment.routes.teacherEdit, 'Edit assignment', 'teacher', {
    ...inStudentView,
    page: 'courseworkEdit',
  }),
  route('/assessmentassignmentlist/:courseId/:assignmentId', 'Assignment assessments', 'teacher', {
    ...inStudentView,
    page: 'assessmentList',
  }),
  route(kinds.project.routes.teacherList, 'Projects', 'teacher', {
    ...inStudentView,
    page: 'courseworkList',
  }),
  route(kinds.project.routes.teacherEdit, 'Edit project', 'teacher', {
    ...inStudentView,
    page: 'courseworkEdit',
  }),
  route(kinds.project.routes.assessmentList, 'Project assessments', 'teacher', {
    ...inStudentView,
    page: 'assessmentList',
  }),
  route('/assessmentproject/:assessmentId', 'Project assessment', 'teacher', { page: 'assessment' }),
  route('/MCQLecture/:unitId', 'Multiple-choice lecture', 'teacher', { page: 'mcqLecture' }),
  route(kinds.lecture.routes.teacherEdit, 'Edit lecture', 'teacher', {
    ...whenChangeMode,
    page: 'lectureEdit',
  }),
  route(kinds.lecture.routes.teacherList, 'Lectures', 'teacher', {
    ...whenChangeMode,
    page: 'lectureList',
  }),
  route('/startlecture/:courseId/:lecturesId/:attendanceId', 'Start lecture', 'teacher', {
    page: 'liveClass',
  }),
  route('/listmember/:courseId', 'Course members', 'teacher', {
    ...whenChangeMode,
    page: 'listMember',
  }),
  route(kinds.discussion.routes.teacherList, 'Discussions', 'teacher', {
    ...whenChangeMode,
    page: 'discussionList',
  }),
  route(kinds.discussion.routes.teacherEdit, 'Edit discussion', 'teacher', {
    ...whenChangeMode,
    page: 'discussionEdit',
  }),
  route('/startdiscussion/:courseId/:discussionId', 'Start discussion', 'teacher', {
    page: 'startDiscussion',
  }),
  route('/discussionstatus/:courseId/:discussionId', 'Discussion status', 'teacher', {
    page: 'discussionStatus',
  }),
  route('/discussionstatus/:courseId/:discussionId/:attendanceId', 'Discussion status', 'teacher', {
    page: 'discussionStatus',
  }),
  route('/assessmentdiscussionlist/:courseId/:discussionId', 'Discussion assessments', 'teacher', {
    ...whenChangeMode,
    page: 'discussionAssessments',
  }),
  route('/editcourse/:courseId', 'Edit course', 'teacher', { ...whenChangeMode, page: 'editCourse' }),
  route('/selflearningTest/:courseId/:selflearningId/:moduleId', 'Self-learning test', 'teacher', {
    ...inStudentView,
    page: 'selfLearningTest',
  }),
  route(kinds.selfLearning.routes.teacherEdit, 'Edit self-learning', 'teacher', {
    ...inStudentView,
    page: 'selfLearningEdit',
  }),
  route(kinds.selfLearning.routes.teacherList, 'Self-learning units', 'teacher', {
    ...inStudentView,
    page: 'selfLearningList',
  }),

  // Student-only routes
  route('/evaluate_student', 'My evaluations', 'student', { page: 'myMarks' }),
  route('/proctor_s/:courseId/:testId', 'Proctored test', 'student', { page: 'sitting' }),
  route(kinds.lab.routes.student, 'Lab', 'student', { page: 'courseworkView' }),
  route('/answerLiveTest/:courseId/:testId', 'Live test', 'student', { page: 'sitting' }),
  route(kinds.test.routes.student, 'Offline test', 'student', { page: 'sitting' }),
  route('/TestAssessmentLive/:courseId/:testId', 'Live test result', 'student', {
    page: 'sittingResult',
  }),
  route('/answerLiveExam/:courseId/:examId', 'Live exam', 'student', { page: 'sitting' }),
  route(kinds.exam.routes.student, 'Offline exam', 'student', { page: 'sitting' }),
  route('/ExamAssessmentLive/:courseId/:testId', 'Live exam result', 'student', {
    page: 'sittingResult',
  }),
  route(kinds.assignment.routes.student, 'Assignment', 'student', { page: 'courseworkView' }),
  route(kinds.project.routes.student, 'Project', 'student', { page: 'courseworkView' }),
  route('/zoomlecture/:lecturesId', 'Lecture', 'student', { page: 'lectureEntry' }),
  route(kinds.discussion.routes.student, 'Discussion', 'student', { page: 'joinDiscussion' }),
  route('/joindiscussion/:courseId/:discussionId/:attendanceId', 'Discussion', 'student', {
    page: 'joinDiscussion',
  }),
  route('/viewcourse/:courseId', 'Course', 'student', {
    redirect: 'editCourseWhenTeacherView',
    page: 'viewCourse',
  }),
  route('/SelfLearningView/:courseId/:selflearningId/:sl_statusId', 'Self-learning', 'student', {
    page: 'selfLearningView',
  }),

  // Lecture entry routes
  route(kinds.lecture.routes.student, 'Waiting for the lecture', 'none', {
    redirect: 'lectureEntry',
    page: 'waitLecture',
  }),
  route('/t_login/:courseId/:lecturesId', 'Sign in to the lecture', 'publicOnlyWhenSignedOut', {
    redirect: 'lectureEntry',
    page: 'login',
  }),
  route('/joinlecture/:courseId/:lecturesId/:attendanceId', 'Join lecture', 'signedIn', {
    page: 'liveClass',
  }),

  // Any signed-in user
  route('/viewfile/:fileId', 'File', 'signedIn', { page: 'file' }),
  route('/statisticscourse/:courseId', 'Course statistics', 'signedIn', {
    redirect: 'dashboardWithoutCourse',
    optionalParam: 'courseId',
    page: 'courseStatistics',
  }),
  route('/statistics/:courseId', 'Statistics', 'signedIn', { page: 'studentStatistics' }),
  route('/statistic/:courseIds', 'Statistics across courses', 'signedIn', { page: 'coursesStatistics' }),
  route('/personalchat/:courseId/:chatListId', 'Personal chat', 'signedIn', { page: 'personalChat' }),
  route('/file_viewer/:fileName', 'File viewer', 'signedIn', {
    optionalParam: 'fileName',
    page: 'fileViewer',
  }),
  route('/file_viewer_doc/:fileId/:fileName', 'Document viewer', 'signedIn', {
    ...withoutFileName,
    page: 'docViewer',
  }),
  route('/file_sviewer_doc/:attendanceId/:fileId/:fileName', 'Document viewer', 'signedIn', {
    ...withoutFileName,
    page: 'shownDocument',
  }),
  route('/file_tviewer_doc/:attendanceId/:fileId/:fileName', 'Document viewer', 'signedIn', {
    ...withoutFileName,
    page: 'shownDocument',
  }),
  route('/file_viewer_pdf/:fileId/:fileName', 'PDF viewer', 'signedIn', {
    ...withoutFileName,
    page: 'pdfViewer',
  }),
  route('/file_tviewer_pdf/:attendanceId/:fileId/:fileName', 'PDF viewer', 'signedIn', {
    ...withoutFileName,
    page: 'shownDocument',
  }),
  route('/file_sviewer_pdf/:attendanceId/:fileId/:fileName', 'PDF viewer', 'signedIn', {
    ...withoutFileName,
    page: 'shownDocument',
  }),
  route(
    '/SL_file_viewer_video/:progressId/:moduleId/:folderId/:fileId/:fileName',
    'Self-learning video',
    'signedIn',
    { ...withoutFileName, page: 'selfLearningVideo' },
  ),
  route('/SL_file_viewer_doc/:progressId/:moduleId/:fileId/:fileName', 'Self-learning document', 'signedIn', {
    ...withoutFileName,
    page: 'selfLearningDocument',
  }),
  route('/SL_file_viewer_pdf/:progressId/:moduleId/:fileId/:fileName', 'Self-learning PDF', 'signedIn', {
    ...withoutFileName,
    page: 'selfLearningDocument',
  }),
];

/** SPEC §1: the page named notFound serves unmatched addresses. */
export const notFoundRoute: AppRoute = route('*', NOT_FOUND_NAME, 'public', {
  page: 'notFound',
  layout: 'bySession',
});

/** The path React Router matches: the optional parameter gets its `?`. */
export function routerPath(entry: AppRoute): string {
  if (!entry.optionalParam) return entry.pattern;
  return entry.pattern.replace(`:${entry.optionalParam}`, `:${entry.optionalParam}?`);
}

/** Whether the table gives a route a page of its own rather than the honest "not built yet" panel. */
export const hasOwnPage = (entry: AppRoute): boolean => entry.page !== 'notBuiltYet';

const matchable = appRoutes.map((entry) => ({ path: routerPath(entry), entry }));

/** An address's first segment, as the router compares it (without case, query or fragment). */
const firstSegment = (path: string) => (path.split(/[?#]/)[0]?.split('/')[1] ?? '').toLowerCase();
const startsWithParameter = matchable.filter(({ path }) => /^[:*]/.test(firstSegment(path)));
const byFirstSegment = new Map<string, typeof matchable>();
for (const route of matchable) {
  if (startsWithParameter.includes(route)) continue;
  const key = firstSegment(route.path);
  byFirstSegment.set(key, [...(byFirstSegment.get(key) ?? []), route]);
}
/** The routes that can match an address: those whose first segment is its own, or a parameter. */
const candidatesFor = (path: string) => [
  ...(byFirstSegment.get(firstSegment(path)) ?? []),
  ...startsWithParameter,
];

const matched = new Map<string, AppRoute | null>();

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The table entry an in-app address opens (ranked as the router ranks them), or null for the not-found page.
 * matchRoutes flattens and ranks every route it is given on each call, and every menu entry and link asks (a course
 * page for each of its items): it is given only the routes that can match, and the answer is remembered per
 * address with its ids as one placeholder. An id never spells a fixed segment of the table, so addresses that
 * differ only in ids open the same entry.
 */
export function routeOfPath(path: string): AppRoute | null {
  const shape = path.replace(uuid, '00000000-0000-0000-0000-000000000000');
  let entry = matched.get(shape);
  if (entry === undefined) {
    entry = matchRoutes(candidatesFor(shape), shape)?.at(-1)?.route.entry ?? null;
    matched.set(shape, entry);
  }
  return entry;
}

/**
 * Whether an in-app address leads to a page that is built. Every link and button that points at a route asks
 * this before it leads there (web/components/RouteLink.tsx), so a page that lands enables its links at once.
 */
export function leadsToBuiltPage(path: string): boolean {
  const entry = routeOfPath(path);
  return entry !== null && hasOwnPage(entry);
}
