import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { closeRedis } from '../redis/closeRedis';

/**
 * With REDIS_URL set, rooms are shared by every server instance through Redis pub/sub (DESIGN §4): an emit on one
 * instance reaches sockets connected to any other. Two clients (publisher, subscriber) are connected before the
 * server starts listening. Returns what closes them; call it after the socket.io server has closed.
 */
export function installRedisAdapter(app: FastifyInstance, io: Server, url: string): () => Promise<void> {
  // Connected in onReady, as the rate limits' client is, so a Redis that cannot be reached fails the start.
  const pubClient = new Redis(url, { lazyConnect: true });
  const subClient = pubClient.duplicate();
  for (const client of [pubClient, subClient])
    client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis connection error'));

  app.addHook('onReady', async () => {
    await Promise.all([pubClient.connect(), subClient.connect()]);
    io.adapter(createAdapter(pubClient, subClient));
    app.log.info('realtime rooms are shared through Redis');
  });
  return async () => {
    await Promise.all([pubClient, subClient].map(closeRedis));
  };
}
