import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CALLS_PER_MINUTE,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
} from '../../../core/constants';
import { userSchema } from '../../../core/schemas/users';
import { loginAttempts, sessions } from '../../db/schema';
import { bearer, createUser, freshAddress, signIn } from '../../test/factories';
import { buildTestApp, TEST_TOKEN_SECRET, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

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

describe('failed sign-in limits (counted in the database)', () => {
  it(`answers 429 after ${LOGIN_FAILURES_PER_ACCOUNT} failures for one account, even with the right password`, async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      // Alternating username and email: both count against the one account.
      const name = i % 2 ? user.email : user.username;
      expect((await login({ username: name, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ username: user.username, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 429,
      msg: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    // Another account from the same addresses is not affected.
    const other = await createUser(t.app);
    expect((await login({ username: other.username, password: other.password })).statusCode).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const user = await createUser(t.app);
    const old = new Date(Date.now() - 16 * 60_000);
    await t.app.db.insert(loginAttempts).values(
      Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT }, () => ({
        identifier: user.username,
        ip: '10.9.9.9',
        outcome: 'failure' as const,
        createdAt: old,
      })),
    );
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('starts the account count again after a successful sign-in', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++)
      await login({ username: user.username, password: 'nope-nope' });
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
    expect((await login({ username: user.username, password: 'nope-nope' })).statusCode).toBe(401);
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it(`answers 429 after ${LOGIN_FAILURES_PER_ADDRESS} failures from one address, whatever the account`, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      expect((await login({ username: `ghost${i}`, password: 'not-it-at-all' }, address)).statusCode).toBe(
        401,
      );
    }
    const user = await createUser(t.app);
    const blocked = await login({ username: user.username, password: user.password }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

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

describe('access tokens', () => {
  it('refuses an expired access token with 401 saying it expired', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user);
    const sid = (await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.id;
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));
    const response = await t.app.inject({ method: 'GET', url: '/user/logout', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toMatch(/expired/);
    // The live token of the same session still works.
    expect(
      (await t.app.inject({ method: 'GET', url: '/user/logout', headers: session.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses a token signed with another secret or algorithm', async () => {
    const user = await createUser(t.app);
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!!'));
    const response = await t.app.inject({ method: 'GET', url: '/user/logout', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('Please sign in to continue.');
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
