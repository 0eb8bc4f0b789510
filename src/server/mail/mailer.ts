import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { writeToMailFolder } from './mailFolder';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (verify, reset, ...), so the outbox can be filtered. */
  kind: string;
  /**
   * The copy the outbox keeps, which admins read: the same mail without anything that would let its reader act as
   * the recipient (a verification or reset link). Every mail says what it keeps, so none can forget to.
   */
  kept: { text: string; html: string };
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Every mail is recorded in the outbox first (its kept copy), so an admin sees that it went out, to whom and when.
 * The mail itself is relayed through nodemailer with SMTP_URL, and marked sent (or its error kept); without a relay
 * it is written to the mail folder on the server, where whoever runs it can read it and pass the link on.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; mailDir: string }): Mailer {
  const { smtpUrl } = options;
  // Loaded with the first mail relayed: a server without SMTP_URL never holds nodemailer (some 15 MB).
  const openRelay = (url: string) =>
    import('nodemailer').then(({ default: mail }) => mail.createTransport(url));
  let relay: ReturnType<typeof openRelay> | undefined;
  const failed = (id: string, error: unknown) =>
    db
      .update(mailOutbox)
      .set({ error: error instanceof Error ? error.message : String(error) })
      .where(eq(mailOutbox.id, id));
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, kind: mail.kind, ...mail.kept })
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      if (!row) return;
      if (!smtpUrl) {
        const { to, subject, kind, text, html } = mail;
        const createdAt = row.createdAt.toISOString();
        await writeToMailFolder(options.mailDir, row.id, { to, subject, kind, text, html, createdAt }).catch(
          (error: { code?: string }) =>
            failed(
              row.id,
              `Could not write the mail to the mail folder (MAIL_DIR): ${error.code ?? 'unknown error'}.`,
            ),
        );
        return;
      }
      try {
        relay ??= openRelay(smtpUrl);
        await (await relay).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await failed(row.id, error);
      }
    },
  };
}
