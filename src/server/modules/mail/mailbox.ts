import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { MAIL } from '../../../core/constants';
import type { MailFolder, MailFolderCounts, MailMessage, MailPage } from '../../../core/schemas/mail';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  files,
  type MailMessageRow,
  mailAttachments,
  mailMessages,
  mailRecipients,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listFiles } from '../storedFiles/service';
import { personColumns } from '../users/person';
import { addressNames, type MailboxLine, presentLines } from './present';

/**
 * The caller's own copy of a message: as its sender (sent, draft, or in their trash, until they delete it) or as
 * one of its recipients (the same). Anyone else's message does not exist for them: 404, administrators included.
 */
export type OwnCopy =
  | { as: 'sender'; message: MailMessageRow }
  | { as: 'recipient'; message: MailMessageRow; folder: 'inbox' | 'trash'; readAt: Date | null };

export async function ownCopy(db: Db, userId: string, messageId: string): Promise<OwnCopy> {
  const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, messageId)).limit(1);
  if (message && message.senderId === userId && !message.senderRemoved) return { as: 'sender', message };
  if (message?.sentAt) {
    const [copy] = await db
      .select({ folder: mailRecipients.folder, readAt: mailRecipients.readAt })
      .from(mailRecipients)
      .where(
        and(
          eq(mailRecipients.messageId, messageId),
          eq(mailRecipients.userId, userId),
          eq(mailRecipients.removed, false),
        ),
      )
      .limit(1);
    if (copy) return { as: 'recipient', message, ...copy };
  }
  throw notFound('No such message in your mail.');
}

const senderFolderOf = (message: MailMessageRow): MailFolder => message.senderFolder;

/** One source of a folder: the caller's received copies in a folder, or their own messages in one. */
type Source =
  | { kind: 'received'; folder: 'inbox' | 'trash' }
  | { kind: 'own'; folder: 'sent' | 'drafts' | 'trash' };

const SOURCES: Record<MailFolder, Source[]> = {
  inbox: [{ kind: 'received', folder: 'inbox' }],
  sent: [{ kind: 'own', folder: 'sent' }],
  drafts: [{ kind: 'own', folder: 'drafts' }],
  trash: [
    { kind: 'received', folder: 'trash' },
    { kind: 'own', folder: 'trash' },
  ],
};

const searchOf = (q: string): SQL | undefined => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.fullName, pattern),
    ilike(users.username, pattern),
    ilike(mailMessages.subject, pattern),
    ilike(mailMessages.bodyText, pattern),
  );
};

const dateOf = sql`coalesce(${mailMessages.sentAt}, ${mailMessages.updatedAt})`;

async function readSource(db: Db, userId: string, source: Source, q: string, take: number) {
  const columns = { message: mailMessages, sender: personColumns };
  if (source.kind === 'received') {
    const where = and(
      eq(mailRecipients.userId, userId),
      eq(mailRecipients.folder, source.folder),
      eq(mailRecipients.removed, false),
      isNotNull(mailMessages.sentAt),
      searchOf(q),
    );
    const from = () =>
      db
        .select({ ...columns, readAt: mailRecipients.readAt })
        .from(mailRecipients)
        .innerJoin(mailMessages, eq(mailMessages.id, mailRecipients.messageId))
        .innerJoin(users, eq(users.id, mailMessages.senderId));
    const [rows, [total]] = await Promise.all([
      from().where(where).orderBy(desc(dateOf), desc(mailMessages.id)).limit(take),
      db
        .select({ n: count() })
        .from(mailRecipients)
        .innerJoin(mailMessages, eq(mailMessages.id, mailRecipients.messageId))
        .innerJoin(users, eq(users.id, mailMessages.senderId))
        .where(where),
    ]);
    const lines: MailboxLine[] = rows.map((row) => ({
      message: row.message,
      sender: row.sender,
      folder: source.folder,
      read: row.readAt !== null,
    }));
    return { lines, total: total?.n ?? 0 };
  }
  const where = and(
    eq(mailMessages.senderId, userId),
    eq(mailMessages.senderFolder, source.folder),
    eq(mailMessages.senderRemoved, false),
    searchOf(q),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(mailMessages)
      .innerJoin(users, eq(users.id, mailMessages.senderId))
      .where(where)
      .orderBy(desc(dateOf), desc(mailMessages.id))
      .limit(take),
    db
      .select({ n: count() })
      .from(mailMessages)
      .innerJoin(users, eq(users.id, mailMessages.senderId))
      .where(where),
  ]);
  const lines: MailboxLine[] = rows.map((row) => ({ ...row, folder: source.folder, read: true }));
  return { lines, total: total?.n ?? 0 };
}

