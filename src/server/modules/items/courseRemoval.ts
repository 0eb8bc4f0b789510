import { and, eq, isNull } from 'drizzle-orm';
import { courseItems, courseMembers, courses } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { courseChange } from '../../platform/courseChanges';
import { recordRemoval } from '../../platform/deletedHistory';
import { roomsClose } from '../../platform/liveEvents';
import { inTransaction } from '../../platform/transaction';
import { courseRooms } from '../courses/courseRooms';
import type { CourseAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { itemSnapshot } from './itemSnapshot';

/**
 * Marks the course removed; the deleted history keeps it with its members and items, to restore from. Its
 * pages refresh, then every socket leaves its rooms (admins' too).
 */
export async function removeCourse(ctx: ServiceContext, caller: AuthUser, { course }: CourseAccess) {
  const courseId = course.id;
  await inTransaction(ctx, async (tx) => {
    const members = await tx.select().from(courseMembers).where(eq(courseMembers.courseId, courseId));
    const items = await tx
      .select()
      .from(courseItems)
      .where(and(eq(courseItems.courseId, courseId), isNull(courseItems.removedAt)));
    const now = ctx.clock.now();
    await tx.update(courses).set({ removedAt: now, updatedAt: now }).where(eq(courses.id, courseId));
    // One item after the other: the transaction's one connection takes a query at a time.
    const snapshots = [];
    for (const item of items) snapshots.push(await itemSnapshot(tx, item));
    await recordRemoval(tx, {
      type: 'course',
      entityId: courseId,
      name: course.name,
      deletedBy: caller.id,
      snapshot: { course, members, items: snapshots },
    });
    tx.afterCommit([courseChanged(courseChange(courseId), now), roomsClose(await courseRooms(tx, courseId))]);
  });
}
