import { loginIdentity } from '../../../core/rules/loginIdentity';
import type { ServiceContext } from '../../context/serviceContext';
import { inTransaction } from '../../context/transaction';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { findUserByIdentity } from '../users/service';
import { assertLoginAllowed, recordLoginAttempt } from './loginLimiter';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { type ClientInfo, openSession } from './sessions';

const DISABLED = 'This account is disabled. Please contact your school administrator.';

/**
 * SPEC §7 POST /user/login. Refused while too many recent failures are recorded; a disabled account is
 * told so only after its password was right, so the answer never reveals which accounts exist.
 */
export async function passwordLogin(
  ctx: ServiceContext,
  body: { username?: string; email?: string; password: string },
  client: ClientInfo,
) {
  const identity = loginIdentity(body);
  if (!identity)
    throw badRequest('Enter your username or email.', { username: 'Enter your username or email.' });
  const user = await findUserByIdentity(ctx.db, identity);
  // Counted per account (its username) whichever identity named it; unknown names by what was typed.
  const identifier = user?.username ?? identity.value;
  await assertLoginAllowed(ctx.db, identifier, client.ip);

  const passwordOk = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !passwordOk) {
    await recordLoginAttempt(ctx.db, { identifier, ip: client.ip, outcome: 'failure' });
    throw unauthorized('The username, email or password is not correct.');
  }
  if (user.disabled) throw forbidden(DISABLED);
  await recordLoginAttempt(ctx.db, { identifier, ip: client.ip, outcome: 'success' });
  const tokens = await openSession(ctx, { userId: user.id, via: 'password', client });
  return { user, tokens };
}

/**
 * POST /api/v1/accounts/login/master: a signed-in admin opens a session as another user, without their
 * password. The session remembers the admin (actorId) and the act is written to the audit log.
 */
export async function masterLogin(
  ctx: ServiceContext,
  adminId: string,
  username: string,
  client: ClientInfo,
) {
  const identity = loginIdentity({ username });
  const user = identity ? await findUserByIdentity(ctx.db, identity) : undefined;
  if (!user) throw notFound('No user has that username.');
  if (user.disabled) throw forbidden(DISABLED);
  // No session without its audit row.
  const tokens = await inTransaction(ctx, async (tx) => {
    const issued = await openSession(
      { ...ctx, db: tx },
      { userId: user.id, via: 'master', actorId: adminId, client },
    );
    await recordAudit(tx, {
      action: 'master_login',
      actorId: adminId,
      targetId: user.id,
      ip: client.ip,
      detail: { sessionId: issued.sessionId },
    });
    return issued;
  });
  return { user, tokens };
}
