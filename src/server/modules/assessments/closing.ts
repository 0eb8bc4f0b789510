import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { ASSESSMENT } from '../../../core/constants';
import { isWriteInTime } from '../../../core/rules/attemptDeadline';
import type { AttemptEnding } from '../../../core/schemas/assessments';
import { type AttemptRow, attempts, courseItems } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { inTransaction } from '../../platform/transaction';
import { recordHandIn } from '../handIns/recordHandIn';
import { courseChanged } from '../notifications/notify';
import { markAttempt } from './marking';
import { rosterChange } from './roster';

type Closing = Pick<ServiceContext, 'db' | 'events'>;

/**
 * Hands an attempt in, once (issue 15): one conditional UPDATE takes it from open to submitted, so of two tabs, a
 * tab and the deadline sweeper, or several server instances, exactly one closes it; the others get null. The
 * attempt is marked in the same transaction, noted for the course's teachers (modules/handIns), and the proctor's
 * roster and the course's pages hear of it after the commit. `endedBy` says who closed it; the deadline hands it in at its deadline,
 * anyone else at `now`.
 */
export async function closeAttempt(
  ctx: Closing,
  attemptId: string,
  endedBy: AttemptEnding,
  now: Date,
): Promise<AttemptRow | null> {
  return inTransaction(ctx, async (tx) => {
    const [closed] = await tx
      .update(attempts)
      .set({
        state: 'submitted',
        endedBy,
        submittedAt: endedBy === 'deadline' ? sql`${attempts.deadlineAt}` : now,
      })
      .where(and(eq(attempts.id, attemptId), eq(attempts.state, 'open')))
      .returning();
    if (!closed) return null;
    const marked = await markAttempt(tx, closed, now);
    // The teachers hear of what a student or the clock handed in; a proctor who ended an attempt knows of it.
    if (endedBy === 'student' || endedBy === 'deadline')
      await recordHandIn(tx, { itemId: closed.itemId, workerId: closed.userId, at: now });
    // The proctor's roster, and the course's open gradebooks (issue 35: a hand-in, maybe marked at once).
    const [item] = await tx.select().from(courseItems).where(eq(courseItems.id, closed.itemId)).limit(1);
    tx.afterCommit([rosterChange(marked), ...(item ? [courseChanged(itemChange(item), now)] : [])]);
    return marked;
  });
}

/** Whether an open attempt's time, with the grace for late writes, has run out at `now`. */
export const isOverdue = (attempt: Pick<AttemptRow, 'state' | 'deadlineAt'>, now: Date) =>
  attempt.state === 'open' && !isWriteInTime(attempt.deadlineAt, now);

/**
 * Hands in, as the deadline, the open attempts whose time ran out (with the grace): of some items, of one student
 * there, or of every item. Reads call it first, so nobody is shown an open attempt past its time; the sweeper calls
 * it for attempts whose browser is gone. Answers how many it closed.
 */
export async function closeOverdue(
  ctx: Closing,
  now: Date,
  scope: { itemIds?: readonly string[]; userId?: string } = {},
): Promise<number> {
  if (scope.itemIds?.length === 0) return 0;
  const overdue = await ctx.db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.state, 'open'),
        lt(attempts.deadlineAt, new Date(now.getTime() - ASSESSMENT.deadlineGraceMs)),
        scope.itemIds ? inArray(attempts.itemId, [...scope.itemIds]) : undefined,
        scope.userId ? eq(attempts.userId, scope.userId) : undefined,
      ),
    );
  let closed = 0;
  for (const { id } of overdue) if (await closeAttempt(ctx, id, 'deadline', now)) closed++;
  return closed;
}
