import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, notifications, users } from '../../db/schema';
import { createUser, mailedLinks, type SignedIn, signIn, type TestUser } from '../../test/factories';
import { TEST_PUBLIC_URL } from '../../test/testApp';
import { testFileApp } from '../../test/testFileApp';

/** Issue 10: self-registered teachers wait; administrators approve or refuse them. */

const t = testFileApp();
let admin: TestUser;
let asAdmin: SignedIn;
let otherAdmin: TestUser;
let asTeacher: SignedIn;
let asStudent: SignedIn;

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
  otherAdmin = await createUser(t.app, { role: 'teacher', isAdmin: true });
  asAdmin = await signIn(t.app, admin);
  asTeacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
  asStudent = await signIn(t.app, await createUser(t.app));
});

const { get, post } = t;
const approvalOf = async (id: string) =>
  (await t.app.db.select({ a: users.teacherApproval }).from(users).where(eq(users.id, id)))[0]!.a;
const mailsTo = (email: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const noticesOf = (userId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.refType, 'teacherApproval')));

let n = 0;
const registration = (role: 'teacher' | 'student') => {
  n += 1;
  return {
    username: `applicant${n}`,
    email: `applicant${n}@example.com`,
    password: 'marble-heron-lantern-52',
    fullName: `Applicant ${n}`,
    role,
  };
};

describe('registering as a teacher', () => {
  it('makes a teacher who waits, tells every administrator, and says approval comes next', async () => {
    const account = registration('teacher');
    const response = await post('/user/create', account);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({ role: 'teacher', teacherApproval: 'pending', isAdmin: false });
    expect(body.msg).toMatch(/An administrator approves each teacher account/);

    for (const each of [admin, otherAdmin]) {
      const [notice] = await noticesOf(each.id);
      expect(notice).toMatchObject({
        type: 'notification',
        title: 'A teacher is waiting for approval',
        refId: body.userId,
        link: '/admin_dashboard?section=teachers',
        flag: true,
      });
      expect(notice!.message).toContain(account.email);
    }
  });

  it('makes a student who is not held and tells nobody', async () => {
    const response = await post('/user/create', registration('student'));
    expect(response.json().data).toMatchObject({ role: 'student', teacherApproval: 'approved' });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.refId, response.json().userId));
    expect(told).toEqual([]);
  });
});

