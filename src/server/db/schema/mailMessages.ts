import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailAddress } from '../../../core/schemas/mail';
import { createdAt, id } from './columns';
import { files } from './files';
import { users } from './users';

/**
 * Internal mail (issue 34): one row per message, written by its sender. `body` is the sanitised HTML and `bodyText`
 * its plain text, which search reads. `to` and `cc` keep the addresses as the sender wrote them (a person, a
 * course, a course's teachers); who received it is `mail_recipients`. Until `sentAt` it is a draft. The sender's
 * own copy lives here too: `senderFolder` (sent, drafts or trash) and `senderRemoved` (deleted from the trash).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    to: jsonb('to').$type<MailAddress[]>().notNull().default([]),
    cc: jsonb('cc').$type<MailAddress[]>().notNull().default([]),
    inReplyToId: text('in_reply_to_id'),
    forwardedFromId: text('forwarded_from_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    senderFolder: text('sender_folder', { enum: ['sent', 'drafts', 'trash'] }).notNull(),
    senderRemoved: boolean('sender_removed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_messages_sender_idx').on(t.senderId, t.senderFolder, t.updatedAt),
    index('mail_messages_in_reply_to_idx').on(t.inReplyToId),
    index('mail_messages_forwarded_from_idx').on(t.forwardedFromId),
  ],
);

/** One row per person a sent message reached: To or Cc, in their inbox or trash, read or not, deleted or not. */
export const mailRecipients = pgTable(
  'mail_recipients',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['to', 'cc'] }).notNull(),
    folder: text('folder', { enum: ['inbox', 'trash'] })
      .notNull()
      .default('inbox'),
    readAt: timestamp('read_at', { withTimezone: true }),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('mail_recipients_user_idx').on(t.userId, t.folder, t.readAt),
  ],
);

/** The stored files a message carries; a recipient reads them through the message (modules/mail/attachments.ts). */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index('mail_attachments_file_idx').on(t.fileId)],
);

/** A user's mail settings: whether they want a copy of each internal mail they receive by email. */
export const mailSettings = pgTable('mail_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailCopy: boolean('email_copy').notNull().default(false),
});

export type MailMessageRow = typeof mailMessages.$inferSelect;
