import { LAST_LOGIN_MAX_FUTURE_MS } from '../../../core/constants';
import { missingProfileFields } from '../../../core/rules/profileCompleteness';
import type { Db } from '../../db/client';
import { lastLogins } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { assertSelfOrAdmin } from '../../http/policy';
import { getUserById } from '../users/service';

/** SPEC §7 POST /api/v1/user/checkUserProfile: self or an admin; `missing` names what to fill in. */
export async function checkUserProfile(db: Db, caller: AuthUser, userId: string) {
  assertSelfOrAdmin(caller, userId);
  const missing = missingProfileFields(await getUserById(db, userId));
  return { result: missing.length === 0, missing };
}

/** SPEC §7 POST /api/v1/user/updateLastLogin: records the caller's own dashboard entry (SPEC §3 Last login). */
export async function updateLastLogin(
  db: Db,
  caller: AuthUser,
  body: { userId: string; logTime: number | string },
) {
  if (body.userId !== caller.id) throw forbidden('You can only record your own sign-in.');
  const time = new Date(body.logTime);
  if (Number.isNaN(time.getTime()))
    throw badRequest('logTime is not a time.', { logTime: 'Not a valid time.' });
  if (time.getTime() > Date.now() + LAST_LOGIN_MAX_FUTURE_MS) {
    throw badRequest('logTime is in the future.', { logTime: 'The time is in the future.' });
  }
  await db.insert(lastLogins).values({ userId: caller.id, time });
}
