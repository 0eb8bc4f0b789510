import type { FastifyInstance } from 'fastify';
import type { RedisConnections } from '../redis/connections';
import {
  byRoom,
  RECALL_MS,
  RECALLED_PER_ROOM,
  type RememberedEvent,
  type RoomMemory,
  recallOf,
} from './roomMemory';

/** A command that cannot be answered soon fails: a change's reply never waits on the memory of its events. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * The room memory every instance shares through Redis: an emit sent on one instance is recalled by a join on
 * another. Each room is a list that expires with its last emit. The time the memory began is a key of its own:
 * Redis keeps nothing on disk, and after its restart a join is told it cannot vouch for what came before.
 */
export function redisRoomMemory(app: FastifyInstance, redis: RedisConnections): RoomMemory {
  const client = redis.open('room memory', {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  const sinceKey = redis.name('recent:since');
  const roomKey = (room: string) => redis.name(`recent:${room}`);
  const now = Date.now;
  app.addHook('onReady', async () => {
    await client.connect();
    await client.set(sinceKey, String(now()), 'NX');
  });

  return {
    async remember(emits) {
      const at = now();
      const rooms = byRoom(emits, at);
      if (!rooms.size) return;
      const batch = client.multi();
      for (const [room, added] of rooms) {
        const key = roomKey(room);
        batch.rpush(key, ...added.map((entry) => JSON.stringify(entry)));
        batch.ltrim(key, -RECALLED_PER_ROOM, -1);
        batch.pexpire(key, RECALL_MS);
      }
      await batch.exec();
    },
    async recall(room) {
      const replies = await client.multi().get(sinceKey).lrange(roomKey(room), 0, -1).exec();
      const [[sinceError, since], [keptError, kept]] = (replies ?? [
        [null, null],
        [null, []],
      ]) as [[Error | null, string | null], [Error | null, string[]]];
      if (sinceError || keptError) throw sinceError ?? keptError;
      const at = now();
      // Redis restarted: what came before is gone, and the memory begins again now.
      if (since === null) await client.set(sinceKey, String(at), 'NX');
      return recallOf(
        kept.map((entry) => JSON.parse(entry) as RememberedEvent),
        at,
        since === null ? at : Number(since),
      );
    },
    close: () => redis.close(client),
  };
}