describe('the pending list', () => {
  it('lists only the teachers in the state asked for, with what an admin decides on', async () => {
    const waiting = await createUser(t.app, { role: 'teacher', teacherApproval: 'pending' });
    const refused = await createUser(t.app, { role: 'teacher', teacherApproval: 'refused' });
    const pending = await get('/api/v1/user/userAdminList/teacher?approval=pending&limit=100', asAdmin);
    expect(pending.statusCode).toBe(200);
    const ids = pending.json().data.map((u: { _id: string }) => u._id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(refused.id);
    expect(ids).not.toContain(admin.id);
    expect(pending.json().data.find((u: { _id: string }) => u._id === waiting.id)).toMatchObject({
      email: waiting.email,
      emailVerified: true,
      teacherApproval: 'pending',
      createdAt: expect.any(String),
    });
    const everyone = await get('/api/v1/user/userAdminList/teacher?limit=100', asAdmin);
    expect(everyone.json().data.map((u: { _id: string }) => u._id)).toEqual(
      expect.arrayContaining([waiting.id, refused.id, admin.id]),
    );
  });

  it('refuses an unknown state with 400', async () => {
    const response = await get('/api/v1/user/userAdminList/teacher?approval=maybe', asAdmin);
    expect(response.statusCode).toBe(400);
  });
});

describe.each([
  ['approveTeacher', 'approved', 'teacher_approved', 'Your teacher account is approved'],
  ['refuseTeacher', 'refused', 'teacher_refused', 'Your teacher account was not approved'],
] as const)('POST /api/v1/user/%s', (call, state, mailKind, noticeTitle) => {
  const path = `/api/v1/user/${call}`;

  it(`makes a waiting teacher ${state}, audited, with a notification and a mail`, async () => {
    const teacher = await createUser(t.app, { role: 'teacher', teacherApproval: 'pending' });
    const response = await post(path, { userId: teacher.id }, asAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { _id: teacher.id, teacherApproval: state } });
    expect(await approvalOf(teacher.id)).toBe(state);

    const audit = await t.app.db.select().from(auditEvents).where(eq(auditEvents.targetId, teacher.id));
    expect(audit).toMatchObject([{ actorId: admin.id, detail: { from: 'pending' } }]);
    expect(await noticesOf(teacher.id)).toMatchObject([{ title: noticeTitle, senderId: admin.id }]);
    const [mail] = await mailsTo(teacher.email);
    expect(mail).toMatchObject({ kind: mailKind, subject: noticeTitle });
    // The outbox keeps the mail without its link; the recipient's copy (the mail folder here) has it.
    expect(await mailedLinks(t.app, teacher.email)).toEqual([`${TEST_PUBLIC_URL}/login`]);
  });

  it('is for administrators only, and changes nothing for anyone else', async () => {
    const teacher = await createUser(t.app, { role: 'teacher', teacherApproval: 'pending' });
    expect((await post(path, { userId: teacher.id })).statusCode).toBe(401);
    for (const caller of [asTeacher, asStudent]) {
      const response = await post(path, { userId: teacher.id }, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe('Only administrators can do this.');
    }
    const waiting = await signIn(t.app, teacher);
    expect((await post(path, { userId: teacher.id }, waiting)).statusCode).toBe(403);
    expect(await approvalOf(teacher.id)).toBe('pending');
    expect(await mailsTo(teacher.email)).toEqual([]);
  });

  it('answers 404 for an unknown id or a student, and 400 without an id', async () => {
    const unknown = await post(path, { userId: 'no-such-user' }, asAdmin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, msg: 'No teacher has this id.' });
    const student = await createUser(t.app);
    expect((await post(path, { userId: student.id }, asAdmin)).statusCode).toBe(404);
    expect((await post(path, {}, asAdmin)).statusCode).toBe(400);
  });

  it('answers 409 for a teacher who is already approved, changing nothing', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const response = await post(path, { userId: teacher.id }, asAdmin);
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toMatch(/already/);
    expect(await approvalOf(teacher.id)).toBe('approved');
    expect(await mailsTo(teacher.email)).toEqual([]);
  });
});

describe('a refusal', () => {
  it('cannot be repeated (409), and an administrator who changes their mind can still approve', async () => {
    const teacher = await createUser(t.app, { role: 'teacher', teacherApproval: 'refused' });
    const again = await post('/api/v1/user/refuseTeacher', { userId: teacher.id }, asAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/was already refused/);
    expect((await post('/api/v1/user/approveTeacher', { userId: teacher.id }, asAdmin)).statusCode).toBe(200);
    expect(await approvalOf(teacher.id)).toBe('approved');
  });
});

describe('student-only registration (TEACHER_REGISTRATION=false)', () => {
  const closed = testFileApp({ env: { TEACHER_REGISTRATION: 'false' } });

  it('tells the web app, refuses a teacher with 403 and a way to get an account, and takes students', async () => {
    const settings = await closed.app.inject({ method: 'GET', url: '/api/v1/site/settings' });
    expect(settings.json()).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { teacherRegistration: false, supportEmail: 'support@example.com' },
    });

    const teacher = registration('teacher');
    const refused = await closed.app.inject({ method: 'POST', url: '/user/create', payload: teacher });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 403,
      msg: 'Teacher accounts cannot be registered here. Please write to support@example.com to get one.',
    });
    expect(await closed.app.db.select().from(users).where(eq(users.username, teacher.username))).toEqual([]);
    expect(await closed.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, teacher.email))).toEqual([]);

    const student = await closed.app.inject({
      method: 'POST',
      url: '/user/create',
      payload: registration('student'),
    });
    expect(student.statusCode).toBe(200);
  });

  it('is off by default: the site settings offer teacher registration', async () => {
    const settings = await get('/api/v1/site/settings');
    expect(settings.json().data.teacherRegistration).toBe(true);
  });
});
