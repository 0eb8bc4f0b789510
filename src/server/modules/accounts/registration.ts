import { eq, or } from 'drizzle-orm';
import { EMAIL_VERIFY_TTL_HOURS } from '../../../core/constants';
import { approvalOnRegistration } from '../../../core/rules/teacherApproval';
import type { Role } from '../../../core/schemas/accounts';
import { isUniqueViolation } from '../../db/errors';
import { type UserRow, users } from '../../db/schema';
import { claimRecipientMail } from '../../mail/recipientQuota';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { notifyAdminsOfNewTeacher } from '../users/newTeacherNotice';
import { findUserByEmail } from '../users/service';
import type { AccountContext } from './context';
import { consumeEmailToken, issueEmailToken } from './emailTokens';
import { verificationMail } from './mails';
import { assertAcceptablePassword, hashPassword } from './passwords';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  fullName: string;
  role: Role;
}

/** 409 naming each field another account already uses. */
async function assertUnique(ctx: AccountContext, account: NewAccount): Promise<void> {
  const taken = await ctx.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, account.username), eq(users.email, account.email)));
  const fields: Record<string, string> = {};
  if (taken.some((t) => t.username === account.username)) fields.username = 'This username is taken.';
  if (taken.some((t) => t.email === account.email))
    fields.email = 'An account already uses this email address.';
  if (Object.keys(fields).length) throw conflict(Object.values(fields).join(' '), fields);
}

async function mailVerificationLink(ctx: AccountContext, user: UserRow): Promise<void> {
  // Within the recipient's cooldown or past the day's cap nothing goes out; the reply does not tell.
  if (!(await claimRecipientMail(ctx.db, user.email, 'verify'))) return;
  const ttlMs = EMAIL_VERIFY_TTL_HOURS * 3_600_000;
  const { token } = await issueEmailToken(ctx.db, user.id, 'verify', ttlMs, ctx.clock.now());
  // The web login page reads ?verify= and calls GET /user/verifyEmail/{token}.
  const link = `${ctx.config.publicUrl}/login?verify=${encodeURIComponent(token)}`;
  await ctx.mailer.send(verificationMail(user, link, EMAIL_VERIFY_TTL_HOURS));
}

/**
 * SPEC §7 POST /user/create: a new, unverified, non-admin account; a verification link is mailed. A teacher waits
 * for an administrator's approval, and the administrators are notified after the commit; with
 * TEACHER_REGISTRATION off, only students register.
 */
export async function createAccount(ctx: AccountContext, account: NewAccount): Promise<UserRow> {
  if (account.role === 'teacher' && !ctx.config.teacherRegistration)
    throw forbidden(
      `Teacher accounts cannot be registered here. Please write to ${ctx.config.supportEmail} to get one.`,
    );
  assertAcceptablePassword(account.password, account);
  await assertUnique(ctx, account);
  const passwordHash = await hashPassword(account.password);
  let created: UserRow;
  try {
    created = await inTransaction(ctx, async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.email,
          fullName: account.fullName,
          role: account.role,
          teacherApproval: approvalOnRegistration(account.role),
          passwordHash,
        })
        .returning();
      if (user!.teacherApproval === 'pending') await notifyAdminsOfNewTeacher(tx, user!);
      return user!;
    });
  } catch (error) {
    // Another registration took the name between the check and the insert.
    if (!isUniqueViolation(error)) throw error;
    await assertUnique(ctx, account);
    throw error;
  }
  await mailVerificationLink(ctx, created);
  return created;
}

/** SPEC §7 POST /user/sendVerificationEmail. Silent about addresses with no account (no enumeration). */
export async function resendVerification(ctx: AccountContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerified && !user.disabled) await mailVerificationLink(ctx, user);
}

/** SPEC §7 GET /user/verifyEmail/{emailToken}: spends the token and marks the address verified. */
export async function verifyEmail(ctx: AccountContext, token: string): Promise<string> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify', now);
    if (!userId) {
      throw badRequest(
        'This verification link is not valid any more. Ask for a new one from the sign-in page.',
      );
    }
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
    return userId;
  });
}
