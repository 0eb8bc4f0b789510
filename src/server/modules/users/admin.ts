import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { revokeUserSessions } from '../accounts/sessions';
import { recordAudit } from '../admin/audit';

async function setFlag(db: Db, userId: string, flag: Partial<Pick<UserRow, 'isAdmin' | 'disabled'>>) {
  const [row] = await db
    .update(users)
    .set({ ...flag, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('No such user.');
  return row;
}

/** SPEC §6: an admin is a teacher with the flag. Admins grant and remove it, but never drop their own. */
export async function setAdmin(db: Db, caller: AuthUser, ip: string, userId: string, isAdmin: boolean) {
  if (userId === caller.id && !isAdmin)
    throw unprocessable('You cannot remove your own administrator rights.');
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: users.role, teacherApproval: users.teacherApproval })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!target) throw notFound('No such user.');
    if (target.role !== 'teacher') throw unprocessable('Only teachers can be administrators.');
    if (isAdmin && target.teacherApproval !== 'approved')
      throw conflict('Approve this teacher account before making it an administrator.');
    const row = await setFlag(tx, userId, { isAdmin });
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

/** Disabling ends every session of the user at once; enabling lets them sign in again. */
export async function setDisabled(db: Db, caller: AuthUser, ip: string, userId: string, disabled: boolean) {
  if (userId === caller.id) throw unprocessable('You cannot disable your own account.');
  return db.transaction(async (tx) => {
    const row = await setFlag(tx, userId, { disabled });
    if (disabled) await revokeUserSessions(tx, userId, 'account disabled');
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
