import type { FastifyInstance } from 'fastify';
import { CHAT_EVENTS, type ChatEvent, type ChatListEvent } from '../../../core/schemas/chat';
import { chatRoom, userRoom } from '../../realtime/server';

/** Emits to room `chat:<id>` what happened to a message. Call only after the change has committed. */
export function emitChatEvent(app: FastifyInstance, event: ChatEvent) {
  app.realtime.toRoom(chatRoom(event.chatListId), CHAT_EVENTS.chat, event);
}

/** Tells members that their chat list of a course changed, wherever they are in the app. After commit only. */
export function emitChatListEvent(app: FastifyInstance, userIds: readonly string[], event: ChatListEvent) {
  app.realtime.toUsers(userIds, CHAT_EVENTS.chatList, event);
}

const USER_ROOM_PREFIX = userRoom('');

/**
 * The users who have a socket in a room right now, on every server instance (the Redis adapter answers for the
 * others). Every socket is in its user's room, which names the user. If the instances cannot be asked, nobody
 * counts as present: a notification too many is better than one missing.
 */
export async function usersInRoom(app: FastifyInstance, room: string): Promise<Set<string>> {
  try {
    const sockets = await app.realtime.io.in(room).fetchSockets();
    const present = new Set<string>();
    for (const socket of sockets)
      for (const joined of socket.rooms)
        if (joined.startsWith(USER_ROOM_PREFIX)) present.add(joined.slice(USER_ROOM_PREFIX.length));
    return present;
  } catch (error) {
    app.log.warn({ err: error, room }, 'could not list the sockets of a room');
    return new Set();
  }
}
