import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, users } from '../../db/schema';
import { createUser, freshAddress, mailedLinks, type SignedIn, signIn } from '../../test/factories';
import { passMailCooldown } from '../../test/mailQuota';
import { testFileApp } from '../../test/testFileApp';
import { LINK_LEFT_OUT } from '../accounts/mails';

const t = testFileApp();
let admin: SignedIn;
let adminId: string;

beforeAll(async () => {
  const user = await createUser(t.app, { role: 'teacher', isAdmin: true });
  adminId = user.id;
  admin = await signIn(t.app, user);
});

const { get, post } = t;
const row = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (targetId: string, action: string) =>
  t.app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, targetId), eq(auditEvents.action, action)));

describe('POST /api/v1/user/setAdmin', () => {
  it('grants and removes the flag on a teacher, each change audited', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const granted = await post('/api/v1/user/setAdmin', { userId: teacher.id, isAdmin: true }, admin);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ _id: teacher.id, isAdmin: true });
    // The new admin can use admin calls at once.
    expect((await get('/api/v1/user/userAdminList/teacher', await signIn(t.app, teacher))).statusCode).toBe(
      200,
    );

    expect(
      (await post('/api/v1/user/setAdmin', { userId: teacher.id, isAdmin: false }, admin)).statusCode,
    ).toBe(200);
    expect((await row(teacher.id)).isAdmin).toBe(false);
    const audit = await auditOf(teacher.id, 'set_admin');
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => a.actorId === adminId)).toBe(true);
    expect(audit.map((a) => a.detail)).toEqual(
      expect.arrayContaining([{ isAdmin: true }, { isAdmin: false }]),
    );
  });

  it('refuses to make a student an admin (422), changing nothing', async () => {
    const student = await createUser(t.app);
    const response = await post('/api/v1/user/setAdmin', { userId: student.id, isAdmin: true }, admin);
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe('Only teachers can be administrators.');
    expect((await row(student.id)).isAdmin).toBe(false);
    expect(await auditOf(student.id, 'set_admin')).toHaveLength(0);
  });

  it('does not let an admin remove their own flag', async () => {
    const response = await post('/api/v1/user/setAdmin', { userId: adminId, isAdmin: false }, admin);
    expect(response.statusCode).toBe(422);
    expect((await row(adminId)).isAdmin).toBe(true);
  });

  it('refuses a non-admin teacher (403), unsigned callers (401), an unknown user (404) and bad input (400)', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const other = await createUser(t.app, { role: 'teacher' });
    expect(
      (await post('/api/v1/user/setAdmin', { userId: other.id, isAdmin: true }, await signIn(t.app, teacher)))
        .statusCode,
    ).toBe(403);
    expect((await post('/api/v1/user/setAdmin', { userId: other.id, isAdmin: true })).statusCode).toBe(401);
    expect(
      (await post('/api/v1/user/setAdmin', { userId: 'no-such-id', isAdmin: true }, admin)).statusCode,
    ).toBe(404);
    const bad = await post('/api/v1/user/setAdmin', { userId: other.id, isAdmin: 'yes' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('isAdmin');
    expect((await row(other.id)).isAdmin).toBe(false);
  });
});

describe('POST /api/v1/user/setDisabled', () => {
  it('disables a user, ending all their sessions at once, audited; enabling lets them sign in again', async () => {
    const user = await createUser(t.app);
    const a = await signIn(t.app, user);
    const b = await signIn(t.app, user);
    const response = await post('/api/v1/user/setDisabled', { userId: user.id, disabled: true }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: user.id, disabled: true });

    for (const s of [a, b]) {
      expect((await get(`/api/v1/users/view/${user.id}`, s)).statusCode).toBe(401);
      expect((await post('/user/renew', { refreshToken: s.refreshToken })).statusCode).toBe(401);
    }
    const live = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((s) => s.revokedAt !== null && s.revokedReason === 'account disabled')).toBe(true);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { username: user.username, password: user.password },
        remoteAddress: freshAddress(),
      });
    expect((await login()).statusCode).toBe(403);
    expect(await auditOf(user.id, 'set_disabled')).toEqual([
      expect.objectContaining({ actorId: adminId, detail: { disabled: true } }),
    ]);

    expect(
      (await post('/api/v1/user/setDisabled', { userId: user.id, disabled: false }, admin)).statusCode,
    ).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it('does not let an admin disable themselves', async () => {
    const response = await post('/api/v1/user/setDisabled', { userId: adminId, disabled: true }, admin);
    expect(response.statusCode).toBe(422);
    expect((await row(adminId)).disabled).toBe(false);
  });

  it('refuses a non-admin (403) and unsigned callers (401), changing nothing', async () => {
    const target = await createUser(t.app);
    const teacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
    expect(
      (await post('/api/v1/user/setDisabled', { userId: target.id, disabled: true }, teacher)).statusCode,
    ).toBe(403);
    expect((await post('/api/v1/user/setDisabled', { userId: target.id, disabled: true })).statusCode).toBe(
      401,
    );
    expect((await row(target.id)).disabled).toBe(false);
  });
});

describe('GET /api/v1/mail/outbox', () => {
  it('shows admins the newest mails first, with paging and a recipient filter', async () => {
    const user = await createUser(t.app);
    await post('/user/forgotPassword', { email: user.email });
    await passMailCooldown(t.app, user.email);
    await post('/user/forgotPassword', { email: user.email });
    const body = (
      await get(`/api/v1/mail/outbox?to=${encodeURIComponent(user.email.toUpperCase())}&limit=1`, admin)
    ).json();
    expect(body).toMatchObject({ code: 0, total: 2 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ to: user.email, kind: 'reset', sentAt: null, error: null });
    const second = (
      await get(`/api/v1/mail/outbox?to=${encodeURIComponent(user.email)}&limit=1&offset=1`, admin)
    ).json();
    expect(second.data[0]._id).not.toBe(body.data[0]._id);
    expect(new Date(second.data[0].createdAt).getTime()).toBeLessThanOrEqual(
      new Date(body.data[0].createdAt).getTime(),
    );
  });

  it('shows that a reset and a verification mail went out, to whom and when, but never their links', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    await post('/user/forgotPassword', { email: user.email });
    await post('/user/sendVerificationEmail', { email: user.email });
    const listed = (await get(`/api/v1/mail/outbox?to=${encodeURIComponent(user.email)}`, admin)).json();
    expect(listed.data.map((m: { kind: string }) => m.kind).sort()).toEqual(['reset', 'verify']);
    for (const mail of listed.data) {
      expect(mail).toMatchObject({
        to: user.email,
        subject: expect.any(String),
        createdAt: expect.any(String),
      });
      expect(mail.text).toContain(LINK_LEFT_OUT);
      expect(mail.html).toContain(LINK_LEFT_OUT);
    }
    // The recipient's own copies carry working links whose tokens the outbox never shows.
    const links = await mailedLinks(t.app, user.email);
    expect(links).toHaveLength(2);
    const reply = JSON.stringify(listed);
    for (const link of links) {
      const url = new URL(link);
      const token = url.searchParams.get('verify') ?? url.pathname.split('/').pop()!;
      expect(token.length).toBeGreaterThan(30);
      expect(reply).not.toContain(token);
    }
    const resetToken = links[0]!.split('/').pop()!;
    expect((await get(`/user/verifyResetPasswordMail/${resetToken}`)).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const teacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
    expect((await get('/api/v1/mail/outbox', teacher)).statusCode).toBe(403);
    expect((await get('/api/v1/mail/outbox')).statusCode).toBe(401);
  });
});
