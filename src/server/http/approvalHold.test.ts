import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_LIST_PATHS } from '../../core/schemas/reference';
import { chatGroups, courses } from '../db/schema';
import { addMember, createCourse } from '../test/courseFactories';
import { createUser, type SignedIn, signIn, type TestUser } from '../test/factories';
import { callMethod, nextEvent, publish } from '../test/realtimeClient';
import { socketTestApp } from '../test/socketTestApp';

/**
 * Issue 10: a teacher an administrator has not approved may sign in, read and edit their own profile and sign out;
 * every other teacher right answers 403 with a message that says why, over HTTP and the realtime channel alike.
 */

const WAITING = "Your teacher account is waiting for an administrator's approval.";
const REFUSED = /^An administrator did not approve your teacher account\. Write to support@example\.com/;

const t = socketTestApp();
let admin: SignedIn;
let colleague: TestUser;
let student: TestUser;

beforeAll(async () => {
  admin = await signIn(t.app, await createUser(t.app, { role: 'teacher', isAdmin: true }));
  colleague = await createUser(t.app, { role: 'teacher' });
  student = await createUser(t.app);
});

const { get, post } = t;

/** A teacher in the given state, signed in, who is already a member of a colleague's course. */
async function heldTeacher(teacherApproval: 'pending' | 'refused') {
  const user = await createUser(t.app, { role: 'teacher', teacherApproval });
  const session = await signIn(t.app, user);
  const course = await createCourse(t.app, colleague);
  await addMember(t.app, course, user, 'teacher');
  await addMember(t.app, course, student);
  return { user, session, course };
}

/** Every teacher right a held teacher tries, with a valid request, and what each must answer. */
function teacherRights(user: TestUser, held: SignedIn, courseId: string) {
  return [
    ['search the students', () => get('/api/v1/user/userList/student', held)],
    ['search the teachers', () => get('/api/v1/user/userList/teacher?q=test', held)],
    ['look someone up by username', () => get(`/api/v1/user/getPublicUser/${student.username}`, held)],
    ["read someone else's record", () => get(`/api/v1/users/view/${student.id}`, held)],
    ['list their courses', () => get(`/api/v1/course/getCourse/${user.id}`, held)],
    ['list the course codes', () => get('/api/v1/course/courselistOnly', held)],
    ['list templates', () => get('/api/v1/course/coursetemplistCode', held)],
    ['read a course they are a member of', () => get(`/api/v1/course/getCurentCourse/${courseId}`, held)],
    [
      'create a course',
      () =>
        post('/api/v1/course/create', { name: 'Mine', startDate: '2026-09-01', endDate: '2026-12-20' }, held),
    ],
    [
      'enrol a student',
      () =>
        post(
          '/api/v1/course/addMembers',
          { courseId, role: 'student', identifiers: [student.username] },
          held,
        ),
    ],
    ['message a student', () => post('/api/v1/chat/createPersonal', { courseId, userId: student.id }, held)],
    ['read their notifications', () => get(`/api/v1/notification/getMyNotification/${user.id}`, held)],
    ['open the control panel', () => get(`/api/v1/course/getAllCourseControlPanel/${user.id}`, held)],
    ['read reference lists', () => get(REFERENCE_LIST_PATHS.institution, held)],
  ] as const;
}

describe('a teacher waiting for approval', () => {
  it('is refused every teacher right with 403 and the waiting message, and nothing changes', async () => {
    const { user, session, course } = await heldTeacher('pending');
    for (const [right, call] of teacherRights(user, session, course.id)) {
      const response = await call();
      expect({ right, status: response.statusCode, body: response.json() }).toEqual({
        right,
        status: 403,
        body: { code: 403, msg: WAITING },
      });
    }
    // The course the teacher tried to create does not exist, and no chat was opened with the student.
    expect(await t.app.db.select().from(courses).where(eq(courses.ownerId, user.id))).toEqual([]);
    expect(await t.app.db.select().from(chatGroups).where(eq(chatGroups.courseId, course.id))).toEqual([]);
  });

  it('signs in, reads and edits their own profile, checks it, changes the password and signs out', async () => {
    const user = await createUser(t.app, { role: 'teacher', teacherApproval: 'pending' });
    const login = await post('/user/login', { username: user.username, password: user.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ _id: user.id, role: 'teacher', teacherApproval: 'pending' });
    const session = await signIn(t.app, user);

    const me = await get(`/api/v1/users/view/${user.id}`, session);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ _id: user.id, teacherApproval: 'pending' });
    const saved = await post(
      '/api/v1/user/updateProfile',
      {
        userId: user.id,
        fullName: 'Wendy Waiting',
        phone: '+44 20 7946 0000',
        institution: 'Riverside College',
        bio: '',
        country: '',
        city: '',
      },
      session,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.fullName).toBe('Wendy Waiting');
    expect((await post('/api/v1/user/checkUserProfile', { userId: user.id }, session)).statusCode).toBe(200);
    const changed = await post(
      '/user/changePassword',
      { userId: user.id, oldPassword: user.password, newPassword: 'copper-lantern-meadow-81' },
      session,
    );
    expect(changed.statusCode).toBe(200);
    expect((await get('/user/logout', session)).statusCode).toBe(200);
    expect((await get(`/api/v1/users/view/${user.id}`, session)).statusCode).toBe(401);
  });

  it('is left out of the teacher search other teachers use to pick colleagues', async () => {
    const waiting = await createUser(t.app, {
      role: 'teacher',
      teacherApproval: 'pending',
      fullName: 'Quill Waiting',
    });
    const search = await get('/api/v1/user/userList/teacher?q=Quill', await signIn(t.app, colleague));
    expect(search.json().data.map((u: { _id: string }) => u._id)).not.toContain(waiting.id);
  });

  it('cannot be made an administrator before approval (409)', async () => {
    const waiting = await createUser(t.app, { role: 'teacher', teacherApproval: 'pending' });
    const response = await post('/api/v1/user/setAdmin', { userId: waiting.id, isAdmin: true }, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('Approve this teacher account before making it an administrator.');
  });
});

