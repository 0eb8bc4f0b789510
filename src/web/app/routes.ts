import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router';
import { ITEM_KIND_DEFINITIONS as kinds } from '../../core/itemKinds';
import type { RouteAccess, RouteRule } from '../../core/rules/routeAccess';
import type { View } from '../../core/schemas/courses';
import type { AfterLoginPageName } from './afterLoginPages';

/**
 * THE route table (DESIGN §5): every route of SPEC §2 with its name (page title and `.t-header` text), pattern,
 * access rule, layout, redirect rule and lazy page. `routes.test.ts` checks it against SPEC §2 itself. The list,
 * edit and student pages of each kind of course item take their patterns from the kind's definition.
 */

/** Which frame a page is drawn in; 'bySession' picks by login state (SPEC §2) for pages without a check. */
export type Layout = 'public' | 'afterLogin' | 'bySession';

/** Who opens a signed-in page, as a page's first reads need it. */
export interface PageReader {
  params: Params;
  userId: string;
  view: View;
}

/**
 * A page's first reads, started as soon as its script has arrived rather than once it is drawn: the answers come
 * sooner, and the page mounts on reads already under way (issue 13).
 */
export type PagePrefetch = (client: QueryClient, reader: PageReader) => void;

export type PageLoader = (() => Promise<{ default: ComponentType; prefetch?: PagePrefetch }>) & {
  /** The page reads nothing through the server-data cache, which then stays unloaded (serverData.tsx). */
  withoutServerData?: true;
  /** The page drawn after login that the loader opens through afterLoginPages.ts. */
  afterLoginPage?: AfterLoginPageName;
};

export interface AppRoute extends RouteRule {
  /** SPEC §2 pattern with `:name` parameters. */
  pattern: string;
  name: string;
  layout: Layout;
  page: PageLoader;
  /** A parameter the address may leave out, so that the redirect rule for its absence can run. */
  optionalParam?: string;
}

/** The pages a signed-out visitor may open first, loaded straight from this table. */
const pages = {
  notBuiltYet: () => import('../features/site/NotBuiltYetPage'),
  home: () => import('../features/site/HomePage'),
  about: () => import('../features/site/AboutPage'),
  contact: () => import('../features/site/ContactPage'),
  legalNotice: () => import('../features/site/LegalNoticePage'),
  privacy: () => import('../features/site/PrivacyPage'),
  blank: () => import('../features/site/BlankPage'),
  notFound: () => import('../features/site/NotFoundPage'),
  login: Object.assign(() => import('../features/accounts/LoginPage'), { withoutServerData: true as const }),
  register: () => import('../features/accounts/RegisterPage'),
  forgotPassword: () => import('../features/accounts/ForgotPasswordPage'),
  resetPassword: () => import('../features/accounts/ResetPasswordPage'),
  googleCalendar: () => import('../features/calendar/GoogleCalendarPage'),
  manuals: () => import('../features/manuals/ManualsPage'),
  help: () => import('../features/help/HelpPage'),
  waitLecture: () => import('../features/lectures/WaitLecturePage'),
} satisfies Record<string, PageLoader>;

/**
 * A page drawn after login, loaded through the table of those pages (afterLoginPages.ts): what each of them preloads
 * is listed there, not in the script of the first page a visitor opens (issue 13). `afterLoginPage` names it.
 */
const later = (name: AfterLoginPageName): PageLoader =>
  Object.assign(() => import('./afterLoginPages').then((loaded) => loaded.afterLoginPages[name]()), {
    afterLoginPage: name,
  });

type Extra = Partial<Omit<AppRoute, 'pattern' | 'name' | 'access'>>;

function defaultLayout(access: RouteAccess): Layout {
  if (access === 'public' || access === 'publicOnlyWhenSignedOut') return 'public';
  return access === 'none' ? 'bySession' : 'afterLogin';
}

function route(pattern: string, name: string, access: RouteAccess, extra: Extra = {}): AppRoute {
  return { pattern, name, access, layout: defaultLayout(access), page: pages.notBuiltYet, ...extra };
}

