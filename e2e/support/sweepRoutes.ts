import { decideRouteAccess, type SessionFacts } from '../../src/core/rules/routeAccess';
import { type AppRoute, appRoutes, type PageName } from '../../src/web/platform/routes';
import type { SweepContent } from './sweepContent';

/** Who the sweep opens pages as. */
export type SweepRole = 'signed out' | 'student' | 'teacher' | 'admin';

export const SWEEP_ROLES: readonly SweepRole[] = ['signed out', 'student', 'teacher', 'admin'];

/** What the route rules read of each role's session, as signing in leaves it (no student view). */
const SESSIONS: Record<SweepRole, SessionFacts> = {
  'signed out': { signedIn: false, role: null, isAdmin: false, changeMode: null },
  student: { signedIn: true, role: 'student', isAdmin: false, changeMode: null },
  teacher: { signedIn: true, role: 'teacher', isAdmin: false, changeMode: null },
  admin: { signedIn: true, role: 'teacher', isAdmin: true, changeMode: null },
};

const paramsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * The routes of the table a role may open (the page itself, not a redirect, also not one after it loads), each
 * judged by the app's own route rules with every param present.
 */
export function routesOf(role: SweepRole): AppRoute[] {
  return appRoutes.filter((route) => {
    const params = Object.fromEntries(paramsOf(route.pattern).map((name) => [name, 'present']));
    const decision = decideRouteAccess(route, SESSIONS[role], params);
    return decision.allow && !decision.redirectAfterLoad;
  });
}

/**
 * Pages that draw nothing of their own once their data is in, but lead on to another route's page, which the sweep
 * opens as itself: a lecture's entry goes to its wait page, and into a running class from there (the lecture
 * journey follows both). Opened here, the page under the sweep was whichever the redirects had reached.
 */
const LEADS_ON: ReadonlySet<PageName> = new Set(['lectureEntry']);

/**
 * The routes the sweep opens as a role. An administrator is a teacher with more rights, who opens the teacher's
 * pages drawn by the same code: the sweep opens as the administrator only the pages a teacher may not, and so
 * keeps CI's run short.
 */
export function sweptRoutesOf(role: SweepRole): AppRoute[] {
  const own = routesOf(role).filter((route) => !LEADS_ON.has(route.page));
  if (role !== 'admin') return own;
  const teachers = new Set(routesOf('teacher'));
  return own.filter((route) => !teachers.has(route));
}

const sittingKind = (pattern: string) => (/exam/i.test(pattern) ? 'exam' : 'test');

/** Which of a kind's sittings a page shows best: its result and marking pages the marked one. */
function sittingOf(content: SweepContent, pattern: string) {
  const sittings = content.sittings[sittingKind(pattern)];
  if (/submitOffline/i.test(pattern)) return sittings.offline;
  if (/AssessmentLive|Assessment\/|AnswerList/i.test(pattern)) return sittings.marked;
  return sittings.live;
}

/** The self-learning module a page shows: the test's on the test pages, else the one of the viewer's kind. */
function moduleOf(content: SweepContent, pattern: string) {
  const { modules } = content.selfLearning;
  if (pattern.includes('_video/')) return modules.video;
  if (pattern.includes('_doc/')) return modules.document;
  if (pattern.includes('_pdf/')) return modules.pdf;
  return modules.test;
}

/** The file a page shows: the office document in its viewer, the PDF in its, the text file on the file page. */
function fileOf(content: SweepContent, pattern: string) {
  if (pattern.startsWith('/SL_file_viewer_video/')) return content.selfLearning.video;
  if (pattern.includes('_doc/')) return content.document;
  if (pattern.startsWith('/viewfile/')) return content.text;
  return content.pdf;
}

type Filler = (content: SweepContent, pattern: string) => string;

/** Each route param the table uses, filled with the sweep's content (which one, by the route's pattern). */
const FILLERS: Record<string, Filler> = {
  passwordToken: (c) => c.passwordToken,
  // A personal description is a student's; every other page named by a user is the teacher's.
  userName: (c, pattern) =>
    pattern.startsWith('/personalDescription/') ? c.people.student.username : c.people.teacher.username,
  portfolioId: (c) => c.portfolioId,
  courseId: (c) => c.courseId,
  courseIds: (c) => c.courseId,
  lecturesId: (c, pattern) => (pattern.startsWith('/waitlecture/') ? c.upcomingLectureId : c.lecture.itemId),
  attendanceId: (c, pattern) =>
    pattern.includes('discussion') ? c.discussion.attendanceId : c.lecture.attendanceId,
  discussionId: (c) => c.discussion.itemId,
  typeId: () => 'test',
  refId: (c) => c.sittings.test.live.itemId,
  testId: (c, pattern) => sittingOf(c, pattern).itemId,
  examId: (c, pattern) => sittingOf(c, pattern).itemId,
  assessmentTestId: (c, pattern) => sittingOf(c, pattern).attemptId,
  assessmentExamId: (c, pattern) => sittingOf(c, pattern).attemptId,
  assignmentId: (c) => c.coursework.assignment.itemId,
  projectId: (c) => c.coursework.project.itemId,
  labId: (c) => c.coursework.lab.itemId,
  assessmentId: (c) => c.coursework.project.submissionId,
  consultId: (c) => c.consultId,
  teamMeetingId: (c) => c.teamMeetingId,
  selflearningId: (c) => c.selfLearningId,
  fileId: (c, pattern) => fileOf(c, pattern).fileId,
  fileName: (c, pattern) => fileOf(c, pattern).name,
  chatListId: (c) => c.chatListId,
  unitId: (c) => c.selfLearningId,
  sl_statusId: (c) => c.selfLearning.statusId,
  moduleId: (c, pattern) => moduleOf(c, pattern).moduleId,
  progressId: (c, pattern) => moduleOf(c, pattern).progressId,
  folderId: (c) => c.courseId,
};

/** The address the sweep opens for a route: its params filled with real ids, or an error saying what is missing. */
export function addressOf(route: AppRoute, content: SweepContent): string {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const filler = FILLERS[name];
    if (filler) return encodeURIComponent(filler(content, route.pattern));
    throw new Error(
      `The sweep has no content for :${name} of ${route.pattern}: make some in e2e/support/sweepContent.ts and fill ` +
        'the param in e2e/support/sweepRoutes.ts, so that the page is checked with real content.',
    );
  });
}
