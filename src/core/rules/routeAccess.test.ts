import { describe, expect, it } from 'vitest';
import {
  type AccessDecision,
  decideRouteAccess,
  effectiveRole,
  type RouteParams,
  type RouteRule,
  type SessionFacts,
} from './routeAccess';

const signedOut: SessionFacts = { signedIn: false, role: null, isAdmin: false, changeMode: null };
const teacher: SessionFacts = { signedIn: true, role: 'teacher', isAdmin: false, changeMode: null };
const teacherView: SessionFacts = { ...teacher, changeMode: 'false' };
const studentView: SessionFacts = { ...teacher, changeMode: 'true' };
const admin: SessionFacts = { ...teacher, isAdmin: true };
const adminInStudentView: SessionFacts = { ...admin, changeMode: 'true' };
const student: SessionFacts = { signedIn: true, role: 'student', isAdmin: false, changeMode: null };
const studentWithStaleFlag: SessionFacts = { ...student, changeMode: 'true' };
const noRole: SessionFacts = { signedIn: true, role: 'parent', isAdmin: false, changeMode: null };

const course: RouteParams = { courseId: 'c1' };
const lecture: RouteParams = { courseId: 'c1', lecturesId: 'l1' };
const ok: AccessDecision = { allow: true };
const to = (redirect: string): AccessDecision => ({ allow: false, redirect });

const rules = {
  public: { access: 'public' },
  login: { access: 'publicOnlyWhenSignedOut' },
  tLogin: { access: 'publicOnlyWhenSignedOut', redirect: 'lectureEntry' },
  waitLecture: { access: 'none', redirect: 'lectureEntry' },
  help: { access: 'none' },
  signedIn: { access: 'signedIn' },
  statisticsCourse: { access: 'signedIn', redirect: 'dashboardWithoutCourse' },
  fileViewerDoc: { access: 'signedIn', redirect: 'fileViewerWithoutName' },
  teacherOnly: { access: 'teacher' },
  studentOnly: { access: 'student' },
  either: { access: 'teacherOrStudent' },
  adminOnly: { access: 'admin' },
  editTest: { access: 'teacher', redirect: 'courseViewForStudentViewTeacher' },
  listLab: { access: 'teacher', redirect: 'courseViewForStudentViewTeacher', redirectAfterLoad: true },
  editLecture: { access: 'teacher', redirect: 'courseViewWhenChangeMode' },
  viewCourse: { access: 'student', redirect: 'editCourseWhenTeacherView' },
  controlPanel: { access: 'teacher', redirect: 'controlPanelSwap' },
  controlPanelStudent: { access: 'student', redirect: 'controlPanelSwap' },
} satisfies Record<string, RouteRule>;

type Case = [
  cite: string,
  rule: RouteRule,
  session: SessionFacts,
  params: RouteParams,
  expected: AccessDecision,
];