/**
 * GET /api/v1/mail/list: a folder's page, newest first, optionally only what holds the words in the sender's name,
 * the subject or the text. The trash holds both received and own messages; each source is read up to the end of
 * the page and the two are merged, so paging stays exact.
 */
export async function listFolder(
  db: Db,
  caller: AuthUser,
  query: { folder: MailFolder; page: number; q: string },
): Promise<MailPage> {
  const pageSize = MAIL.pageSize;
  const take = query.page * pageSize;
  const parts = await Promise.all(
    SOURCES[query.folder].map((s) => readSource(db, caller.id, s, query.q, take)),
  );
  const merged = parts
    .flatMap((part) => part.lines)
    .sort((a, b) => {
      const byDate =
        (b.message.sentAt ?? b.message.updatedAt).getTime() -
        (a.message.sentAt ?? a.message.updatedAt).getTime();
      return byDate !== 0 ? byDate : b.message.id.localeCompare(a.message.id);
    })
    .slice(take - pageSize, take);
  return {
    messages: await presentLines(db, merged),
    total: parts.reduce((sum, part) => sum + part.total, 0),
    page: query.page,
    pageSize,
  };
}

/** The caller's unread mail in their inbox: the menu's badge. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailRecipients)
    .innerJoin(mailMessages, eq(mailMessages.id, mailRecipients.messageId))
    .where(
      and(
        eq(mailRecipients.userId, userId),
        eq(mailRecipients.folder, 'inbox'),
        eq(mailRecipients.removed, false),
        isNull(mailRecipients.readAt),
        isNotNull(mailMessages.sentAt),
      ),
    );
  return row?.n ?? 0;
}

/** GET /api/v1/mail/folders: how many messages each folder holds, and how many of the received are unread. */
export async function folderCounts(db: Db, userId: string): Promise<MailFolderCounts> {
  const [received, own] = await Promise.all([
    db
      .select({
        folder: mailRecipients.folder,
        total: count(),
        unread: sql<number>`count(*) filter (where ${mailRecipients.readAt} is null)`.mapWith(Number),
      })
      .from(mailRecipients)
      .where(and(eq(mailRecipients.userId, userId), eq(mailRecipients.removed, false)))
      .groupBy(mailRecipients.folder),
    db
      .select({ folder: mailMessages.senderFolder, total: count() })
      .from(mailMessages)
      .where(and(eq(mailMessages.senderId, userId), eq(mailMessages.senderRemoved, false)))
      .groupBy(mailMessages.senderFolder),
  ]);
  const got = (folder: string) => received.find((row) => row.folder === folder);
  const mine = (folder: string) => own.find((row) => row.folder === folder)?.total ?? 0;
  return {
    inbox: { total: got('inbox')?.total ?? 0, unread: got('inbox')?.unread ?? 0 },
    sent: { total: mine('sent') },
    drafts: { total: mine('drafts') },
    trash: { total: (got('trash')?.total ?? 0) + mine('trash'), unread: got('trash')?.unread ?? 0 },
  };
}

/** The files a message carries that are still stored. */
export async function attachmentsOf(db: Db, messageId: string) {
  const ids = db
    .select({ id: mailAttachments.fileId })
    .from(mailAttachments)
    .where(eq(mailAttachments.messageId, messageId));
  return listFiles(db, inArray(files.id, ids));
}

/** GET /api/v1/mail/message/{messageId}: the caller's copy, whole; opening a received message marks it read. */
export async function readMessage(
  ctx: ServiceContext,
  caller: AuthUser,
  messageId: string,
): Promise<MailMessage> {
  const copy = await ownCopy(ctx.db, caller.id, messageId);
  const { message } = copy;
  if (copy.as === 'recipient' && !copy.readAt)
    await ctx.db
      .update(mailRecipients)
      .set({ readAt: ctx.clock.now() })
      .where(and(eq(mailRecipients.messageId, messageId), eq(mailRecipients.userId, caller.id)));
  const [[sender], name, attachments] = await Promise.all([
    ctx.db.select(personColumns).from(users).where(eq(users.id, message.senderId)),
    addressNames(ctx.db, [...message.to, ...message.cc]),
    attachmentsOf(ctx.db, message.id),
  ]);
  const [summary] = await presentLines(ctx.db, [
    {
      message,
      sender: sender!,
      folder: copy.as === 'sender' ? senderFolderOf(message) : copy.folder,
      read: true,
    },
  ]);
  return {
    ...summary!,
    to: message.to.map(name),
    cc: message.cc.map(name),
    body: message.body,
    attachments,
    inReplyToId: message.inReplyToId,
    forwardedFromId: message.forwardedFromId,
    sent: message.sentAt !== null,
  };
}
