import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../platform/actor';
import { createUser, type SignedIn, signIn } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';
import { SessionCache } from './sessionCache';

const user = (id: string, sessionId: string): AuthUser => ({
  id,
  username: id,
  email: `${id}@example.com`,
  role: 'student',
  isAdmin: false,
  teacherApproval: 'approved',
  sessionId,
});

describe('SessionCache', () => {
  it('trusts a checked session until its time is up', () => {
    let now = 0;
    const cache = new SessionCache(() => now, 1000);
    cache.set(cache.mark(), user('u1', 's1'));
    now = 999;
    expect(cache.get('s1')?.id).toBe('u1');
    now = 1000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache();
    for (const [id, session] of [
      ['u1', 's1'],
      ['u1', 's2'],
      ['u2', 's3'],
    ] as const)
      cache.set(cache.mark(), user(id, session));
    cache.forget({ sessionId: 's1' });
    expect([cache.get('s1'), cache.get('s2')?.id]).toEqual([undefined, 'u1']);
    cache.forget({ userId: 'u1' });
    expect([cache.get('s2'), cache.get('s3')?.id]).toEqual([undefined, 'u2']);
  });

  it('never stores an answer read before an eviction (a session ended while it was being checked)', () => {
    const cache = new SessionCache();
    const mark = cache.mark();
    cache.forget({ userId: 'someone else' });
    cache.set(mark, user('u1', 's1'));
    expect(cache.get('s1')).toBeUndefined();
  });

  it('trusts and keeps nothing while the other instances cannot be heard, and starts afresh when they can', () => {
    const cache = new SessionCache();
    cache.set(cache.mark(), user('u1', 's1'));
    cache.hearing(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.set(cache.mark(), user('u2', 's2'));
    expect(cache.get('s2')).toBeUndefined();
    // A check that began during the outage read what may since have ended, with no word of it.
    const duringOutage = cache.mark();
    cache.hearing(true);
    cache.set(duringOutage, user('u3', 's3'));
    expect([cache.get('s1'), cache.get('s3')]).toEqual([undefined, undefined]);
    cache.set(cache.mark(), user('u1', 's1'));
    expect(cache.get('s1')?.id).toBe('u1');
  });
});

// Issue 11 §7: the fast path keeps instant revocation. Each case first uses the token, so the session is cached.
describe('revocation through the session cache', () => {
  const t = testFileApp();
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signIn(t.app, await createUser(t.app, { role: 'teacher', isAdmin: true }));
  });

  const profile = (session: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/checkUserProfile',
      headers: session.headers,
      payload: { userId: session.userId },
    });
  const asAdmin = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: admin.headers, payload });

  it('refuses a signed-out session at once', async () => {
    const session = await signIn(t.app, await createUser(t.app));
    expect((await profile(session)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'GET', url: '/user/logout', headers: session.headers });
    expect(logout.statusCode).toBe(200);
    expect((await profile(session)).statusCode).toBe(401);
  });

  it('refuses a disabled user at once', async () => {
    const session = await signIn(t.app, await createUser(t.app));
    expect((await profile(session)).statusCode).toBe(200);
    expect(
      (await asAdmin('/api/v1/user/setDisabled', { userId: session.userId, disabled: true })).statusCode,
    ).toBe(200);
    expect((await profile(session)).statusCode).toBe(401);
  });

  it('gives and takes the admin flag at once', async () => {
    const session = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
    const outbox = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/mail/outbox', headers: session.headers });
    expect((await outbox()).statusCode).toBe(403);
    await asAdmin('/api/v1/user/setAdmin', { userId: session.userId, isAdmin: true });
    expect((await outbox()).statusCode).toBe(200);
    await asAdmin('/api/v1/user/setAdmin', { userId: session.userId, isAdmin: false });
    expect((await outbox()).statusCode).toBe(403);
  });
});
