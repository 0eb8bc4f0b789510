import { CHAT_EVENTS, type ChatEvent, type ChatListEvent } from '../../../core/schemas/chat';
import { emitTo, type LiveEvent } from '../../platform/liveEvents';
import { chatRoom, userRoom } from '../../platform/rooms';

/** What happened to a message, for room `chat:<id>`. Queue it with `tx.afterCommit`. */
export const chatEvent = (event: ChatEvent): LiveEvent =>
  emitTo(chatRoom(event.chatListId), CHAT_EVENTS.chat, event);

/** Tells members that their chat list of a course changed, wherever they are in the app. Queue it likewise. */
export const chatListEvent = (userIds: readonly string[], event: ChatListEvent): LiveEvent =>
  emitTo(userIds.map(userRoom), CHAT_EVENTS.chatList, event);
