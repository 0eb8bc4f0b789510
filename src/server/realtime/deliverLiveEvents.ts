import type { FastifyBaseLogger } from 'fastify';
import type { BroadcastOperator, Server } from 'socket.io';
import type { LiveEvent, SocketTarget } from '../platform/liveEvents';
import { sessionRoom, userRoom } from '../platform/rooms';
import type { RoomMemory } from './roomMemory';

/** Emits per slice: a course-wide notice is thousands of emits, and other requests run between slices. */
const EMITS_PER_SLICE = 250;

/**
 * Sends committed events in the order they were queued. Never rejects: the change has committed and its reply
 * must not fail; a failed send is logged, and what it reported stays readable from the database. The emits are
 * remembered first, so that a join that comes too late for one finds it (roomMemory.ts).
 */
export async function deliverLiveEvents(
  io: Server,
  memory: RoomMemory,
  events: readonly LiveEvent[],
  log: FastifyBaseLogger,
): Promise<void> {
  const emits = events.filter((event) => event.kind === 'emit');
  // An emit that could not be remembered (Redis out of reach) is still sent to those in its rooms.
  if (emits.length)
    await memory
      .remember(emits)
      .catch((error: unknown) => log.warn({ err: error }, 'live events not remembered'));
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
