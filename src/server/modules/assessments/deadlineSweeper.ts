import type { FastifyInstance } from 'fastify';
import { ASSESSMENT } from '../../../core/constants';
import type { ServiceContext } from '../../platform/context';
import { startSweeper } from '../../platform/sweeper';
import { closeOverdue } from './closing';

/**
 * Hands in, as the deadline, every open attempt whose time (with the grace) has run out (issue 15: "at the deadline
 * the server submits the attempt even when the browser is gone"). Each is closed by a conditional UPDATE, so running
 * it twice, or on several server instances at once, closes each attempt once. Answers how many it closed.
 */
export function sweepOverdueAttempts(ctx: Pick<ServiceContext, 'db' | 'events' | 'clock'>): Promise<number> {
  return closeOverdue(ctx, ctx.clock.now());
}

/** Hands in overdue attempts every `ASSESSMENT.deadlineSweepMs` while the app runs. */
export const startDeadlineSweeper = (app: FastifyInstance) =>
  startSweeper(app, ASSESSMENT.deadlineSweepMs, sweepOverdueAttempts, 'handing in overdue attempts failed');
