import type { FastifyInstance } from 'fastify';
import { gradebookCalls as calls } from '../../../core/contracts/gradebook';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { courseBook, studentBook } from './book';
import { exportBook } from './export';
import { tracking } from './tracking';
import { saveWeights } from './weights';

/** Issue 35: the gradebook, its weights and export, and /student_tracking. */
export async function gradebookRoutes(app: FastifyInstance) {
  serve(app, calls.book, async ({ ctx, resolved, query }) => {
    const { data, total } = await courseBook(ctx.db, resolved, query, ctx.clock.now());
    return ok(data, { total });
  });
  serve(app, calls.studentRow, async ({ ctx, resolved, params }) => {
    const { data, total } = await studentBook(ctx.db, resolved, params.userId, ctx.clock.now());
    return ok(data, { total });
  });
  serve(app, calls.saveWeights, async ({ ctx, caller, resolved, body }) => {
    const { courseId: _, ...weights } = body;
    await saveWeights(ctx, caller, resolved, weights);
    return ok(undefined, {}, 'The weights are saved: the totals follow them.');
  });
  serve(app, calls.export, async ({ ctx, resolved, query, reply }) => {
    const file = await exportBook(ctx.db, resolved.course.id, query, ctx.clock.now());
    // Every student's marks: kept by no cache on the way.
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
  serve(app, calls.tracking, async ({ ctx, resolved }) =>
    ok(await tracking(ctx.db, resolved, ctx.clock.now())),
  );
}
