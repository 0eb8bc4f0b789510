import { and, eq } from 'drizzle-orm';
import { mailMessages, mailRecipients } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { unprocessable } from '../../platform/errors';
import { ownCopy } from './mailbox';

/**
 * Moving the caller's own copy of a message (issue 34): to the trash, back out of it (a sent message to Sent, a
 * draft to Drafts, a received one to the inbox), deleted from the trash for good (their copy only: the sender's and
 * the other recipients' copies stay), marked unread. Each touches the caller's copy alone.
 */
const received = (messageId: string, userId: string) =>
  and(eq(mailRecipients.messageId, messageId), eq(mailRecipients.userId, userId));

export async function trashMessage(ctx: ServiceContext, caller: AuthUser, messageId: string) {
  const copy = await ownCopy(ctx.db, caller.id, messageId);
  if (copy.as === 'sender')
    await ctx.db.update(mailMessages).set({ senderFolder: 'trash' }).where(eq(mailMessages.id, messageId));
  else await ctx.db.update(mailRecipients).set({ folder: 'trash' }).where(received(messageId, caller.id));
}

export async function restoreMessage(ctx: ServiceContext, caller: AuthUser, messageId: string) {
  const copy = await ownCopy(ctx.db, caller.id, messageId);
  const inTrash = copy.as === 'sender' ? copy.message.senderFolder === 'trash' : copy.folder === 'trash';
  if (!inTrash) throw unprocessable('This message is not in the trash.');
  if (copy.as === 'sender')
    await ctx.db
      .update(mailMessages)
      .set({ senderFolder: copy.message.sentAt ? 'sent' : 'drafts' })
      .where(eq(mailMessages.id, messageId));
  else await ctx.db.update(mailRecipients).set({ folder: 'inbox' }).where(received(messageId, caller.id));
}

export async function deleteMessage(ctx: ServiceContext, caller: AuthUser, messageId: string) {
  const copy = await ownCopy(ctx.db, caller.id, messageId);
  const inTrash = copy.as === 'sender' ? copy.message.senderFolder === 'trash' : copy.folder === 'trash';
  if (!inTrash) throw unprocessable('Move the message to the trash first; only the trash deletes for good.');
  if (copy.as === 'sender')
    await ctx.db.update(mailMessages).set({ senderRemoved: true }).where(eq(mailMessages.id, messageId));
  else await ctx.db.update(mailRecipients).set({ removed: true }).where(received(messageId, caller.id));
}

export async function markUnread(ctx: ServiceContext, caller: AuthUser, messageId: string) {
  const copy = await ownCopy(ctx.db, caller.id, messageId);
  if (copy.as === 'sender') throw unprocessable('Only mail you received can be marked unread.');
  await ctx.db.update(mailRecipients).set({ readAt: null }).where(received(messageId, caller.id));
}
