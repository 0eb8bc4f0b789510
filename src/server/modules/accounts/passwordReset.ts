import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '../../../core/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { claimRecipientMail } from '../../mail/recipientQuota';
import type { AuthUser } from '../../platform/actor';
import { badRequest } from '../../platform/errors';
import { sessionsEnd } from '../../platform/liveEvents';
import { inTransaction } from '../../platform/transaction';
import { findUserByEmail, findUserById, getUserById } from '../users/service';
import type { AccountContext } from './context';
import { consumeEmailToken, issueEmailToken, peekEmailToken, retireEmailTokens } from './emailTokens';
import { resetMail } from './mails';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './sessions';

const RESET_LINK_INVALID = 'This password reset link is not valid any more. Ask for a new one.';

async function storePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
  extra: { emailVerified?: true } = {},
) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now, ...extra })
    .where(eq(users.id, userId));
}

/**
 * SPEC §7 POST /user/changePassword: the caller's own password (the route's rule refuses any other userId); every
 * other session of the user ends, sockets too.
 */
export async function changePassword(
  ctx: AccountContext,
  caller: AuthUser,
  body: { oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await getUserById(ctx.db, caller.id);
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw badRequest('The current password is not correct.', {
      oldPassword: 'The current password is not correct.',
    });
  }
  if (body.newPassword === body.oldPassword) {
    const msg = 'Choose a password different from the current one.';
    throw badRequest(msg, { newPassword: msg });
  }
  assertAcceptablePassword(body.newPassword, user, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await storePassword(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, 'password changed', now, { except: caller.sessionId });
    tx.afterCommit(sessionsEnd({ userId: user.id, exceptSessionId: caller.sessionId }));
  });
}

/** SPEC §7 POST /user/forgotPassword. Silent about addresses with no (enabled) account. */
export async function forgotPassword(ctx: AccountContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.disabled) return;
  // Claimed before the earlier links are retired: a refused request leaves the mailed link working.
  if (!(await claimRecipientMail(ctx.db, user.email, 'reset'))) return;
  const now = ctx.clock.now();
  await retireEmailTokens(ctx.db, user.id, 'reset', now);
  const { token } = await issueEmailToken(ctx.db, user.id, 'reset', PASSWORD_RESET_TTL_MINUTES * 60_000, now);
  const link = `${ctx.config.publicUrl}/resetPassword/${encodeURIComponent(token)}`;
  await ctx.mailer.send(resetMail(user, link, PASSWORD_RESET_TTL_MINUTES));
}

async function resetTokenUser(ctx: AccountContext, token: string) {
  const userId = await peekEmailToken(ctx.db, token, 'reset', ctx.clock.now());
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user || user.disabled) throw badRequest(RESET_LINK_INVALID);
  return user;
}

/**
 * SPEC §7 GET /user/verifyResetPasswordMail/{resetToken}: checks the link without spending it. The token
 * handed back is the same one; the client sends it to resetPassword as passwordToken.
 */
export async function checkResetToken(
  ctx: AccountContext,
  token: string,
): Promise<{ userId: string; token: string }> {
  const user = await resetTokenUser(ctx, token);
  return { userId: user.id, token };
}

/**
 * SPEC §7 POST /user/resetPassword: spends the token, sets the password and ends every session. The mailed
 * link proved the address, so it is marked verified too.
 */
export async function resetPassword(ctx: AccountContext, token: string, newPassword: string): Promise<void> {
  const user = await resetTokenUser(ctx, token);
  // Checked before spending, so a refused password leaves the link usable.
  assertAcceptablePassword(newPassword, user, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    if ((await consumeEmailToken(tx, token, 'reset', now)) !== user.id) throw badRequest(RESET_LINK_INVALID);
    await storePassword(tx, user.id, passwordHash, now, { emailVerified: true });
    await revokeUserSessions(tx, user.id, 'password reset', now);
    tx.afterCommit(sessionsEnd({ userId: user.id }));
  });
}
