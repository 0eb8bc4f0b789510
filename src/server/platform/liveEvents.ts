import { userRoom } from './rooms';

/**
 * What a service may cause on the realtime channel (DESIGN §4). A service never sends one itself: it queues it
 * on its transaction (`tx.afterCommit`, platform/transaction.ts) and `deliverLiveEvents` (realtime/) sends it once the change
 * has committed, on every server instance (the Redis adapter carries each call to the others).
 */
export type LiveEvent =
  /** `event` with `payload` to every socket in any of `rooms`. */
  | { kind: 'emit'; rooms: readonly string[]; event: string; payload: unknown }
  /** The sockets in any of `of` (a user's room, or a room that is closing) leave `rooms`: access was lost. */
  | { kind: 'leave'; of: readonly string[]; rooms: readonly string[] }
  /**
   * Sockets are disconnected and told not to reconnect by themselves: the web client renews its session first,
   * which fails for an ended session and otherwise connects again as the user now is (socket.ts).
   */
  | { kind: 'disconnect'; target: SocketTarget }
  /**
   * What a user's sessions may do changed, but their sockets may stay (they read it again themselves): every
   * instance only forgets the sessions it had checked (http/sessionCache.ts).
   */
  | { kind: 'sessionsChanged'; target: { userId: string } };

export type SocketTarget = { sessionId: string } | { userId: string; exceptSessionId?: string };

export const emitTo = (rooms: string | readonly string[], event: string, payload: unknown): LiveEvent => ({
  kind: 'emit',
  rooms: typeof rooms === 'string' ? [rooms] : rooms,
  event,
  payload,
});

/** The users' sockets leave these rooms (they lost access to what the rooms carry). */
export const usersLeave = (userIds: readonly string[], rooms: readonly string[]): LiveEvent => ({
  kind: 'leave',
  of: userIds.map(userRoom),
  rooms,
});

/** Every socket leaves these rooms (what they carry is gone, or nobody may follow it any more). */
export const roomsClose = (rooms: readonly string[]): LiveEvent => ({ kind: 'leave', of: rooms, rooms });

/** Ended sign-in sessions (sign-out, password change or reset, a disabled account): their sockets close. */
export const sessionsEnd = (target: SocketTarget): LiveEvent => ({ kind: 'disconnect', target });

/**
 * A user's sockets sign in again: their handshake fixed who they were (an admin may join any course room), and
 * that changed. Reconnected, they rejoin only the rooms they may now join.
 */
export const socketsSignInAgain = (userId: string): LiveEvent => ({ kind: 'disconnect', target: { userId } });

/** The user's sessions are checked afresh on their next request (a teacher's approval changed). */
export const sessionsChanged = (userId: string): LiveEvent => ({
  kind: 'sessionsChanged',
  target: { userId },
});

/**
 * Where committed events go: the realtime server, on every instance (realtime/server.ts). Services never call it:
 * they queue their events with `tx.afterCommit` and `inTransaction` sends them after the commit (transaction.ts).
 */
export interface LiveEventSink {
  send(events: readonly LiveEvent[]): Promise<void>;
  /**
   * The users who have a socket in a room right now, on every instance. If the instances cannot be asked,
   * nobody counts as present: a notification too many is better than one missing.
   */
  usersIn(room: string): Promise<Set<string>>;
}
