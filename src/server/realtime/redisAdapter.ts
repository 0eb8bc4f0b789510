import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { RedisConnections } from '../redis/connections';

/**
 * With REDIS_URL set, rooms are shared by every server instance through Redis pub/sub (DESIGN §4): an emit on one
 * instance reaches sockets connected to any other. Two clients (publisher, subscriber) are connected before the
 * server starts listening. Their channels carry the installation's prefix, so another installation sharing the
 * Redis hears none of them. Returns what closes them; call it after the socket.io server has closed.
 */
export function installRedisAdapter(
  app: FastifyInstance,
  io: Server,
  redis: RedisConnections,
): () => Promise<void> {
  // Connected in onReady, as the rate limits' client is, so a Redis that cannot be reached fails the start.
  const pubClient = redis.open('realtime');
  const subClient = redis.open('realtime');

  app.addHook('onReady', async () => {
    const [{ createAdapter }] = await Promise.all([
      import('@socket.io/redis-adapter'),
      pubClient.connect(),
      subClient.connect(),
    ]);
    io.adapter(createAdapter(pubClient, subClient, { key: redis.name('socket.io') }));
    app.log.info('realtime rooms are shared through Redis');
  });
  return async () => {
    await Promise.all([pubClient, subClient].map((client) => redis.close(client)));
  };
}
