import { eq, or } from 'drizzle-orm';
import { joinName } from '../../../core/rules/userImport';
import type { AdminCreateUser } from '../../../core/schemas/userAdmin';
import { isUniqueViolation } from '../../db/errors';
import { type UserRow, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { accessMail, NO_PASSWORD_YET, sendAll } from './invites';

/** 409 naming each field another account already uses. */
async function assertFree(ctx: AppContext, input: Pick<AdminCreateUser, 'username' | 'email'>) {
  const taken = await ctx.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, input.username), eq(users.email, input.email)));
  const fields: Record<string, string> = {};
  if (taken.some((t) => t.username === input.username)) fields.username = 'This username is taken.';
  if (taken.some((t) => t.email === input.email))
    fields.email = 'An account already uses this email address.';
  if (Object.keys(fields).length) throw conflict(Object.values(fields).join(' '), fields);
}

/**
 * Issue 34: an administrator makes one account. It has no password yet; its owner gets a mail with a link to
 * choose one (which also confirms the address). A teacher made by an administrator needs no approval.
 */
export async function createUserByAdmin(
  ctx: AppContext,
  admin: AuthUser,
  ip: string,
  input: AdminCreateUser,
): Promise<UserRow> {
  await assertFree(ctx, input);
  try {
    const { user, mail } = await inTransaction(ctx, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          fullName: joinName(input.firstName, input.lastName),
          role: input.role,
          teacherApproval: 'approved',
          passwordHash: NO_PASSWORD_YET,
        })
        .returning();
      await recordAudit(tx, {
        action: 'create_user',
        actorId: admin.id,
        targetId: row!.id,
        ip,
        detail: { role: input.role },
      });
      return { user: row!, mail: await accessMail(ctx, tx, row!) };
    });
    await sendAll(ctx, [mail]);
    return user;
  } catch (error) {
    // Someone took the name between the check and the insert.
    if (isUniqueViolation(error)) await assertFree(ctx, input);
    throw error;
  }
}

/**
 * Issue 34: the mail that lets a person in, again: a new set-password link for an account that has no password
 * yet, else a new confirmation link. 409 when the address is confirmed already or the account is disabled.
 */
export async function sendVerificationByAdmin(
  ctx: AppContext,
  admin: AuthUser,
  ip: string,
  userId: string,
): Promise<UserRow> {
  const { user, mail } = await inTransaction(ctx, async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound('No such user.');
    if (row.disabled) throw conflict(`${row.username} is disabled: enable the account first.`);
    if (row.emailVerified) throw conflict(`${row.username} has already confirmed their address.`);
    const made = await accessMail(ctx, tx, row);
    await recordAudit(tx, {
      action: 'send_verification',
      actorId: admin.id,
      targetId: row.id,
      ip,
      detail: { kind: made.kind },
    });
    return { user: row, mail: made };
  });
  await sendAll(ctx, [mail]);
  return user;
}
