import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { closeRedis } from '../redis/closeRedis';

/**
 * Registers @fastify/rate-limit for the routes that set `config.rateLimit`. With REDIS_URL the counters live in
 * Redis, so a limit holds across every instance behind the balancer; without it each process counts in memory.
 * The connection is made before the server listens and closed with the app.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  const url = app.config.redisUrl;
  const redis = url
    ? // Commands fail at once while Redis is away rather than queueing behind reconnects and holding requests.
      new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error: unknown) =>
      app.log.error({ err: error }, 'redis (rate limits) connection error'),
    );
    app.addHook('onReady', async () => {
      await redis.connect();
    });
    app.addHook('onClose', () => closeRedis(redis));
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'lms:rate-limit:',
    // A Redis outage lets requests through (logged above) instead of refusing every sign-in; the failed sign-in
    // and mail limits are counted in the database and still hold.
    skipOnError: true,
  });
}
