import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TeacherApproval } from '../../core/rules/teacherApproval';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { type AccessClaims, verificationKey, verifyAccessToken } from '../modules/accounts/tokens';
import { SessionCache } from './sessionCache';
import { VerifiedTokens } from './verifiedTokens';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: 'teacher' | 'student';
  isAdmin: boolean;
  /** Read with every request, so an approval takes effect on the teacher's next call. */
  teacherApproval: TeacherApproval;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this instance has checked lately (sessionCache.ts). */
    sessionCache: SessionCache;
    /** The access tokens this instance has verified lately (verifiedTokens.ts). */
    verifiedTokens: VerifiedTokens;
  }
  interface FastifyRequest {
    /** The signed-in user, when a valid access token for a live session came with the request. */
    user?: AuthUser;
    /** Why a presented token was not accepted, so a protected route can say so. */
    authProblem?: 'expired' | 'invalid';
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export type TokenCheck = { ok: true; user: AuthUser } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Resolves an access token to a user whose session is live and whose account is enabled. HTTP requests (the
 * bearer token) and realtime handshakes (`auth.token`) both sign in through here.
 */
export async function authenticateAccessToken(
  db: Db,
  cache: SessionCache,
  tokens: VerifiedTokens,
  token: string,
): Promise<TokenCheck> {
  const verified = await tokens.check(token);
  if (!verified.ok) return verified;
  const user = await liveSessionUser(db, cache, verified.claims);
  return user ? { ok: true, user } : { ok: false, reason: 'invalid' };
}

/**
 * The user of a verified token's session, when the session is live and the account enabled; undefined otherwise.
 * Every token that signs a request in (an access token, a download's file token) is checked here.
 */
export async function liveSessionUser(
  db: Db,
  cache: SessionCache,
  claims: AccessClaims,
): Promise<AuthUser | undefined> {
  const cached = cache.get(claims.sid);
  if (cached?.id === claims.sub) return cached;
  const mark = cache.mark();
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      isAdmin: users.isAdmin,
      teacherApproval: users.teacherApproval,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sid),
        eq(users.id, claims.sub),
        isNull(sessions.revokedAt),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const user = { ...row, sessionId: claims.sid };
  cache.set(mark, user);
  return user;
}

/** Resolves the bearer token of every request (see authenticateAccessToken). */
export function installAuthentication(app: FastifyInstance) {
  const key = verificationKey(app.config.tokenSecret);
  app.decorate('sessionCache', new SessionCache());
  app.decorate('verifiedTokens', new VerifiedTokens(async (token) => verifyAccessToken(await key, token)));
  app.decorateRequest('user', undefined);
  app.decorateRequest('authProblem', undefined);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const checked = await authenticateAccessToken(app.db, app.sessionCache, app.verifiedTokens, token);
    if (checked.ok) request.user = checked.user;
    else request.authProblem = checked.reason;
  });
}
