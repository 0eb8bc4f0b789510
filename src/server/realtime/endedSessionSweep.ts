import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { liveSessionIds } from '../modules/accounts/liveSessionUser';
import { SESSION_CACHE_TTL_MS } from '../modules/accounts/sessionCache';
import type { RedisConnections } from '../redis/connections';

/**
 * An ended session's sockets are closed on every instance through Redis. While this instance cannot hear the others,
 * a sign-out or a disabled account there cannot close the session's sockets here: so every SESSION_CACHE_TTL_MS,
 * and once more when Redis is back (what was said meanwhile is lost for good), the sessions of this instance's
 * sockets are looked up in the database and the sockets of those that ended are closed.
 */
export function sweepEndedSessionsWhileDeaf(app: FastifyInstance, io: Server, redis: RedisConnections): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const sockets = await io.local.fetchSockets();
      const live = await liveSessionIds(app.db, [...new Set(sockets.map((s) => s.data.user.sessionId))]);
      for (const socket of sockets) if (!live.has(socket.data.user.sessionId)) socket.disconnect(true);
    } catch (error) {
      app.log.warn({ err: error }, 'could not check the sessions of this instance’s sockets');
    }
  };
  redis.watch((up) => {
    clearInterval(timer);
    timer = up ? undefined : setInterval(() => void sweep(), SESSION_CACHE_TTL_MS).unref();
    if (up) void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
