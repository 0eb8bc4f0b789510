import { eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HAND_IN_NOTICES } from '../../../core/constants';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { handInBatchDue, handInNoticeTitle } from '../../../core/rules/handInNotice';
import { markingPageOf } from '../../../core/rules/markingPage';
import { courseItems, courses, handInsToTell } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { startSweeper } from '../../platform/sweeper';
import { inTransaction, type Tx } from '../../platform/transaction';
import { teacherIdsOf } from '../courses/courseStudents';
import { notify } from '../notifications/notify';

type SweepContext = Pick<ServiceContext, 'db' | 'events' | 'clock'>;

/**
 * Tells the course's teachers of one item's batch, if it is due: "3 students handed in Essay 1", leading to the
 * marking page. The item's batch is locked for the transaction, so of two sweeps (or two server instances) one tells
 * it and the other finds it told; the hand-ins told are deleted with the notification stored. A removed item's or
 * course's hand-ins are dropped untold. Answers how many teachers were told.
 */
async function tellBatch(tx: Tx, itemId: string, now: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`handIns:${itemId}`}, 0))`);
  const waiting = await tx
    .select({ id: handInsToTell.id, workerId: handInsToTell.workerId, at: handInsToTell.handedInAt })
    .from(handInsToTell)
    .where(eq(handInsToTell.itemId, itemId));
  const oldest = Math.min(...waiting.map((row) => row.at.getTime()));
  if (!waiting.length || !handInBatchDue(new Date(oldest), now)) return 0;
  await tx.delete(handInsToTell).where(
    inArray(
      handInsToTell.id,
      waiting.map((row) => row.id),
    ),
  );
  const [found] = await tx
    .select({ item: courseItems, courseName: courses.name, courseRemovedAt: courses.removedAt })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(eq(courseItems.id, itemId));
  if (!found || found.item.removedAt || found.courseRemovedAt) return 0;
  const { item, courseName } = found;
  const teachers = await teacherIdsOf(tx, item.courseId);
  await notify(tx, teachers, {
    type: 'notification',
    title: handInNoticeTitle(item.kind, item.title, new Set(waiting.map((row) => row.workerId)).size),
    message: `${ITEM_KIND_DEFINITIONS[item.kind].labels.one} in ${courseName}`,
    link: markingPageOf(item.kind, item.courseId, item.id) ?? `/editcourse/${item.courseId}`,
    refType: ITEM_KIND_DEFINITIONS[item.kind].typeId,
    refId: item.id,
    courseId: item.courseId,
    senderId: null,
  });
  return teachers.length;
}

/**
 * Issue 37: tells the teachers of every item whose batch of hand-ins is due (HAND_IN_NOTICES.batchMs after its first
 * hand-in), one transaction per item. Answers how many teachers were told, over all items.
 */
export async function tellDueHandIns(ctx: SweepContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ itemId: handInsToTell.itemId })
    .from(handInsToTell)
    .groupBy(handInsToTell.itemId)
    .having(lte(min(handInsToTell.handedInAt), new Date(now.getTime() - HAND_IN_NOTICES.batchMs)));
  let told = 0;
  for (const { itemId } of due) told += await inTransaction(ctx, (tx) => tellBatch(tx, itemId, now));
  return told;
}

/** Tells the teachers of the due batches every HAND_IN_NOTICES.sweepMs while the app runs. */
export const startHandInSweeper = (app: FastifyInstance) =>
  startSweeper(app, HAND_IN_NOTICES.sweepMs, tellDueHandIns, 'telling teachers of work handed in failed');
