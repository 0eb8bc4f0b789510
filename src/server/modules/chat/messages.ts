import { and, eq, inArray, isNull } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import type { ChatMessage, ChatPage } from '../../../core/schemas/chat';
import type { Db } from '../../db/client';
import { chatGroupMembers, chatGroups, chatMessages, notifications, users } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { recordRemoval } from '../../platform/deletedHistory';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { chatRoom } from '../../platform/rooms';
import { inTransaction } from '../../platform/transaction';
import { notify } from '../notifications/notify';
import { chatEvent, chatListEvent } from './events';
import { keysetPage } from './keysetPage';
import { activeChatMemberIds, type ChatAccess, isCourseTeacher, requireChatMember } from './membership';
import { type ChatUserColumns, chatUserColumns, presentMessage, preview } from './presenter';

const chatLink = (courseId: string, chatListId: string) => `/personalchat/${courseId}/${chatListId}`;

/** The person a chat shows as a message's sender; null for none, or one who is gone. */
export async function chatUser(db: Db, userId: string | null): Promise<ChatUserColumns | null> {
  if (!userId) return null;
  const [row] = await db.select(chatUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

async function markRead(db: Db, chatListId: string, userId: string, at: Date) {
  await db
    .update(chatGroupMembers)
    .set({ lastReadAt: at })
    .where(and(eq(chatGroupMembers.groupId, chatListId), eq(chatGroupMembers.userId, userId)));
}

/**
 * GET chatMgs/{courseId}/{chatListId}: one page of a chat the caller is a member of, oldest first, going back from
 * `before`; 404 when the chat is not of that course. Reading the newest page marks the chat read for the caller.
 */
export async function listMessages(
  db: Db,
  callerId: string,
  { group }: ChatAccess,
  courseId: string,
  page: ChatPage,
  now: Date,
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  if (group.courseId !== courseId) throw notFound('No such chat in this course.');
  const result = await keysetPage(db, chatMessages, eq(chatMessages.groupId, group.id), page, presentMessage);
  if (!page.before) await markRead(db, group.id, callerId, now);
  return result;
}

/** POST markRead: the caller, a member of the chat, has seen everything in it up to now. */
export async function markChatRead(
  db: Db,
  callerId: string,
  { group }: ChatAccess,
  now: Date,
): Promise<void> {
  await markRead(db, group.id, callerId, now);
}

/**
 * Of the members who are away, those who already have an unread notification about this chat are left out:
 * one notice says "there is news here"; ten messages do not make ten notices.
 */
async function withoutUnreadNotice(tx: Db, userIds: string[], chatListId: string): Promise<string[]> {
  if (!userIds.length) return [];
  const noticed = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.refType, 'chat'),
        eq(notifications.refId, chatListId),
        eq(notifications.flag, true),
        isNull(notifications.removedAt),
      ),
    );
  const skip = new Set(noticed.map((n) => n.userId));
  return userIds.filter((id) => !skip.has(id));
}

/**
 * POST send: the caller, a member of the chat, writes in it. Stores the message, then tells the chat room, the
 * members' chat lists, and members who are away (no socket in the chat room) through a stored notification that
 * links to the chat.
 */
export async function sendMessage(
  ctx: ServiceContext,
  callerId: string,
  { group, course }: ChatAccess,
  text: string,
): Promise<ChatMessage> {
  const chatListId = group.id;
  const sender = await chatUser(ctx.db, callerId);
  const present = await ctx.events.usersIn(chatRoom(chatListId));
  const sendTime = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ groupId: chatListId, senderId: callerId, text, sendTime })
      .returning();
    await tx.update(chatGroups).set({ updatedAt: sendTime }).where(eq(chatGroups.id, chatListId));
    // Writing in a chat means having read it.
    await markRead(tx, chatListId, callerId, sendTime);
    const message = presentMessage(row!, sender);
    tx.afterCommit(chatEvent({ action: 'created', chatListId, message }));
    const memberIds = await activeChatMemberIds(tx, chatListId, course);
    const away = memberIds.filter((id) => id !== callerId && !present.has(id));
    const senderName = sender ? personName(sender) : 'Someone';
    await notify(tx, await withoutUnreadNotice(tx, away, chatListId), {
      type: 'notification',
      title:
        group.kind === 'personal' ? `${senderName} sent you a message` : `${senderName} in ${group.name}`,
      message: preview(text),
      link: chatLink(course.id, chatListId),
      refType: 'chat',
      refId: chatListId,
      courseId: course.id,
      senderId: callerId,
    });
    tx.afterCommit(chatListEvent(memberIds, { action: 'message', courseId: course.id, chatListId }));
    return message;
  });
}