// SPEC §2 "Redirect rules": the student-view fallback to /viewcourse/{courseId}.
const inStudentView: Extra = { redirect: 'courseViewForStudentViewTeacher' };
const whenChangeMode: Extra = { redirect: 'courseViewWhenChangeMode' };
const withoutFileName: Extra = { redirect: 'fileViewerWithoutName', optionalParam: 'fileName' };

export const NOT_FOUND_NAME = 'Page Not Found';

export const appRoutes: readonly AppRoute[] = [
  // Public routes
  route('/', 'Home', 'public', { page: pages.home }),
  route('/about', 'About', 'public', { page: pages.about }),
  route('/contact', 'Contact', 'public', { page: pages.contact }),
  route('/legalnotice', 'Legal notice', 'public', { page: pages.legalNotice }),
  route('/privacy', 'Privacy', 'public', { page: pages.privacy }),
  route('/google', 'Calendar', 'public', { page: pages.googleCalendar, layout: 'bySession' }),
  route('/blank', 'Blank', 'public', { page: pages.blank }),
  route('/notfound', NOT_FOUND_NAME, 'public', { page: pages.notFound, layout: 'bySession' }),
  route('/login', 'Sign in', 'publicOnlyWhenSignedOut', { page: pages.login }),
  route('/loginIDQ', 'Sign in with IDQ', 'publicOnlyWhenSignedOut'),
  route('/loginSSO', 'Single sign-on', 'public'),
  route('/logoutSSO', 'Single sign-out', 'public'),
  route('/register', 'Register', 'publicOnlyWhenSignedOut', { page: pages.register }),
  route('/forgotPassword', 'Forgot password', 'publicOnlyWhenSignedOut', { page: pages.forgotPassword }),
  route('/resetPassword/:passwordToken', 'Reset password', 'publicOnlyWhenSignedOut', {
    page: pages.resetPassword,
  }),
  route('/manuals', 'Manuals', 'none', { page: pages.manuals }),

  // General and teacher-or-student routes
  route('/profile/:userName', 'Profile', 'teacherOrStudent', { page: later('profile') }),
  route('/admin_dashboard', 'Admin dashboard', 'admin', { page: later('adminDashboard') }),
  route('/dashboard', 'Dashboard', 'teacherOrStudent', { page: later('dashboard') }),
  route('/help', 'Help', 'none', { page: pages.help }),
  route('/Setting', 'Settings', 'teacherOrStudent', { page: later('setting') }),
  route('/library', 'Library', 'teacherOrStudent', { page: later('library') }),
  route('/control_panel', 'Control panel', 'teacher', {
    redirect: 'controlPanelSwap',
    page: later('controlPanel'),
  }),
  route('/control_panel_student', 'Control panel', 'student', {
    redirect: 'controlPanelSwap',
    page: later('controlPanel'),
  }),
  route(
    '/SelfLearningTestAnswer/:courseId/:selflearningId/:moduleId',
    'Self-learning test answers',
    'teacherOrStudent',
  ),
  route('/mail', 'Mail', 'teacherOrStudent'),
  route('/vocationalqualifications', 'Vocational qualifications', 'teacherOrStudent'),
  route('/vocationalqualificationsstudent', 'My vocational qualifications', 'teacherOrStudent'),
  route('/personalDescription/:userName', 'Personal description', 'teacherOrStudent'),
  route('/StudentPortfolioList', 'Student portfolios', 'teacherOrStudent'),
  route('/StudentPortfolio/:portfolioId', 'Student portfolio', 'teacherOrStudent'),
  route('/ZoomMeeting/:lecturesId', 'Video meeting', 'teacherOrStudent', { page: later('lectureEntry') }),

  // Teacher-only routes
  route('/feedback', 'Feedback', 'teacher', { page: later('feedback') }),
  route('/student_summary', 'Portfolio completion summary', 'teacher'),
  route('/student_tracking', 'Student tracking', 'teacher'),
  route('/lecture_attendance', 'Lecture attendance', 'teacher', { page: later('lectureAttendance') }),
  route('/cvq_certification', 'CVQ certification', 'teacher'),
  route('/proctor/:courseId/:typeId/:refId', 'Proctor', 'teacher', { page: later('proctor') }),
  route('/proctor_all/:courseId/:typeId/:refId', 'Proctor all', 'teacher', { page: later('proctor') }),
  route('/evaluate', 'Evaluate', 'teacher', { page: later('evaluate') }),
  route('/evaluate/test', 'Evaluate tests', 'teacher', { page: later('evaluateAssessments') }),
  route('/evaluate/exam', 'Evaluate exams', 'teacher', { page: later('evaluateAssessments') }),
  route('/evaluate/assignment', 'Evaluate assignments', 'teacher', { page: later('evaluate') }),
  route('/evaluate/project', 'Evaluate projects', 'teacher', { page: later('evaluate') }),
  route(kinds.teamMeeting.routes.teacherList, 'Team meetings', 'teacher', {
    ...inStudentView,
    page: () => import('../features/meetings/TeamMeetingListPage'),
  }),
  route(kinds.teamMeeting.routes.teacherEdit, 'Edit team meeting', 'teacher', {
    ...inStudentView,
    page: () => import('../features/meetings/TeamMeetingEditPage'),
  }),
  route(kinds.consult.routes.teacherList, 'Consults', 'teacher', {
    ...inStudentView,
    page: () => import('../features/meetings/ConsultListPage'),
  }),
  route(kinds.consult.routes.teacherEdit, 'Edit consult', 'teacher', {
    ...inStudentView,
    page: () => import('../features/meetings/ConsultEditPage'),
  }),
  route(kinds.lab.routes.teacherList, 'Labs', 'teacher', {
    ...inStudentView,
    redirectAfterLoad: true,
    page: later('courseworkList'),
  }),
  route(kinds.lab.routes.teacherEdit, 'Edit lab', 'teacher', {
    ...inStudentView,
    page: later('courseworkEdit'),
  }),
  route(kinds.lab.routes.assessmentList, 'Lab assessments', 'teacher', {
    ...inStudentView,
    page: later('assessmentList'),
  }),
  route(kinds.test.routes.teacherList, 'Tests', 'teacher', {
    ...inStudentView,
    page: later('assessmentTeachingList'),
  }),
  route(kinds.test.routes.teacherEdit, 'Edit test', 'teacher', {
    ...inStudentView,
    page: later('editAssessment'),
  }),
  route(kinds.test.routes.live, 'Create live test', 'teacher', { page: later('liveSitting') }),
  route(kinds.test.routes.assessmentList, 'Test answers', 'teacher', {
    ...inStudentView,
    page: later('answerList'),
  }),
  route('/TestAssessment/:courseId/:testId/:assessmentTestId', 'Test assessment', 'teacher', {
    ...inStudentView,
    page: later('attemptMarking'),
  }),
  route(kinds.exam.routes.teacherList, 'Exams', 'teacher', {
    ...inStudentView,
    page: later('assessmentTeachingList'),
  }),
  route(kinds.exam.routes.teacherEdit, 'Edit exam', 'teacher', {
    ...inStudentView,
    page: later('editAssessment'),
  }),
  route(kinds.exam.routes.live, 'Create live exam', 'teacher', { page: later('liveSitting') }),
  route(kinds.exam.routes.assessmentList, 'Exam answers', 'teacher', {
    ...inStudentView,
    page: later('answerList'),
  }),
  route('/ExamAssessment/:courseId/:examId/:assessmentExamId', 'Exam assessment', 'teacher', {
    ...inStudentView,
    page: later('attemptMarking'),
  }),
  route(kinds.assignment.routes.teacherList, 'Assignments', 'teacher', {
    ...inStudentView,
    page: later('courseworkList'),
  }),
  route(kinds.assignment.routes.teacherEdit, 'Edit assignment', 'teacher', {
    ...inStudentView,
    page: later('courseworkEdit'),
  }),
  route('/assessmentassignmentlist/:courseId/:assignmentId', 'Assignment assessments', 'teacher', {
    ...inStudentView,
    page: later('assessmentList'),
  }),
  route(kinds.project.routes.teacherList, 'Projects', 'teacher', {
    ...inStudentView,
    page: later('courseworkList'),
  }),
  route(kinds.project.routes.teacherEdit, 'Edit project', 'teacher', {
    ...inStudentView,
    page: later('courseworkEdit'),
  }),
  route(kinds.project.routes.assessmentList, 'Project assessments', 'teacher', {
    ...inStudentView,
    page: later('assessmentList'),
  }),
  route('/assessmentproject/:assessmentId', 'Project assessment', 'teacher', { page: later('assessment') }),
  route('/MCQLecture/:unitId', 'Multiple-choice lecture', 'teacher'),
  route(kinds.lecture.routes.teacherEdit, 'Edit lecture', 'teacher', {
    ...whenChangeMode,
    page: later('lectureEdit'),
  }),
  route(kinds.lecture.routes.teacherList, 'Lectures', 'teacher', {
    ...whenChangeMode,
    page: later('lectureList'),
  }),
  route('/startlecture/:courseId/:lecturesId/:attendanceId', 'Start lecture', 'teacher', {
    page: later('liveClass'),
  }),
  route('/listmember/:courseId', 'Course members', 'teacher', {
    ...whenChangeMode,
    page: later('listMember'),
  }),
  route(kinds.discussion.routes.teacherList, 'Discussions', 'teacher', {
    ...whenChangeMode,
    page: later('discussionList'),
  }),
  route(kinds.discussion.routes.teacherEdit, 'Edit discussion', 'teacher', {
    ...whenChangeMode,
    page: later('discussionEdit'),
  }),
  route('/startdiscussion/:courseId/:discussionId', 'Start discussion', 'teacher', {
    page: later('startDiscussion'),
  }),
  route('/discussionstatus/:courseId/:discussionId', 'Discussion status', 'teacher', {
    page: later('discussionStatus'),
  }),
  route('/discussionstatus/:courseId/:discussionId/:attendanceId', 'Discussion status', 'teacher', {
    page: later('discussionStatus'),
  }),
  route('/assessmentdiscussionlist/:courseId/:discussionId', 'Discussion assessments', 'teacher', {
    ...whenChangeMode,
    page: later('discussionAssessments'),
  }),
  route('/editcourse/:courseId', 'Edit course', 'teacher', { ...whenChangeMode, page: later('editCourse') }),
  route('/selflearningTest/:courseId/:selflearningId/:moduleId', 'Self-learning test', 'teacher'),
  route(kinds.selfLearning.routes.teacherEdit, 'Edit self-learning', 'teacher'),
  route(kinds.selfLearning.routes.teacherList, 'Self-learning units', 'teacher'),

  // Student-only routes
  route('/evaluate_student', 'My evaluations', 'student', { page: later('myMarks') }),
  route('/proctor_s/:courseId/:testId', 'Proctored test', 'student', { page: later('sitting') }),
  route(kinds.lab.routes.student, 'Lab', 'student', { page: later('courseworkView') }),
  route('/answerLiveTest/:courseId/:testId', 'Live test', 'student', { page: later('sitting') }),
  route(kinds.test.routes.student, 'Offline test', 'student', { page: later('sitting') }),
  route('/TestAssessmentLive/:courseId/:testId', 'Live test result', 'student', {
    page: later('sittingResult'),
  }),
  route('/answerLiveExam/:courseId/:examId', 'Live exam', 'student', { page: later('sitting') }),
  route(kinds.exam.routes.student, 'Offline exam', 'student', { page: later('sitting') }),
  route('/ExamAssessmentLive/:courseId/:testId', 'Live exam result', 'student', {
    page: later('sittingResult'),
  }),
  route(kinds.assignment.routes.student, 'Assignment', 'student', { page: later('courseworkView') }),
  route(kinds.project.routes.student, 'Project', 'student', { page: later('courseworkView') }),
  route('/zoomlecture/:lecturesId', 'Lecture', 'student', { page: later('lectureEntry') }),
  route(kinds.discussion.routes.student, 'Discussion', 'student', { page: later('joinDiscussion') }),
  route('/joindiscussion/:courseId/:discussionId/:attendanceId', 'Discussion', 'student', {
    page: later('joinDiscussion'),
  }),
  route('/viewcourse/:courseId', 'Course', 'student', {
    redirect: 'editCourseWhenTeacherView',
    page: later('viewCourse'),
  }),
  route('/SelfLearningView/:courseId/:selflearningId/:sl_statusId', 'Self-learning', 'student'),

  // Lecture entry routes
  route(kinds.lecture.routes.student, 'Waiting for the lecture', 'none', {
    redirect: 'lectureEntry',
    page: pages.waitLecture,
  }),
  route('/t_login/:courseId/:lecturesId', 'Sign in to the lecture', 'publicOnlyWhenSignedOut', {
    redirect: 'lectureEntry',
    page: pages.login,
  }),
  route('/joinlecture/:courseId/:lecturesId/:attendanceId', 'Join lecture', 'signedIn', {
    page: later('liveClass'),
  }),

  // Any signed-in user
  route('/viewfile/:fileId', 'File', 'signedIn', { page: later('file') }),
  route('/statisticscourse/:courseId', 'Course statistics', 'signedIn', {
    redirect: 'dashboardWithoutCourse',
    optionalParam: 'courseId',
  }),
  route('/statistics/:courseId', 'Statistics', 'signedIn'),
  route('/statistic/:courseIds', 'Statistics across courses', 'signedIn'),
  route('/personalchat/:courseId/:chatListId', 'Personal chat', 'signedIn', { page: later('personalChat') }),
  route('/file_viewer/:fileName', 'File viewer', 'signedIn', {
    optionalParam: 'fileName',
    page: later('fileViewer'),
  }),
  route('/file_viewer_doc/:fileId/:fileName', 'Document viewer', 'signedIn', {
    ...withoutFileName,
    page: later('docViewer'),
  }),
  route('/file_sviewer_doc/:attendanceId/:fileId/:fileName', 'Document viewer', 'signedIn', {
    ...withoutFileName,
    page: later('shownDocument'),
  }),
  route('/file_tviewer_doc/:attendanceId/:fileId/:fileName', 'Document viewer', 'signedIn', {
    ...withoutFileName,
    page: later('shownDocument'),
  }),
  route('/file_viewer_pdf/:fileId/:fileName', 'PDF viewer', 'signedIn', {
    ...withoutFileName,
    page: later('pdfViewer'),
  }),
  route('/file_tviewer_pdf/:attendanceId/:fileId/:fileName', 'PDF viewer', 'signedIn', {
    ...withoutFileName,
    page: later('shownDocument'),
  }),
  route('/file_sviewer_pdf/:attendanceId/:fileId/:fileName', 'PDF viewer', 'signedIn', {
    ...withoutFileName,
    page: later('shownDocument'),
  }),
  route(
    '/SL_file_viewer_video/:progressId/:moduleId/:folderId/:fileId/:fileName',
    'Self-learning video',
    'signedIn',
    withoutFileName,
  ),
  route(
    '/SL_file_viewer_doc/:progressId/:moduleId/:fileId/:fileName',
    'Self-learning document',
    'signedIn',
    withoutFileName,
  ),
  route(
    '/SL_file_viewer_pdf/:progressId/:moduleId/:fileId/:fileName',
    'Self-learning PDF',
    'signedIn',
    withoutFileName,
  ),
];

/** SPEC §1: the page named notFound serves unmatched addresses. */
export const notFoundRoute: AppRoute = route('*', NOT_FOUND_NAME, 'public', {
  page: pages.notFound,
  layout: 'bySession',
});

/** The path React Router matches: the optional parameter gets its `?`. */
export function routerPath(entry: AppRoute): string {
  if (!entry.optionalParam) return entry.pattern;
  return entry.pattern.replace(`:${entry.optionalParam}`, `:${entry.optionalParam}?`);
}

/** Whether the table gives a route a page of its own rather than the honest "not built yet" panel. */
export const hasOwnPage = (entry: AppRoute): boolean => entry.page !== pages.notBuiltYet;

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
