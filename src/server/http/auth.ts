import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema';
import { secretKey, verifyAccessToken } from '../modules/accounts/tokens';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: 'teacher' | 'student';
  isAdmin: boolean;
  sessionId: string;
}

declare module 'fastify' {
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

/** Resolves the bearer token to a user whose session is live and whose account is enabled. */
export function installAuthentication(app: FastifyInstance) {
  const key = secretKey(app.config.tokenSecret);
  app.decorateRequest('user', undefined);
  app.decorateRequest('authProblem', undefined);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const verified = await verifyAccessToken(key, token);
    if (!verified.ok) {
      request.authProblem = verified.reason;
      return;
    }
    const [row] = await app.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        isAdmin: users.isAdmin,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, verified.claims.sid),
          eq(users.id, verified.claims.sub),
          isNull(sessions.revokedAt),
          eq(users.disabled, false),
        ),
      )
      .limit(1);
    if (!row) {
      request.authProblem = 'invalid';
      return;
    }
    request.user = { ...row, sessionId: verified.claims.sid };
  });
}
