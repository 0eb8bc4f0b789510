import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { liveSessionUser } from '../modules/accounts/liveSessionUser';
import { SessionCache } from '../modules/accounts/sessionCache';
import { verificationKey, verifyAccessToken } from '../modules/accounts/tokens';
import type { AuthUser } from '../platform/actor';
import { VerifiedTokens } from './verifiedTokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this instance has checked lately (sessionCache.ts). */
    sessionCache: SessionCache;
    /** The access tokens this instance has verified lately (verifiedTokens.ts). */
    verifiedTokens: VerifiedTokens;
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

/** Resolves the bearer token of every request (see authenticateAccessToken). */
export function installAuthentication(app: FastifyInstance) {
  const key = verificationKey(app.config.tokenSecret);
  app.decorate('sessionCache', new SessionCache());
  app.redis?.watch((up) => app.sessionCache.hearing(up));
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
