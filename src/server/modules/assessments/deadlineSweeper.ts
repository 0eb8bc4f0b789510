import type { FastifyInstance } from 'fastify';
import { ASSESSMENT } from '../../../core/constants';
import type { ServiceContext } from '../../platform/context';
import { closeOverdue } from './closing';

/**
 * Hands in, as the deadline, every open attempt whose time (with the grace) has run out (issue 15: "at the deadline
 * the server submits the attempt even when the browser is gone"). Each is closed by a conditional UPDATE, so running
 * it twice, or on several server instances at once, closes each attempt once. Answers how many it closed.
 */
export function sweepOverdueAttempts(ctx: Pick<ServiceContext, 'db' | 'events' | 'clock'>): Promise<number> {
  return closeOverdue(ctx, ctx.clock.now());
}

/**
 * Runs the sweep every `ASSESSMENT.deadlineSweepMs` while the app runs, one sweep at a time; closing the app stops it
 * and waits for a sweep under way. A failed sweep is logged and the next one tries again.
 */
export function startDeadlineSweeper(app: FastifyInstance) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepOverdueAttempts(app.ctx)
      .catch((error: unknown) => app.log.error({ err: error }, 'handing in overdue attempts failed'))
      .finally(() => {
        running = undefined;
      });
  }, ASSESSMENT.deadlineSweepMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
