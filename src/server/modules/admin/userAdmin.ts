import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { sessionsEnd, socketsSignInAgain } from '../../platform/liveEvents';
import { inTransaction } from '../../platform/transaction';
import { revokeUserSessions } from '../accounts/sessions';

async function setFlag(
  db: Db,
  userId: string,
  flag: Partial<Pick<UserRow, 'isAdmin' | 'disabled'>>,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...flag, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('No such user.');
  return row;
}

/**
 * SPEC §6: an admin is a teacher with the flag. Admins grant and remove it, but never drop their own. A former
 * admin's sockets sign in again, out of the course rooms only the flag let them into.
 */
export async function setAdmin(
  ctx: ServiceContext,
  caller: AuthUser,
  ip: string,
  userId: string,
  isAdmin: boolean,
) {
  if (userId === caller.id && !isAdmin)
    throw unprocessable('You cannot remove your own administrator rights.');
  return inTransaction(ctx, async (tx) => {
    const [target] = await tx
      .select({ role: users.role, isAdmin: users.isAdmin, teacherApproval: users.teacherApproval })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!target) throw notFound('No such user.');
    if (target.role !== 'teacher') throw unprocessable('Only teachers can be administrators.');
    if (isAdmin && target.teacherApproval !== 'approved')
      throw conflict('Approve this teacher account before making it an administrator.');
    const row = await setFlag(tx, userId, { isAdmin }, ctx.clock.now());
    if (target.isAdmin !== isAdmin) tx.afterCommit(socketsSignInAgain(userId));
    await recordAudit(tx, {
      action: 'set_admin',
      actorId: caller.id,
      targetId: userId,
      ip,
      detail: { isAdmin },
    });
    return row;
  });
}

/**
 * Disabling ends every session of the user at once, and closes their sockets on every instance once that has
 * committed (which takes them out of every room), and their places in classes; enabling lets them sign in again.
 */
export async function setDisabled(
  ctx: ServiceContext,
  caller: AuthUser,
  ip: string,
  userId: string,
  disabled: boolean,
) {
  if (userId === caller.id) throw unprocessable('You cannot disable your own account.');
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const row = await setFlag(tx, userId, { disabled }, now);
    if (disabled) {
      await revokeUserSessions(tx, userId, 'account disabled', now);
      tx.afterCommit(sessionsEnd({ userId }));
      await ctx.memberships.ended(tx, { kind: 'account', userIds: [userId] });
    }
    await recordAudit(tx, {
      action: 'set_disabled',
      actorId: caller.id,
      targetId: userId,
      ip,
      detail: { disabled },
    });
    return row;
  });
}
