/**
 * SPEC §2 (routes and redirect rules) and §6 (roles): who may open a route, and where everyone else goes.
 * Pure: the caller passes what it knows of the session and the route's params.
 */

/** Who may open a route. */
export type RouteAccess =
  /** Anyone. */
  | 'public'
  /** Anyone signed out; a signed-in user is sent on (login, register, password pages, t_login). */
  | 'publicOnlyWhenSignedOut'
  /** Any signed-in user, whatever the role. */
  | 'signedIn'
  | 'teacher'
  | 'student'
  | 'teacherOrStudent'
  /** A teacher with the admin flag (SPEC §6: a list containing 'admin' also requires isAdmin). */
  | 'admin'
  /** No check (/help, /manuals); /waitlecture adds its own sign-in redirect. */
  | 'none';

/** Where a route sends someone who may not open it, beyond the default (home). */
export type RouteRedirect =
  /** Tests, exams, assignments, projects, labs, consults, team meetings: a teacher in student view → /viewcourse. */
  | 'courseViewForStudentViewTeacher'
  /** Lectures, discussions, courses: when changeMode is the string 'true' → /viewcourse. */
  | 'courseViewWhenChangeMode'
  /** /viewcourse: a non-student goes to /editcourse when changeMode is the string 'false'. */
  | 'editCourseWhenTeacherView'
  /** /control_panel and /control_panel_student send the other role to its own panel. */
  | 'controlPanelSwap'
  /** /waitlecture signed out → /t_login; /t_login signed in → /waitlecture. */
  | 'lectureEntry'
  /** /statisticscourse without a courseId → /dashboard. */
  | 'dashboardWithoutCourse'
  /** A file viewer without a file name → /file_viewer. */
  | 'fileViewerWithoutName';

export interface RouteRule {
  access: RouteAccess;
  redirect?: RouteRedirect;
  /** SPEC §2: the lab list's redirect for a non-teacher happens only after the page has loaded. */
  redirectAfterLoad?: boolean;
}

/** What the checks read of the session (SPEC §3 stored keys). */
export interface SessionFacts {
  signedIn: boolean;
  /** The stored user's role; anything but teacher or student counts as no role. */
  role: string | null;
  isAdmin: boolean;
  /** The raw changeMode value from local storage ('true', 'false' or absent). */
  changeMode: string | null;
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

export type AccessDecision = { allow: true; redirectAfterLoad?: string } | { allow: false; redirect: string };

const HOME = '/';
const allow: AccessDecision = { allow: true };
const goTo = (path: string): AccessDecision => ({ allow: false, redirect: path });
const segment = (value: string | undefined) => encodeURIComponent(value ?? '');

/** SPEC §6: changeMode 'true' sets the session role to student for every check. */
export function effectiveRole(session: SessionFacts): 'teacher' | 'student' | null {
  if (!session.signedIn) return null;
  if (session.changeMode === 'true') return 'student';
  return session.role === 'teacher' || session.role === 'student' ? session.role : null;
}

function passesRole(access: RouteAccess, session: SessionFacts): boolean {
  const role = effectiveRole(session);
  switch (access) {
    case 'teacher':
      return role === 'teacher';
    case 'student':
      return role === 'student';
    case 'teacherOrStudent':
      return role !== null;
    case 'admin':
      return role === 'teacher' && session.isAdmin;
    default:
      return true;
  }
}

/** SPEC §2 "Redirect rules": where a signed-in user who fails the role check goes. */
function failedRoleTarget(rule: RouteRule, session: SessionFacts, params: RouteParams): string {
  const role = effectiveRole(session);
  const courseId = params.courseId;
  switch (rule.redirect) {
    case 'courseViewForStudentViewTeacher':
      return session.role === 'teacher' && session.changeMode === 'true' && courseId
        ? `/viewcourse/${segment(courseId)}`
        : HOME;
    case 'courseViewWhenChangeMode':
      return session.changeMode === 'true' && courseId ? `/viewcourse/${segment(courseId)}` : HOME;
    case 'editCourseWhenTeacherView':
      return session.changeMode === 'false' && courseId ? `/editcourse/${segment(courseId)}` : HOME;
    case 'controlPanelSwap':
      if (rule.access === 'teacher' && role === 'student') return '/control_panel_student';
      if (rule.access === 'student' && role === 'teacher') return '/control_panel';
      return HOME;
    default:
      return HOME;
  }
}

const lecturePath = (base: string, params: RouteParams) =>
  `${base}/${segment(params.courseId)}/${segment(params.lecturesId)}`;

/** Decides whether the session may open a route with this rule and params, or where it goes instead. */
export function decideRouteAccess(
  rule: RouteRule,
  session: SessionFacts,
  params: RouteParams,
): AccessDecision {
  switch (rule.access) {
    case 'public':
      return allow;
    case 'none':
      if (rule.redirect === 'lectureEntry' && !session.signedIn) return goTo(lecturePath('/t_login', params));
      return allow;
    case 'publicOnlyWhenSignedOut':
      if (!session.signedIn) return allow;
      return goTo(rule.redirect === 'lectureEntry' ? lecturePath('/waitlecture', params) : '/dashboard');
    case 'signedIn':
      if (!session.signedIn) return goTo(HOME);
      if (rule.redirect === 'dashboardWithoutCourse' && !params.courseId) return goTo('/dashboard');
      if (rule.redirect === 'fileViewerWithoutName' && !params.fileName) return goTo('/file_viewer');
      return allow;
    default: {
      if (!session.signedIn) return goTo(HOME);
      if (passesRole(rule.access, session)) return allow;
      const target = failedRoleTarget(rule, session, params);
      return rule.redirectAfterLoad ? { allow: true, redirectAfterLoad: target } : goTo(target);
    }
  }
}
