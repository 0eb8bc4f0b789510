import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS_PER_MINUTE } from '../../../core/constants';
import { userSchema } from '../../../core/schemas/users';
import { loginAttempts, sessions } from '../../db/schema';
import { bearer, createUser, freshAddress, signIn } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();

const login = (payload: object, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/user/login', payload, remoteAddress });

describe('POST /user/login', () => {
  it('signs in by username and answers with tokens, userId and the user', async () => {
    const user = await createUser(t.app);
    const response = await login({ username: user.username, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, userId: user.id });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    expect(userSchema.strict().parse(body.user)).toMatchObject({ _id: user.id, username: user.username });
    expect(JSON.stringify(body)).not.toContain('passwordHash');

    const me = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/view/${user.id}`,
      headers: bearer(body.accessToken),
    });
    expect(me.statusCode).toBe(200);
  });

  it('follows SPEC §5: an @ in the username is an email, an email without @ a username, any case and spaces', async () => {
    const user = await createUser(t.app);
    for (const payload of [
      { username: `  ${user.email.toUpperCase()} `, password: user.password },
      { email: ` ${user.username.toUpperCase()}`, password: user.password },
      { email: user.email, password: user.password },
    ]) {
      const response = await login(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      expect(response.json().userId).toBe(user.id);
    }
  });

  it('lets an unverified account sign in (the profile check asks for verification)', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('refuses invalid input with 400 and the field, recording nothing', async () => {
    const before = await t.app.db.select().from(loginAttempts);
    const noName = await login({ password: 'whatever-it-is' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: 400, fields: { username: expect.any(String) } });
    const noPassword = await login({ username: 'someone' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields).toHaveProperty('password');
    expect(await t.app.db.select().from(loginAttempts)).toHaveLength(before.length);
  });

  it('answers a wrong password and an unknown user alike with 401', async () => {
    const user = await createUser(t.app);
    const wrong = await login({ username: user.username, password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().accessToken).toBeUndefined();
  });

  it('refuses a disabled account with 403 once the password is right, and 401 when it is wrong', async () => {
    const user = await createUser(t.app, { disabled: true });
    const right = await login({ username: user.username, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json().msg).toMatch(/disabled/);
    expect((await login({ username: user.username, password: 'not-the-password' })).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('per-address ceiling (failed sign-ins: loginLimiter.test.ts)', () => {
  it('also limits each account call per address per minute (@fastify/rate-limit)', async () => {
    const address = '198.51.100.5';
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/user/sendVerificationEmail',
        payload: { email: 'nobody@example.com' },
        remoteAddress: address,
      });
    for (let i = 0; i < ACCOUNT_CALLS_PER_MINUTE; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    // The wait left of the minute: under load a second or more of it may have gone.
    expect(limited.json()).toMatchObject({
      code: 429,
      msg: expect.stringMatching(/retry in (1 minute|\d+ seconds)$/),
    });
  });
});

describe('GET /user/logout', () => {
  it('ends the caller’s session only', async () => {
    const user = await createUser(t.app);
    const first = await signIn(t.app, user);
    const second = await signIn(t.app, user);
    const response = await t.app.inject({ method: 'GET', url: '/user/logout', headers: first.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0 });
    const view = (s: { headers: object }) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/users/view/${user.id}`,
        headers: s.headers as Record<string, string>,
      });
    expect((await view(first)).statusCode).toBe(401);
    expect((await view(second)).statusCode).toBe(200);
    const renew = await t.app.inject({
      method: 'POST',
      url: '/user/renew',
      payload: { accessToken: first.accessToken, refreshToken: first.refreshToken },
    });
    expect(renew.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/user/logout' })).statusCode).toBe(401);
  });
});
