import { loginIdentity } from '../../../core/rules/loginIdentity';
import { ACCOUNT_DISABLED } from '../../../core/schemas/accountReplies';
import { recordAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { findUserByIdentity } from '../users/service';
import { admitLoginAttempt, attemptSucceeded } from './loginLimiter';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { type ClientInfo, openSession } from './sessions';
import { secretKey, signDeviceToken, verifyDeviceToken } from './tokens';

/**
 * SPEC §7 POST /user/login. Failures slow down further attempts of the same account from the same client
 * (loginLimiter.ts); a client that shows the device token of an earlier sign-in to this account is counted on its
 * own, so nobody else's failures can keep it out. A disabled account is told so only after its password was right,
 * so the answer never reveals which accounts exist. A success also answers a fresh device token.
 */
export async function passwordLogin(
  ctx: ServiceContext,
  body: { username?: string; email?: string; password: string; deviceToken?: string },
  client: ClientInfo,
) {
  const identity = loginIdentity(body);
  if (!identity)
    throw badRequest('Enter your username or email.', { username: 'Enter your username or email.' });
  const user = await findUserByIdentity(ctx.db, identity);
  // Counted per account (its username) whichever identity named it; unknown names by what was typed.
  const identifier = user?.username ?? identity.value;
  const key = secretKey(ctx.config.tokenSecret);
  const device =
    user && body.deviceToken ? await verifyDeviceToken(key, body.deviceToken, user.id) : undefined;
  const attempt = await admitLoginAttempt(ctx.db, identifier, { ip: client.ip, device }, ctx.clock);

  const passwordOk = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !passwordOk) throw unauthorized('The username, email or password is not correct.');
  await attemptSucceeded(ctx.db, attempt);
  if (user.disabled) throw forbidden(ACCOUNT_DISABLED);
  const tokens = await openSession(ctx, { userId: user.id, via: 'password', client });
  return { user, tokens, deviceToken: await signDeviceToken(key, user.id) };
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
  if (user.disabled) throw forbidden(ACCOUNT_DISABLED);
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
