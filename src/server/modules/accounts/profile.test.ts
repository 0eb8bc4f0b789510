import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastLogins } from '../../db/schema';
import { createUser, mailedLinks, signIn } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();

const { post } = t;

describe('POST /api/v1/user/checkUserProfile', () => {
  it('is false with the missing fields, then true once completed and verified', async () => {
    const user = await createUser(t.app, { phone: '', institution: '', emailVerified: false });
    const s = await signIn(t.app, user);
    const before = await post('/api/v1/user/checkUserProfile', { userId: user.id }, s);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      code: 0,
      result: false,
      missing: ['phone', 'institution', 'emailVerified'],
    });

    const saved = await post(
      '/api/v1/user/updateProfile',
      {
        userId: user.id,
        fullName: user.fullName,
        phone: '+1 555 0100',
        institution: 'Elm School',
        bio: '',
        country: '',
        city: '',
      },
      s,
    );
    expect(saved.statusCode).toBe(200);
    expect((await post('/api/v1/user/checkUserProfile', { userId: user.id }, s)).json()).toMatchObject({
      result: false,
      missing: ['emailVerified'],
    });

    await post('/user/sendVerificationEmail', { email: user.email });
    const token = new URL((await mailedLinks(t.app, user.email))[0]!).searchParams.get('verify')!;
    expect((await t.app.inject({ method: 'GET', url: `/user/verifyEmail/${token}` })).statusCode).toBe(200);
    expect((await post('/api/v1/user/checkUserProfile', { userId: user.id }, s)).json()).toMatchObject({
      code: 0,
      result: true,
      missing: [],
    });
  });

  it('lets an admin check anyone, and nobody else check another user', async () => {
    const target = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    const teacher = await createUser(t.app, { role: 'teacher' });
    expect(
      (await post('/api/v1/user/checkUserProfile', { userId: target.id }, await signIn(t.app, admin))).json()
        .result,
    ).toBe(true);
    expect(
      (await post('/api/v1/user/checkUserProfile', { userId: target.id }, await signIn(t.app, teacher)))
        .statusCode,
    ).toBe(403);
  });

  it('answers 401 unsigned, 400 without userId, 404 for an unknown id (admin)', async () => {
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    const s = await signIn(t.app, admin);
    expect((await post('/api/v1/user/checkUserProfile', { userId: admin.id })).statusCode).toBe(401);
    const missing = await post('/api/v1/user/checkUserProfile', {}, s);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('userId');
    expect((await post('/api/v1/user/checkUserProfile', { userId: 'no-such-id' }, s)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/user/updateLastLogin', () => {
  const rowsOf = (userId: string) => t.app.db.select().from(lastLogins).where(eq(lastLogins.userId, userId));

  it('records the given UTC time, as milliseconds or ISO', async () => {
    const user = await createUser(t.app);
    const s = await signIn(t.app, user);
    const ms = Date.UTC(2026, 0, 5, 8, 30);
    expect(
      (await post('/api/v1/user/updateLastLogin', { userId: user.id, logTime: ms }, s)).json(),
    ).toMatchObject({ code: 0 });
    const iso = '2026-01-06T09:15:00.000Z';
    expect(
      (await post('/api/v1/user/updateLastLogin', { userId: user.id, logTime: iso }, s)).statusCode,
    ).toBe(200);
    const times = (await rowsOf(user.id)).map((r) => r.time.toISOString()).sort();
    expect(times).toEqual([new Date(ms).toISOString(), iso]);
  });

  it('refuses a time more than 5 minutes ahead, or not a time, recording nothing', async () => {
    const user = await createUser(t.app);
    const s = await signIn(t.app, user);
    const ahead = await post(
      '/api/v1/user/updateLastLogin',
      { userId: user.id, logTime: Date.now() + 6 * 60_000 },
      s,
    );
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().fields).toHaveProperty('logTime');
    const junk = await post('/api/v1/user/updateLastLogin', { userId: user.id, logTime: 'yesterday' }, s);
    expect(junk.statusCode).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(0);
    // A little clock skew is fine.
    expect(
      (await post('/api/v1/user/updateLastLogin', { userId: user.id, logTime: Date.now() + 60_000 }, s))
        .statusCode,
    ).toBe(200);
  });

  it('is for one’s own account only, admins included; 401 unsigned', async () => {
    const user = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'teacher', isAdmin: true });
    const response = await post(
      '/api/v1/user/updateLastLogin',
      { userId: user.id, logTime: Date.now() },
      await signIn(t.app, admin),
    );
    expect(response.statusCode).toBe(403);
    expect(
      (await post('/api/v1/user/updateLastLogin', { userId: user.id, logTime: Date.now() })).statusCode,
    ).toBe(401);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });
});
