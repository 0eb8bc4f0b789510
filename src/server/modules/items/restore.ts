import { and, eq, isNotNull } from 'drizzle-orm';
import { courseItems, courses } from '../../db/schema';
import { courseChange, itemChange } from '../../platform/courseChanges';
import { conflict } from '../../platform/errors';
import type { Tx } from '../../platform/transaction';
import { studentSees } from '../courses/visibleItems';
import { courseChanged } from '../notifications/notify';
import { notifyStudentsOfItem } from './announce';
import { keptContent } from './itemSnapshot';
import { ITEM_KIND_HOOKS } from './kindRegistry';

/**
 * Unmarks a removed course, with the members and items it had (removing a course only marks the course, so its
 * items and what their kinds keep beside them are as they were). Its open pages refresh once the restore commits.
 */
export async function restoreCourse(tx: Tx, courseId: string, now: Date): Promise<void> {
  const [row] = await tx
    .update(courses)
    .set({ removedAt: null, updatedAt: now })
    .where(and(eq(courses.id, courseId), isNotNull(courses.removedAt)))
    .returning({ id: courses.id });
  if (!row) throw conflict('This course is no longer removed.');
  tx.afterCommit(courseChanged(courseChange(courseId), now));
}

/**
 * Unmarks a removed item of a live course, and its kind brings back what it keeps beside it from the history
 * entry's `snapshot`. Students who can see it are told, as of a new item: they were told when it went.
 */
export async function restoreItem(
  tx: Tx,
  itemId: string,
  snapshot: unknown,
  restoredBy: string,
  now: Date,
): Promise<void> {
  const [found] = await tx
    .select({ item: courseItems, course: courses })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(and(eq(courseItems.id, itemId), isNotNull(courseItems.removedAt)))
    .limit(1);
  if (!found) throw conflict('This item is no longer removed.');
  const { course } = found;
  if (course.removedAt)
    throw conflict(`Its course “${course.name}” is removed. Restore the course first, then the item.`);
  const [item] = await tx
    .update(courseItems)
    .set({ removedAt: null, updatedAt: now })
    .where(eq(courseItems.id, itemId))
    .returning();
  await ITEM_KIND_HOOKS[item!.kind].restored(tx, item!, keptContent(snapshot));
  if (studentSees(item!, course, now)) await notifyStudentsOfItem(tx, course, item!, 'new', restoredBy);
  tx.afterCommit(courseChanged(itemChange(item!), now));
}
