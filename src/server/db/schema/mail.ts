import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Every mail the product sends. Without SMTP_URL it stays here for admins (and tests) to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * What each recipient has had of each kind of mail the public can trigger (verification, reset): the last send for
 * the cooldown and a 24-hour window with its count for the daily cap. One row per address and kind, claimed in one
 * statement, so concurrent requests on any number of instances cannot both win.
 */
export const mailRecipientQuotas = pgTable(
  'mail_recipient_quotas',
  {
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    sentInWindow: integer('sent_in_window').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.kind] })],
);
