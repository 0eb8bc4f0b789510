import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../../core/constants';
import { refreshTokens, sessions, users } from '../../db/schema';
import { createUser, type SignedIn, signIn } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';
import { hashToken } from './tokens';

const t = testFileApp();

const renew = (s: { accessToken?: string; refreshToken: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/user/renew',
    payload: { accessToken: s.accessToken ?? '', refreshToken: s.refreshToken },
  });

const view = (s: { accessToken: string }, userId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/users/view/${userId}`,
    headers: { authorization: `Bearer ${s.accessToken}` },
  });

/** Moves a spent refresh token's use back in time, past the concurrent-renew grace window. */
async function spentSecondsAgo(refreshToken: string, seconds: number) {
  await t.app.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}

async function sessionOf(userId: string) {
  const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, userId));
  return row!;
}

describe('POST /user/renew', () => {
  it('rotates: a new pair in the same session, answered like login', async () => {
    const user = await createUser(t.app);
    const first = await signIn(t.app, user);
    const response = await renew(first);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, userId: user.id, user: { _id: user.id, username: user.username } });
    expect(body.refreshToken).not.toBe(first.refreshToken);
    expect(body.accessToken).toEqual(expect.any(String));
    expect((await view(body, user.id)).statusCode).toBe(200);

    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    const tokens = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, rows[0]!.id));
    expect(tokens).toHaveLength(2);
    // Only hashes are stored.
    expect(tokens.map((r) => r.tokenHash)).toEqual(
      expect.arrayContaining([hashToken(first.refreshToken), hashToken(body.refreshToken)]),
    );
    expect(tokens.find((r) => r.tokenHash === hashToken(first.refreshToken))!.usedAt).not.toBeNull();
  });

  it('works with the refresh token alone', async () => {
    const user = await createUser(t.app);
    const first = await signIn(t.app, user);
    expect((await renew({ refreshToken: first.refreshToken })).statusCode).toBe(200);
  });

  it('treats a reused refresh token as stolen: the whole family ends, the newest token included', async () => {
    const user = await createUser(t.app);
    const first = await signIn(t.app, user);
    const second = (await renew(first)).json() as SignedIn;
    await spentSecondsAgo(first.refreshToken, 60);

    const replay = await renew(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 401, msg: 'Your session has ended. Please sign in again.' });

    expect((await renew(second)).statusCode).toBe(401);
    expect((await view(second, user.id)).statusCode).toBe(401);
    const session = await sessionOf(user.id);
    expect(session.revokedAt).not.toBeNull();
    expect(session.revokedReason).toBe('refresh token reused');
  });

  it('gives two tabs renewing with the same token at once a pair each, and keeps the session', async () => {
    const user = await createUser(t.app);
    const first = await signIn(t.app, user);
    const [a, b] = await Promise.all([renew(first), renew(first)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshToken).not.toBe(b.json().refreshToken);
    expect((await renew(b.json())).statusCode).toBe(200);
    expect((await sessionOf(user.id)).revokedAt).toBeNull();
  });

  it('still treats a token replayed after the grace window as stolen', async () => {
    const user = await createUser(t.app);
    const first = await signIn(t.app, user);
    expect((await renew(first)).statusCode).toBe(200);
    await spentSecondsAgo(first.refreshToken, REFRESH_REUSE_GRACE_MS / 1000 + 1);
    expect((await renew(first)).statusCode).toBe(401);
    expect((await sessionOf(user.id)).revokedAt).not.toBeNull();
  });

  it('answers 401 to an unknown or expired refresh token', async () => {
    expect((await renew({ refreshToken: 'this-token-was-never-issued' })).statusCode).toBe(401);
    const user = await createUser(t.app);
    const s = await signIn(t.app, user);
    await t.app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(s.refreshToken)));
    expect((await renew(s)).statusCode).toBe(401);
  });

  it('answers 401 for a revoked session or a disabled user', async () => {
    const user = await createUser(t.app);
    const s = await signIn(t.app, user);
    await t.app.inject({ method: 'GET', url: '/user/logout', headers: s.headers });
    expect((await renew(s)).statusCode).toBe(401);

    const other = await createUser(t.app);
    const o = await signIn(t.app, other);
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.id, other.id));
    expect((await renew(o)).statusCode).toBe(401);
  });

  it('refuses a body without a refresh token with 400 and the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/renew',
      payload: { accessToken: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('refreshToken');
  });
});
