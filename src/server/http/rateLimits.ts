import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Registers @fastify/rate-limit for the routes that set `config.rateLimit`. With REDIS_URL the counters live in
 * Redis under the installation's prefix, so a limit holds across every instance behind the balancer and no other
 * installation on the same Redis spends it; without it each process counts in memory. The connection is made before
 * the server listens and closed with the app.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  const redis = app.redis;
  // Commands fail at once while Redis is away rather than queueing behind reconnects and holding requests.
  const client = redis?.open('rate limits', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  if (redis && client) {
    app.addHook('onReady', async () => {
      await client.connect();
    });
    app.addHook('onClose', () => redis.close(client));
  }
  await app.register(rateLimit, {
    global: false,
    redis: client,
    nameSpace: redis?.name('rate-limit:'),
    // A Redis outage lets requests through (its connection errors are logged) instead of refusing every sign-in; the failed sign-in
    // and mail limits are counted in the database and still hold.
    skipOnError: true,
  });
}
