import { and, eq, isNull, ne } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_DAYS } from '../../../core/constants';
import type { SessionReply } from '../../../core/schemas/accountReplies';
import type { Db } from '../../db/client';
import { refreshTokens, type SessionVia, sessions, type UserRow, users } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { unauthorized } from '../../platform/errors';
import { sessionsEnd } from '../../platform/liveEvents';
import { inTransaction } from '../../platform/transaction';
import { presentUser } from '../users/presenter';
import { hashToken, newOpaqueToken, secretKey, signAccessToken } from './tokens';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

async function issueRefreshToken(db: Db, sessionId: string, now: Date): Promise<string> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt });
  return token;
}

async function issuePair(
  ctx: ServiceContext,
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<IssuedTokens> {
  const refreshToken = await issueRefreshToken(db, sessionId, now);
  const accessToken = await signAccessToken(secretKey(ctx.config.tokenSecret), {
    sub: userId,
    sid: sessionId,
  });
  return { sessionId, accessToken, refreshToken };
}

/** A single sign-on session's provider and what signing out there needs (the id_token, the SAML NameID...). */
export interface SignOnSession {
  providerId: string;
  signOut: Record<string, string>;
}

/** Opens a session (a refresh-token family) and issues its first token pair. */
export async function openSession(
  ctx: ServiceContext,
  input: { userId: string; via: SessionVia; actorId?: string; signOn?: SignOnSession; client: ClientInfo },
): Promise<IssuedTokens> {
  return inTransaction(ctx, async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: input.userId,
        via: input.via,
        actorId: input.actorId,
        signOnProvider: input.signOn?.providerId,
        signOut: input.signOn?.signOut,
        ip: input.client.ip,
        userAgent: input.client.userAgent.slice(0, 512),
      })
      .returning({ id: sessions.id });
    return issuePair(ctx, tx, input.userId, session!.id, ctx.clock.now());
  });
}

/**
 * Rotates a refresh token: the presented one is spent and a new pair is issued in the same session.
 * Presenting a token spent longer ago than the grace window means it leaked (or was replayed), so the
 * whole session is revoked. Within the window it is another tab of the same browser renewing at once
 * (SPEC §4 renews on every page load), which gets its own pair.
 */
export async function renewSession(
  ctx: ServiceContext,
  refreshToken: string,
): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  const now = ctx.clock.now();
  const [found] = await ctx.db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (!found) throw unauthorized(SESSION_ENDED);
  const { token, session, user } = found;
  if (token.usedAt && now.getTime() - token.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
    await endSession(ctx, session.id, 'refresh token reused');
    throw unauthorized(SESSION_ENDED);
  }
  if (session.revokedAt || user.disabled || token.expiresAt.getTime() <= now.getTime())
    throw unauthorized(SESSION_ENDED);

  const tokens = await inTransaction(ctx, async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)));
    return issuePair(ctx, tx, user.id, session.id, now);
  });
  return { user, tokens };
}

/** Ends one session (sign-out, a reused refresh token); its sockets close on every instance after the commit. */
export async function endSession(ctx: ServiceContext, sessionId: string, reason: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: ctx.clock.now(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    tx.afterCommit(sessionsEnd({ sessionId }));
  });
}

/** Ends every live session of a user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  now: Date,
  options: { except?: string } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.except ? ne(sessions.id, options.except) : undefined,
      ),
    );
}

/** The fields SPEC §3 names on the login response, shared by login, renew and master login. */
export function sessionFields(user: UserRow, tokens: IssuedTokens): Omit<SessionReply, 'code' | 'msg'> {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    userId: user.id,
    user: presentUser(user),
  };
}
