import { z } from 'zod';
import { MAIL } from '../constants';
import { storedFileSchema } from './files';
import { okReply } from './reply';
import { richText } from './richText';

const id = z.string().min(1).max(64);

export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

/**
 * Who a message is addressed to (issue 34): a person, a whole course (its members when it is sent), or a course's
 * teachers (its owner and co-teachers).
 */
export const mailAddressSchema = z.object({
  kind: z.enum(['user', 'course', 'courseTeachers']),
  id,
});
export type MailAddress = z.infer<typeof mailAddressSchema>;

const addresses = (label: string) =>
  z
    .array(mailAddressSchema)
    .max(MAIL.maxAddresses, `${label}: at most ${MAIL.maxAddresses} recipients.`)
    .default([])
    .meta({ title: label });

/** What a draft or a message being sent says: a draft may be empty; sending checks recipients and subject. */
export const mailDraftBody = z.object({
  /** The draft this saves over (or sends); a new draft without one. */
  draftId: id.optional(),
  to: addresses('To'),
  cc: addresses('Cc'),
  subject: z
    .string()
    .trim()
    .max(MAIL.subjectMaxChars, `Subject: at most ${MAIL.subjectMaxChars} characters.`)
    .default('')
    .meta({ title: 'Subject' }),
  body: richText(MAIL.bodyMaxChars).default('').meta({ title: 'Message' }),
  attachmentIds: z
    .array(id)
    .max(MAIL.maxAttachments, `Attachments: at most ${MAIL.maxAttachments} files.`)
    .default([])
    .meta({ title: 'Attachments' }),
  inReplyToId: id.optional(),
  forwardedFromId: id.optional(),
});
export type MailDraftInput = z.input<typeof mailDraftBody>;
export type MailDraft = z.output<typeof mailDraftBody>;

export const mailListQuery = z.object({
  folder: z.enum(MAIL_FOLDERS).default('inbox'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Words found in the sender's name, the subject or the text. */
  q: z.string().trim().max(200).default(''),
});
export const mailSearchQuery = z.object({ q: z.string().trim().max(200).default('') });
export const messageParams = z.object({ messageId: id });
export const messageIdBody = z.object({ messageId: id });
export const mailSettingsBody = z.object({ emailCopy: z.boolean() });

const person = z.object({ _id: z.string(), username: z.string(), fullName: z.string() });
export type MailPerson = z.infer<typeof person>;

/** An address as shown: what it names, in words. */
export const shownAddressSchema = mailAddressSchema.extend({ name: z.string() });
export type ShownAddress = z.infer<typeof shownAddressSchema>;

/** A line of a folder's list. */
export const mailSummarySchema = z.object({
  _id: z.string(),
  folder: z.enum(MAIL_FOLDERS),
  sender: person,
  /** The addresses as the sender wrote them (To then Cc). */
  to: z.array(shownAddressSchema),
  subject: z.string(),
  /** The start of the text, plain. */
  preview: z.string(),
  hasAttachments: z.boolean(),
  /** When it was sent; a draft's last save. */
  date: z.string(),
  /** Whether the caller has read it (their own sent mail and drafts count as read). */
  read: z.boolean(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailMessageSchema = mailSummarySchema.extend({
  cc: z.array(shownAddressSchema),
  /** Sanitised HTML. */
  body: z.string(),
  attachments: z.array(storedFileSchema),
  inReplyToId: z.string().nullable(),
  forwardedFromId: z.string().nullable(),
  sent: z.boolean(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailPageSchema = z.object({
  messages: z.array(mailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MailPage = z.infer<typeof mailPageSchema>;

export const mailFolderCountsSchema = z.object({
  inbox: z.object({ total: z.number().int(), unread: z.number().int() }),
  sent: z.object({ total: z.number().int() }),
  drafts: z.object({ total: z.number().int() }),
  trash: z.object({ total: z.number().int(), unread: z.number().int() }),
});
export type MailFolderCounts = z.infer<typeof mailFolderCountsSchema>;

export const mailRecipientChoicesSchema = z.object({
  people: z.array(person.extend({ role: z.enum(['teacher', 'student']) })),
  courses: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type MailRecipientChoices = z.infer<typeof mailRecipientChoicesSchema>;

export const mailPageReply = okReply({ data: mailPageSchema });
export const mailMessageReply = okReply({ data: mailMessageSchema });
export const mailFolderCountsReply = okReply({ data: mailFolderCountsSchema });
export const mailUnreadReply = okReply({ data: z.object({ unread: z.number().int() }) });
export const mailSentReply = okReply({ data: z.object({ _id: z.string(), recipients: z.number().int() }) });
export const mailDraftReply = okReply({ data: z.object({ _id: z.string() }) });
export const mailRecipientChoicesReply = okReply({ data: mailRecipientChoicesSchema });
export const mailSettingsReply = okReply({ data: mailSettingsBody });

/** The live event a recipient's sockets receive when mail arrives (after the commit). */
export interface MailArrivedEvent {
  messageId: string;
}
