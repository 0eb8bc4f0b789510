import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { SessionCache } from './sessionCache';
import type { AccessClaims } from './tokens';

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

/** Which of these sessions are live: not ended, their account enabled. */
export async function liveSessionIds(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (!sessionIds.length) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...sessionIds]), isNull(sessions.revokedAt), eq(users.disabled, false)));
  return new Set(rows.map((row) => row.id));
}
