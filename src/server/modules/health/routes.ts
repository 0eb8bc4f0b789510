import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../../core/constants';
import { healthCalls } from '../../../core/contracts/health';
import { serve } from '../../platform/serveContract';

/** Liveness and readiness for load balancers: answers 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  serve(app, healthCalls.check, async ({ reply }) => {
    try {
      await app.database.ping();
      return { code: 0, msg: 'ok', version: APP_VERSION, database: app.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ code: 503, msg: 'The database is not answering.' });
    }
  });
}