/** A message and the caller's access to its chat: 404 unknown, 403 not in the chat, 409 already deleted. */
async function requireLiveMessage(db: Db, messageId: string, callerId: string) {
  const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
  if (!message) throw notFound('No such message.');
  const access = await requireChatMember(db, message.groupId, callerId);
  return { message, access };
}

/** SPEC §3 background notification, so that open chat pages of the other members refresh (SPEC §4). */
function backgroundNotice(access: ChatAccess, callerId: string, refType: 'chat_change' | 'chat_delete') {
  return {
    type: 'background' as const,
    title: refType === 'chat_change' ? 'A chat message was changed' : 'A chat message was deleted',
    message: '',
    link: chatLink(access.course.id, access.group.id),
    refType,
    refId: access.group.id,
    courseId: access.course.id,
    senderId: callerId,
  };
}

/** POST edit: one's own message only; it is marked edited. */
export async function editMessage(
  ctx: ServiceContext,
  callerId: string,
  messageId: string,
  text: string,
): Promise<ChatMessage> {
  const { message, access } = await requireLiveMessage(ctx.db, messageId, callerId);
  if (message.senderId !== callerId) throw forbidden('You can only edit your own messages.');
  if (message.deletedAt) throw conflict('This message was deleted.');
  const sender = await chatUser(ctx.db, callerId);
  if (message.text === text) return presentMessage(message, sender);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set({ text, editedAt: ctx.clock.now() })
      .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
      .returning();
    if (!row) throw conflict('This message was deleted.');
    const presented = presentMessage(row, sender);
    tx.afterCommit(chatEvent({ action: 'changed', chatListId: access.group.id, message: presented }));
    const memberIds = await activeChatMemberIds(tx, access.group.id, access.course);
    await notify(tx, memberIds, backgroundNotice(access, callerId, 'chat_change'));
    return presented;
  });
}

/**
 * POST delete: one's own message, or any message for a teacher of the course in the chat. The message stays as a
 * tombstone; its text is kept in the deleted history.
 */
export async function deleteMessage(
  ctx: ServiceContext,
  callerId: string,
  messageId: string,
): Promise<ChatMessage> {
  const { message, access } = await requireLiveMessage(ctx.db, messageId, callerId);
  if (message.senderId !== callerId && !isCourseTeacher(access.courseRole))
    throw forbidden('Only its sender or a teacher of the course can delete a message.');
  if (message.deletedAt) throw conflict('This message was already deleted.');
  const sender = await chatUser(ctx.db, message.senderId);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set({ deletedAt: ctx.clock.now() })
      .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
      .returning();
    if (!row) throw conflict('This message was already deleted.');
    await recordRemoval(tx, {
      type: 'chatMessage',
      entityId: row.id,
      name: preview(message.text, 60),
      deletedBy: callerId,
      snapshot: message,
    });
    const presented = presentMessage(row, sender);
    tx.afterCommit(chatEvent({ action: 'deleted', chatListId: access.group.id, message: presented }));
    const memberIds = await activeChatMemberIds(tx, access.group.id, access.course);
    await notify(tx, memberIds, backgroundNotice(access, callerId, 'chat_delete'));
    tx.afterCommit(
      chatListEvent(memberIds, {
        action: 'message',
        courseId: access.course.id,
        chatListId: access.group.id,
      }),
    );
    return presented;
  });
}
