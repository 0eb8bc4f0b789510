import { eq, sql } from 'drizzle-orm';
import { LAST_LOGIN_MAX_FUTURE_MS } from '../../../core/constants';
import { missingProfileFields } from '../../../core/rules/profileCompleteness';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/preparedPerDatabase';
import { lastLogins, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { badRequest, notFound } from '../../platform/errors';

/** What the completeness check reads, and no more (issue 11 §7: this call runs on every page load). */
const profileFacts = preparedPerDatabase((db) =>
  db
    .select({
      fullName: users.fullName,
      phone: users.phone,
      institution: users.institution,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('profile_facts'),
);

/** SPEC §7 POST /api/v1/user/checkUserProfile for a user the caller may check; `missing` names what to fill in. */
export async function checkUserProfile(db: Db, { userId }: { userId: string }) {
  const [facts] = await profileFacts(db).execute({ userId });
  if (!facts) throw notFound('No such user.');
  const missing = missingProfileFields(facts);
  return { result: missing.length === 0, missing };
}

/** SPEC §7 POST /api/v1/user/updateLastLogin: records the caller's own dashboard entry (SPEC §3 Last login). */
export async function updateLastLogin(db: Db, caller: AuthUser, logTime: number | string, now: Date) {
  const time = new Date(logTime);
  if (Number.isNaN(time.getTime()))
    throw badRequest('logTime is not a time.', { logTime: 'Not a valid time.' });
  if (time.getTime() > now.getTime() + LAST_LOGIN_MAX_FUTURE_MS) {
    throw badRequest('logTime is in the future.', { logTime: 'The time is in the future.' });
  }
  await db.insert(lastLogins).values({ userId: caller.id, time });
}
