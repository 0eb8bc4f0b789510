import type { FastifyInstance } from 'fastify';
import { statisticCalls as calls } from '../../../core/contracts/statistics';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { courseAggregate, courseStatistics } from './service';

/** SPEC §7 statistics calls (core/contracts/statistics.ts). */
export async function statisticRoutes(app: FastifyInstance) {
  serve(app, calls.courseAggregate, async ({ ctx, resolved }) =>
    ok(await courseAggregate(ctx.db, resolved, ctx.clock.now())),
  );
  serve(app, calls.courseStatistic, async ({ ctx, caller, params }) =>
    ok(await courseStatistics(ctx.db, caller, params.courseIds, ctx.clock.now())),
  );
}
