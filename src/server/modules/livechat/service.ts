import { and, eq, isNull } from 'drizzle-orm';
import {
  CHAT_EVENTS,
  type ChatPage,
  type LiveChatEvent,
  type LiveChatMessage,
} from '../../../core/schemas/chat';
import type { Db } from '../../db/client';
import { liveChatMessages } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { recordRemoval } from '../../platform/deletedHistory';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { emitTo, type LiveEvent } from '../../platform/liveEvents';
import { lectureRoom } from '../../platform/rooms';
import { inTransaction } from '../../platform/transaction';
import { keysetPage } from '../chat/keysetPage';
import { isCourseTeacher } from '../chat/membership';
import { chatUser } from '../chat/messages';
import { type ChatUserColumns, presentChatUser, preview } from '../chat/presenter';
import { type LectureAccess, requireLectureAccess } from './access';

type LiveRow = typeof liveChatMessages.$inferSelect;

function presentLiveMessage(row: LiveRow, sender: ChatUserColumns | null): LiveChatMessage {
  const deleted = row.deletedAt !== null;
  return {
    _id: row.id,
    lectureId: row.lectureId,
    sender: sender ? presentChatUser(sender) : null,
    text: deleted ? '' : row.text,
    sendTime: row.sendTime.toISOString(),
    deleted,
  };
}

const liveChatEvent = (event: LiveChatEvent): LiveEvent =>
  emitTo(lectureRoom(event.lectureId), CHAT_EVENTS.liveChat, event);

/** GET getLiveChat/{id}: one page of a lecture's chat (for its members), oldest first, going back from `before`. */
export async function listLiveChat(
  db: Db,
  { lecture }: LectureAccess,
  page: ChatPage,
): Promise<{ messages: LiveChatMessage[]; hasMore: boolean }> {
  return keysetPage(
    db,
    liveChatMessages,
    eq(liveChatMessages.lectureId, lecture.id),
    page,
    presentLiveMessage,
  );
}

/** POST livechat/send: a member writes in the lecture's chat; everyone in the lecture room sees it at once. */
export async function sendLiveMessage(
  ctx: ServiceContext,
  callerId: string,
  { lecture }: LectureAccess,
  text: string,
): Promise<LiveChatMessage> {
  const lectureId = lecture.id;
  const sender = await chatUser(ctx.db, callerId);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(liveChatMessages)
      .values({ lectureId, senderId: callerId, text, sendTime: ctx.clock.now() })
      .returning();
    const message = presentLiveMessage(row!, sender);
    tx.afterCommit(liveChatEvent({ action: 'created', lectureId, message }));
    return message;
  });
}

/** POST livechat/delete: one's own message, or any for a teacher of the course; kept in the deleted history. */
export async function deleteLiveMessage(
  ctx: ServiceContext,
  callerId: string,
  messageId: string,
): Promise<LiveChatMessage> {
  const [message] = await ctx.db
    .select()
    .from(liveChatMessages)
    .where(eq(liveChatMessages.id, messageId))
    .limit(1);
  if (!message) throw notFound('No such message.');
  const { role } = await requireLectureAccess(ctx.db, message.lectureId, callerId, ctx.clock.now());
  if (message.senderId !== callerId && !isCourseTeacher(role))
    throw forbidden('Only its sender or a teacher of the course can delete a message.');
  if (message.deletedAt) throw conflict('This message was already deleted.');
  const sender = await chatUser(ctx.db, message.senderId);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(liveChatMessages)
      .set({ deletedAt: ctx.clock.now() })
      .where(and(eq(liveChatMessages.id, messageId), isNull(liveChatMessages.deletedAt)))
      .returning();
    if (!row) throw conflict('This message was already deleted.');
    await recordRemoval(tx, {
      type: 'liveChatMessage',
      entityId: row.id,
      name: preview(message.text, 60),
      deletedBy: callerId,
      snapshot: message,
    });
    const presented = presentLiveMessage(row, sender);
    tx.afterCommit(liveChatEvent({ action: 'deleted', lectureId: message.lectureId, message: presented }));
    return presented;
  });
}
