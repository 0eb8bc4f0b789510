import type { ChatEvent, ChatListEvent, LiveChatEvent } from '../../../core/schemas/chat';

/**
 * The chat events of core/schemas/chat.ts as they arrive from the socket, checked by shape so that a malformed
 * event is ignored instead of breaking the page.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMessage = (value: unknown) =>
  isRecord(value) &&
  typeof value._id === 'string' &&
  typeof value.text === 'string' &&
  typeof value.sendTime === 'string' &&
  typeof value.deleted === 'boolean';

export function asChatEvent(payload: unknown): ChatEvent | null {
  if (!isRecord(payload) || typeof payload.chatListId !== 'string' || !isMessage(payload.message))
    return null;
  if (!['created', 'changed', 'deleted'].includes(payload.action as string)) return null;
  return payload as unknown as ChatEvent;
}

export function asChatListEvent(payload: unknown): ChatListEvent | null {
  if (!isRecord(payload) || typeof payload.courseId !== 'string' || typeof payload.chatListId !== 'string')
    return null;
  return typeof payload.action === 'string' ? (payload as unknown as ChatListEvent) : null;
}

export function asLiveChatEvent(payload: unknown): LiveChatEvent | null {
  if (!isRecord(payload) || typeof payload.lectureId !== 'string' || !isMessage(payload.message)) return null;
  if (payload.action !== 'created' && payload.action !== 'deleted') return null;
  return payload as unknown as LiveChatEvent;
}
