import type { FastifyBaseLogger } from 'fastify';
import type { BroadcastOperator, Server } from 'socket.io';
import { sessionRoom, userRoom } from './rooms';

/**
 * What a service may cause on the realtime channel (DESIGN §4). A service never sends one itself: it queues it
 * on its transaction (`tx.afterCommit`, context/transaction.ts) and `deliverLiveEvents` sends it once the change
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

/** Emits per slice: a course-wide notice is thousands of emits, and other requests run between slices. */
const EMITS_PER_SLICE = 250;

/**
 * Sends committed events in the order they were queued. Never rejects: the change has committed and its reply
 * must not fail; a failed send is logged, and what it reported stays readable from the database.
 */
export async function deliverLiveEvents(
  io: Server,
  events: readonly LiveEvent[],
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    for (const [index, event] of events.entries()) {
      if (event.kind === 'emit') {
        if (event.rooms.length) io.to([...event.rooms]).emit(event.event, event.payload);
      } else if (event.kind === 'leave') {
        if (event.of.length && event.rooms.length)
          hereThenEverywhere(io.in([...event.of]), (sockets) => sockets.socketsLeave([...event.rooms]));
      } else if (event.kind === 'disconnect') {
        hereThenEverywhere(socketsOf(io, event.target), (sockets) => sockets.disconnectSockets(true));
      }
      if ((index + 1) % EMITS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    log.error({ err: error }, 'live event delivery failed');
  }
}

type Sockets = BroadcastOperator<Record<string, never>, unknown>;

function socketsOf(io: Server, target: SocketTarget): Sockets {
  if ('sessionId' in target) return io.in(sessionRoom(target.sessionId));
  const all = io.in(userRoom(target.userId));
  return target.exceptSessionId ? all.except(sessionRoom(target.exceptSessionId)) : all;
}

/**
 * The Redis adapter applies a cluster-wide leave or disconnect on this instance too, but only once its request
 * has come back from Redis, and an emit sent from here meanwhile would still reach those sockets. So it is
 * applied here at once, then everywhere (on this instance the second finds nothing left to do).
 */
function hereThenEverywhere(sockets: Sockets, apply: (sockets: Sockets) => void) {
  apply(sockets.local);
  apply(sockets);
}
