import type { RoomRecall } from '../../core/schemas/realtimeNames';
import { joinedByPublish } from '../platform/rooms';

/**
 * What each room a client joins was sent lately (issue 40), so that a join can answer with it (RoomRecall). Long
 * enough for a page's read before its join and for a short loss of the connection; a page away longer reads again.
 */
export const RECALL_MS = 60_000;
/** A busier room keeps its latest: its horizon is then its oldest kept event. */
export const RECALLED_PER_ROOM = 50;

/** One emit as remembered. */
export interface RememberedEvent {
  at: number;
  event: string;
  payload: unknown;
}

export interface RoomMemory {
  /** Keeps what these emits send to rooms a client joins. Resolves once a join anywhere would find them. */
  remember(emits: readonly { rooms: readonly string[]; event: string; payload: unknown }[]): Promise<void>;
  recall(room: string): Promise<RoomRecall>;
  close(): Promise<void>;
}

/** Each remembered emit with its time, by room; emits to no room a client joins are left out. */
export function byRoom(
  emits: readonly { rooms: readonly string[]; event: string; payload: unknown }[],
  now: number,
): Map<string, RememberedEvent[]> {
  const rooms = new Map<string, RememberedEvent[]>();
  for (const { rooms: to, event, payload } of emits) {
    const joined = to.filter(joinedByPublish);
    if (!joined.length) continue;
    const remembered = { at: now, event, payload };
    for (const room of joined) {
      const list = rooms.get(room);
      if (list) list.push(remembered);
      else rooms.set(room, [remembered]);
    }
  }
  return rooms;
}

/**
 * The recall of a room from what was kept of it, oldest first. `since` is when the memory began: after a restart
 * the server cannot vouch for what came before.
 */
export function recallOf(kept: readonly RememberedEvent[], now: number, since: number): RoomRecall {
  const fresh = kept.filter((entry) => now - entry.at < RECALL_MS);
  const full = kept.length >= RECALLED_PER_ROOM;
  const horizon = Math.min(RECALL_MS, now - since, full && fresh[0] ? now - fresh[0].at : RECALL_MS);
  return {
    horizonMs: Math.max(0, horizon),
    events: fresh.map(({ at, event, payload }) => ({ agoMs: Math.max(0, now - at), event, payload })),
  };
}

/** One instance's memory, for a server without Redis. */
export function localRoomMemory(now: () => number = () => Date.now()): RoomMemory {
  const since = now();
  const rooms = new Map<string, RememberedEvent[]>();
  // Rooms nobody sends to any more are forgotten, not only trimmed on their next emit.
  const sweep = setInterval(() => {
    const at = now();
    for (const [room, kept] of rooms) if (at - (kept.at(-1)?.at ?? 0) >= RECALL_MS) rooms.delete(room);
  }, RECALL_MS).unref();
  return {
    async remember(emits) {
      const at = now();
      for (const [room, added] of byRoom(emits, at)) {
        const kept = [...(rooms.get(room) ?? []), ...added].filter((entry) => at - entry.at < RECALL_MS);
        rooms.set(room, kept.slice(-RECALLED_PER_ROOM));
      }
    },
    async recall(room) {
      return recallOf(rooms.get(room) ?? [], now(), since);
    },
    async close() {
      clearInterval(sweep);
      rooms.clear();
    },
  };
}
