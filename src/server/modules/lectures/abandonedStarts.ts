import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CLASS_ENTRY } from '../../../core/constants';
import { isAbandoned } from '../../../core/rules/classSitting';
import { courseItems, lectureAttendances } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { startSweeper } from '../../platform/sweeper';
import { inTransaction } from '../../platform/transaction';
import { closeVideoRoom } from './sfu/videoRoom';
import { endIfAbandoned } from './sittings';

/**
 * Issue 37, "a start abandoned ends by itself": every class started whose teacher has not entered within the limit
 * ends as if the teacher had ended it, so the attendance no longer shows it running and the wait pages hear it
 * ended. Each is ended in a transaction of its own that judges it again under a row lock, so running it twice, on
 * several server instances at once, or while the teacher enters, ends each at most once and never a class entered.
 * Answers how many it ended.
 */
export async function endAbandonedStarts(
  ctx: Pick<ServiceContext, 'db' | 'events' | 'clock' | 'config'>,
): Promise<number> {
  const now = ctx.clock.now();
  const opening = await ctx.db
    .select({ sitting: lectureAttendances, courseId: courseItems.courseId })
    .from(lectureAttendances)
    .innerJoin(courseItems, eq(courseItems.id, lectureAttendances.lectureId))
    .where(and(isNull(lectureAttendances.endedAt), isNull(lectureAttendances.teacherEnteredAt)));
  let ended = 0;
  for (const { sitting, courseId } of opening.filter((row) => isAbandoned(row.sitting, now))) {
    const lecture = { id: sitting.lectureId, courseId };
    if (!(await inTransaction(ctx, (tx) => endIfAbandoned(tx, sitting.id, lecture, now)))) continue;
    ended += 1;
    await closeVideoRoom(ctx.config, sitting.id);
  }
  return ended;
}

/** Ends abandoned starts every `CLASS_ENTRY.sweepMs` while the app runs. */
export const startAbandonedStartSweeper = (app: FastifyInstance) =>
  startSweeper(app, CLASS_ENTRY.sweepMs, endAbandonedStarts, 'ending abandoned class starts failed');
