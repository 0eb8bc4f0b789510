import { EMAIL_VERIFY_TTL_HOURS } from '../../../core/constants';
import { ACCOUNT_INVITE_TTL_DAYS } from '../../../core/schemas/userAdmin';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import type { AccountContext } from '../accounts/context';
import { issueEmailToken, retireEmailTokens } from '../accounts/emailTokens';
import { inviteMail, verificationMail } from '../accounts/mails';

/**
 * The password of an account an administrator made, until its owner chooses one through the mailed link: not an
 * argon2 hash, so no password matches it (verifyPassword treats it as a failed sign-in).
 */
export const NO_PASSWORD_YET = '!set-by-invite';

export const awaitsPassword = (user: Pick<UserRow, 'passwordHash'>) => user.passwordHash === NO_PASSWORD_YET;

/**
 * The mail that lets a person in: for an account still without a password, a set-password link (the reset path,
 * valid for days; setting the password also confirms the address); else a link that confirms the address.
 * The token is written with `db` (the caller's transaction); the mail is sent by the caller after the commit.
 */
export async function accessMail(ctx: AccountContext, db: Db, user: UserRow): Promise<OutgoingMail> {
  const now = ctx.clock.now();
  if (awaitsPassword(user)) {
    await retireEmailTokens(db, user.id, 'reset', now);
    const ttlMs = ACCOUNT_INVITE_TTL_DAYS * 86_400_000;
    const { token } = await issueEmailToken(db, user.id, 'reset', ttlMs, now);
    const link = `${ctx.config.publicUrl}/resetPassword/${encodeURIComponent(token)}`;
    return inviteMail(user, link, ACCOUNT_INVITE_TTL_DAYS);
  }
  const { token } = await issueEmailToken(db, user.id, 'verify', EMAIL_VERIFY_TTL_HOURS * 3_600_000, now);
  const link = `${ctx.config.publicUrl}/login?verify=${encodeURIComponent(token)}`;
  return verificationMail(user, link, EMAIL_VERIFY_TTL_HOURS);
}

/** Sends mails one after another; one failed send is logged and does not stop the others. */
export async function sendAll(ctx: AccountContext, mails: readonly OutgoingMail[]): Promise<void> {
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error({ err: error, kind: mail.kind }, 'an account mail could not be sent');
    }
  }
}