const cases: Case[] = [
  // Public pages
  ['SPEC §2 public routes: anyone', rules.public, signedOut, {}, ok],
  ['SPEC §2 public routes: signed in too', rules.public, student, {}, ok],
  ['SPEC §2 /login signed out', rules.login, signedOut, {}, ok],
  ['SPEC §2 logged-in user on /login → /dashboard', rules.login, teacher, {}, to('/dashboard')],
  ['SPEC §2 logged-in user on /register → /dashboard', rules.login, student, {}, to('/dashboard')],
  ['SPEC §2 /manuals and /help: no check', rules.help, signedOut, {}, ok],
  ['SPEC §2 /help signed in', rules.help, student, {}, ok],
  // Lecture entry
  ['SPEC §2 /waitlecture signed out → /t_login', rules.waitLecture, signedOut, lecture, to('/t_login/c1/l1')],
  ['SPEC §2 /waitlecture: no role check', rules.waitLecture, noRole, lecture, ok],
  ['SPEC §2 /t_login signed out', rules.tLogin, signedOut, lecture, ok],
  ['SPEC §2 /t_login signed in → /waitlecture', rules.tLogin, student, lecture, to('/waitlecture/c1/l1')],
  [
    'SPEC §2 lecture ids are encoded',
    rules.waitLecture,
    signedOut,
    { courseId: 'a/b', lecturesId: 'l 1' },
    to('/t_login/a%2Fb/l%201'),
  ],
  // Any signed-in user
  ['SPEC §2 any signed-in user: signed out → home', rules.signedIn, signedOut, {}, to('/')],
  ['SPEC §2 any signed-in user: no role is fine', rules.signedIn, noRole, {}, ok],
  ['SPEC §2 /statisticscourse with courseId', rules.statisticsCourse, teacher, course, ok],
  [
    'SPEC §2 /statisticscourse without courseId → /dashboard',
    rules.statisticsCourse,
    student,
    {},
    to('/dashboard'),
  ],
  ['SPEC §2 /statisticscourse signed out → home', rules.statisticsCourse, signedOut, {}, to('/')],
  ['SPEC §2 file viewer with a name', rules.fileViewerDoc, student, { fileId: 'f', fileName: 'a.pdf' }, ok],
  [
    'SPEC §2 file viewer without a name → /file_viewer',
    rules.fileViewerDoc,
    student,
    { fileId: 'f' },
    to('/file_viewer'),
  ],
  // Roles
  ['SPEC §2 teacher-or-student: teacher', rules.either, teacher, {}, ok],
  ['SPEC §2 teacher-or-student: student', rules.either, student, {}, ok],
  ['SPEC §2 teacher-or-student: no role → home', rules.either, noRole, {}, to('/')],
  ['SPEC §2 teacher-or-student: signed out → home', rules.either, signedOut, {}, to('/')],
  ['SPEC §2 teacher-only: teacher', rules.teacherOnly, teacher, {}, ok],
  ['SPEC §2 teacher-only fails → home', rules.teacherOnly, student, {}, to('/')],
  ['SPEC §2 teacher-only: no role → home', rules.teacherOnly, noRole, {}, to('/')],
  ['SPEC §6 teacher-only: teacher in student view fails → home', rules.teacherOnly, studentView, {}, to('/')],
  ['SPEC §6 changeMode false keeps the teacher role', rules.teacherOnly, teacherView, {}, ok],
  ['SPEC §2 student-only: student', rules.studentOnly, student, {}, ok],
  ['SPEC §2 student-only fails → home', rules.studentOnly, teacher, {}, to('/')],
  ['SPEC §6 student-only: teacher in student view passes', rules.studentOnly, studentView, {}, ok],
  ['SPEC §6 admin: teacher with isAdmin', rules.adminOnly, admin, {}, ok],
  ['SPEC §6 admin: teacher without isAdmin → home', rules.adminOnly, teacher, {}, to('/')],
  ['SPEC §6 admin: student with isAdmin → home', rules.adminOnly, { ...student, isAdmin: true }, {}, to('/')],
  ['SPEC §6 admin in student view is a student → home', rules.adminOnly, adminInStudentView, {}, to('/')],
  // Student-view fallbacks
  ['SPEC §2 edit test: teacher', rules.editTest, teacher, course, ok],
  [
    'SPEC §2 edit test: teacher in student view → /viewcourse',
    rules.editTest,
    studentView,
    course,
    to('/viewcourse/c1'),
  ],
  ['SPEC §2 edit test: student → home', rules.editTest, student, course, to('/')],
  [
    'SPEC §2 edit test: student with a stale flag → home',
    rules.editTest,
    studentWithStaleFlag,
    course,
    to('/'),
  ],
  ['SPEC §2 edit test: signed out → home', rules.editTest, signedOut, course, to('/')],
  [
    'SPEC §2 edit lecture: changeMode true → /viewcourse',
    rules.editLecture,
    studentView,
    course,
    to('/viewcourse/c1'),
  ],
  [
    'SPEC §2 edit lecture: any user with changeMode true',
    rules.editLecture,
    studentWithStaleFlag,
    course,
    to('/viewcourse/c1'),
  ],
  ['SPEC §2 edit lecture: student without the flag → home', rules.editLecture, student, course, to('/')],
  [
    'SPEC §2 edit lecture: signed out → home',
    rules.editLecture,
    { ...signedOut, changeMode: 'true' },
    course,
    to('/'),
  ],
  ['SPEC §2 fallback needs a courseId', rules.editLecture, studentView, {}, to('/')],
  // Lab list: redirect after the page loads
  ['SPEC §2 lab list: teacher', rules.listLab, teacher, course, ok],
  [
    'SPEC §2 lab list: student view, after load',
    rules.listLab,
    studentView,
    course,
    { allow: true, redirectAfterLoad: '/viewcourse/c1' },
  ],
  [
    'SPEC §2 lab list: student, after load → home',
    rules.listLab,
    student,
    course,
    { allow: true, redirectAfterLoad: '/' },
  ],
  ['SPEC §2 lab list: signed out → home at once', rules.listLab, signedOut, course, to('/')],
  // Course view
  ['SPEC §2 /viewcourse: student', rules.viewCourse, student, course, ok],
  ['SPEC §6 /viewcourse: teacher in student view', rules.viewCourse, studentView, course, ok],
  [
    'SPEC §2 /viewcourse: teacher with changeMode false → /editcourse',
    rules.viewCourse,
    teacherView,
    course,
    to('/editcourse/c1'),
  ],
  ['SPEC §2 /viewcourse: teacher without the flag → home', rules.viewCourse, teacher, course, to('/')],
  [
    'SPEC §2 /viewcourse: no role, changeMode false → /editcourse',
    rules.viewCourse,
    { ...noRole, changeMode: 'false' },
    course,
    to('/editcourse/c1'),
  ],
  // Control panels
  ['SPEC §2 /control_panel: teacher', rules.controlPanel, teacher, {}, ok],
  [
    'SPEC §2 /control_panel: student → student panel',
    rules.controlPanel,
    student,
    {},
    to('/control_panel_student'),
  ],
  [
    'SPEC §6 /control_panel: teacher in student view → student panel',
    rules.controlPanel,
    studentView,
    {},
    to('/control_panel_student'),
  ],
  ['SPEC §2 /control_panel: no role → home', rules.controlPanel, noRole, {}, to('/')],
  ['SPEC §2 /control_panel_student: student', rules.controlPanelStudent, student, {}, ok],
  [
    'SPEC §2 /control_panel_student: teacher → teacher panel',
    rules.controlPanelStudent,
    teacher,
    {},
    to('/control_panel'),
  ],
  ['SPEC §2 /control_panel_student: no role → home', rules.controlPanelStudent, noRole, {}, to('/')],
  ['SPEC §2 /control_panel_student: signed out → home', rules.controlPanelStudent, signedOut, {}, to('/')],
];

describe('decideRouteAccess (SPEC §2 redirect rules, SPEC §6 roles)', () => {
  it.each(cases)('%s', (_cite, rule, session, params, expected) => {
    expect(decideRouteAccess(rule, session, params)).toEqual(expected);
  });
});

describe('effectiveRole (SPEC §6)', () => {
  it.each([
    ['SPEC §6 signed out has no role', signedOut, null],
    ['SPEC §6 teacher', teacher, 'teacher'],
    ['SPEC §6 changeMode true makes a teacher a student', studentView, 'student'],
    ['SPEC §6 changeMode false leaves the teacher', teacherView, 'teacher'],
    ['SPEC §6 student', student, 'student'],
    ['SPEC §1 any other user type has no role', noRole, null],
  ] as const)('%s', (_cite, session, role) => {
    expect(effectiveRole(session)).toBe(role);
  });
});
