import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, sessions } from '../../db/schema';
import { createUser, type SignedIn, signIn } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();

const master = (username: string, s?: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/accounts/login/master',
    payload: { username },
    headers: s?.headers,
    remoteAddress: '203.0.113.9',
  });

describe('POST /api/v1/accounts/login/master', () => {
  it('lets an admin open a session as another user, marked as master and audited', async () => {
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    const student = await createUser(t.app);
    const s = await signIn(t.app, admin);

    const response = await master(`  ${student.username.toUpperCase()} `, s);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 0,
      userId: student.id,
      user: { _id: student.id, username: student.username },
    });

    const me = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/view/${student.id}`,
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json().data.email).toBe(student.email);

    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, student.id));
    expect(session).toMatchObject({ via: 'master', actorId: admin.id, ip: '203.0.113.9' });
    const audit = await t.app.db.select().from(auditEvents).where(eq(auditEvents.targetId, student.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'master_login',
        actorId: admin.id,
        targetId: student.id,
        ip: '203.0.113.9',
      }),
    ]);
    // The master session renews like any other.
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/user/renew',
      payload: { refreshToken: body.refreshToken },
    });
    expect(renewed.json().userId).toBe(student.id);
  });

  it('finds the user by email when the name holds @', async () => {
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    const student = await createUser(t.app);
    const response = await master(student.email.toUpperCase(), await signIn(t.app, admin));
    expect(response.json().userId).toBe(student.id);
  });

  it('refuses a non-admin teacher with 403 and a student with 403, opening nothing', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const student = await createUser(t.app);
    const target = await createUser(t.app);
    for (const caller of [teacher, student]) {
      const response = await master(target.username, await signIn(t.app, caller));
      expect(response.statusCode).toBe(403);
    }
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    expect(await t.app.db.select().from(auditEvents).where(eq(auditEvents.targetId, target.id))).toHaveLength(
      0,
    );
  });

  it('answers 401 when not signed in', async () => {
    const target = await createUser(t.app);
    expect((await master(target.username)).statusCode).toBe(401);
  });

  it('refuses a disabled user (403) and an unknown one (404)', async () => {
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    const s = await signIn(t.app, admin);
    const disabled = await createUser(t.app, { disabled: true });
    expect((await master(disabled.username, s)).statusCode).toBe(403);
    expect((await master('no-such-user', s)).statusCode).toBe(404);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, disabled.id))).toHaveLength(0);
  });

  it('refuses an empty username with 400', async () => {
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    const response = await master('   ', await signIn(t.app, admin));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('username');
  });
});
