import { and, eq, inArray } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import type { Db } from '../../db/client';
import { mailSettings, users } from '../../db/schema';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import type { ServiceContext } from '../../platform/context';
import { escapeHtml } from '../../text/escapeHtml';

/** What sending a message needs beyond a service's context: the mailer for the copies by email. */
export interface MailContext extends ServiceContext {
  mailer: Mailer;
}

export interface CopiedMessage {
  messageId: string;
  sender: { username: string; fullName: string };
  subject: string;
  body: string;
  bodyText: string;
}

/**
 * The copy by email of an internal message (issue 34), for a recipient who asked for one. The outbox keeps only
 * who wrote and the subject: the text is the recipient's, and admins read the outbox.
 */
export function copyMail(to: string, message: CopiedMessage, publicUrl: string): OutgoingMail {
  const from = personName(message.sender);
  const subject = message.subject || '(no subject)';
  const link = `${publicUrl}/mail`;
  const footer = `You receive this copy because you asked for copies of internal mail in your settings. Reply in the LMS: ${link}`;
  return {
    to,
    subject: `Mail from ${from}: ${subject}`,
    kind: 'internalMail',
    text: [`${from} wrote:`, '', message.bodyText, '', footer].join('\n'),
    html: `<p>${escapeHtml(from)} wrote:</p>${message.body}<hr><p>${escapeHtml(footer)}</p>`,
    kept: {
      text: `A copy of internal mail from ${from}: "${subject}" (the text is left out of this copy).`,
      html: `<p>A copy of internal mail from ${escapeHtml(from)}: "${escapeHtml(subject)}" (the text is left out of this copy).</p>`,
    },
  };
}

/** The addresses of the recipients who asked for copies by email. */
export async function copyAddresses(db: Db, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(mailSettings)
    .innerJoin(users, eq(users.id, mailSettings.userId))
    .where(
      and(
        inArray(mailSettings.userId, [...userIds]),
        eq(mailSettings.emailCopy, true),
        eq(users.disabled, false),
      ),
    );
  return rows.map((row) => row.email);
}

/**
 * Sends the copies by email after the commit, when an SMTP relay is configured: the mailer records each in the
 * outbox and relays it. The send neither waits for the relay nor fails with it; a failure is logged.
 */
export function queueCopies(
  ctx: MailContext,
  recipientIds: readonly string[],
  message: CopiedMessage,
): () => Promise<void> {
  return async () => {
    if (!ctx.config.smtpUrl) return;
    void (async () => {
      const addresses = await copyAddresses(ctx.db, recipientIds);
      for (const address of addresses)
        await ctx.mailer.send(copyMail(address, message, ctx.config.publicUrl));
    })().catch((error) =>
      ctx.log.error({ err: error }, 'Copies of internal mail could not be sent by email.'),
    );
  };
}

/** GET /api/v1/mail/settings: whether the caller wants copies by email (no row yet: no). */
export async function loadMailSettings(db: Db, userId: string) {
  const [row] = await db.select().from(mailSettings).where(eq(mailSettings.userId, userId)).limit(1);
  return { emailCopy: row?.emailCopy ?? false };
}

/** POST /api/v1/mail/saveSettings. */
export async function saveMailSettings(db: Db, userId: string, emailCopy: boolean) {
  await db
    .insert(mailSettings)
    .values({ userId, emailCopy })
    .onConflictDoUpdate({ target: mailSettings.userId, set: { emailCopy } });
  return { emailCopy };
}