describe('a refused teacher', () => {
  it('is refused every teacher right with 403 and says whom to write to', async () => {
    const { user, session, course } = await heldTeacher('refused');
    for (const [right, call] of teacherRights(user, session, course.id)) {
      const response = await call();
      expect({ right, status: response.statusCode }).toEqual({ right, status: 403 });
      expect(response.json().msg).toMatch(REFUSED);
    }
    expect((await get(`/api/v1/users/view/${user.id}`, session)).statusCode).toBe(200);
  });
});

describe('approval gives the rights at once', () => {
  it('lets the approved teacher list students, create, list and read courses on the next call', async () => {
    const { user, session, course } = await heldTeacher('pending');
    expect((await get('/api/v1/user/userList/student', session)).statusCode).toBe(403);
    expect((await post('/api/v1/user/approveTeacher', { userId: user.id }, admin)).statusCode).toBe(200);

    const students = await get(`/api/v1/user/userList/student?q=${student.username}`, session);
    expect(students.statusCode).toBe(200);
    expect(students.json().data.map((u: { _id: string }) => u._id)).toEqual([student.id]);
    const created = await post(
      '/api/v1/course/create',
      { name: 'Approved course', startDate: '2026-09-01', endDate: '2026-12-20' },
      session,
    );
    expect(created.statusCode).toBe(200);
    const mine = await get(`/api/v1/course/getCourse/${user.id}`, session);
    expect(mine.json().data.map((c: { _id: string }) => c._id)).toEqual(
      expect.arrayContaining([course.id, created.json().data._id]),
    );
    expect((await get(`/api/v1/course/getCurentCourse/${course.id}`, session)).statusCode).toBe(200);
  });
});

describe('the realtime channel', () => {
  const courseRoom = (courseId: string) => ({ name: 'course', options: { courseId }, join: true });
  const notificationChannel = { name: 'notification', options: { teamId: 'notification' }, join: true };

  it('lets a waiting teacher connect and hear their notifications, but join no course, chat or method', async () => {
    const { session, course } = await heldTeacher('pending');
    const socket = await t.connect(session.accessToken);
    expect(await publish(socket, courseRoom(course.id))).toEqual({ code: 403, msg: WAITING });
    expect(await publish(socket, { name: 'chat', options: { chatListId: 'any' }, join: true })).toEqual({
      code: 403,
      msg: WAITING,
    });
    expect(
      await publish(socket, {
        name: 'notification',
        options: { teamId: 'notification' },
        data: { courseId: course.id, refType: 'course' },
      }),
    ).toEqual({ code: 403, msg: WAITING });
    expect(await callMethod(socket, 'notification.unreadCount')).toEqual({ code: 403, msg: WAITING });
    expect(await publish(socket, notificationChannel)).toMatchObject({ code: 0, msg: 'Joined.' });
  });

  it('tells the waiting teacher of the approval live, and the same socket may then join the course', async () => {
    const { user, session, course } = await heldTeacher('pending');
    const socket = await t.connect(session.accessToken);
    expect((await publish(socket, notificationChannel)).code).toBe(0);
    const notice = nextEvent<{ refType: string; title: string }>(socket, 'notification');
    expect((await post('/api/v1/user/approveTeacher', { userId: user.id }, admin)).statusCode).toBe(200);
    expect(await notice).toMatchObject({
      refType: 'teacherApproval',
      title: 'Your teacher account is approved',
    });
    expect(await publish(socket, courseRoom(course.id))).toMatchObject({ code: 0, msg: 'Joined.' });
    expect((await callMethod(socket, 'notification.unreadCount')).code).toBe(0);
  });

  it('keeps a refused teacher out of the course room', async () => {
    const { session, course } = await heldTeacher('refused');
    const socket = await t.connect(session.accessToken);
    const answer = await publish(socket, courseRoom(course.id));
    expect(answer.code).toBe(403);
    expect(answer.msg).toMatch(REFUSED);
  });
});
