import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../../core/constants';
import { healthCalls } from '../../../core/contracts/health';
import { serve } from '../../platform/serveContract';

/**
 * `/healthz`, the balancer's readiness check: 200 only when the database answers and, with REDIS_URL, every Redis
 * connection is up. An instance that cannot reach Redis still serves correctly (it checks sessions in the database)
 * but does not hear the other instances' realtime events, so it answers 503 degraded to be taken out of rotation
 * until it reconnects by itself. `/livez`, for restarts: 200 while the process answers, as a restart mends neither.
 */
export async function healthRoutes(app: FastifyInstance) {
  serve(app, healthCalls.check, async ({ reply }) => {
    try {
      await app.database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ code: 503, msg: 'The database is not answering.' });
    }
    const about = { version: APP_VERSION, database: app.database.kind };
    if (!app.redis) return { code: 0, msg: 'ok', status: 'ready', ...about };
    if (app.redis.up) return { code: 0, msg: 'ok', status: 'ready', ...about, redis: 'up' };
    return reply.status(503).send({
      code: 503,
      msg: 'This instance cannot reach Redis, so it misses what the other instances send: it reconnects by itself.',
      status: 'degraded',
      ...about,
      redis: 'down',
    });
  });
  serve(app, healthCalls.live, async () => ({ code: 0, msg: 'ok', version: APP_VERSION }));
}
