import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseItems, courses, type NotificationRow } from '../../db/schema';
import { conflict } from '../../http/errors';
import { courseChange, itemChange, notifyStudentsOfItem } from './announce';
import { studentSees } from './visibleItems';

/** What a restore must announce after its transaction commits. */
export interface RestoredNews {
  notices: NotificationRow[];
  change: { courseId: string; refType: string; refId: string };
}

/** Unmarks a removed course, with the members and items it had (removing a course only marks the course). */
export async function restoreCourse(tx: Db, courseId: string): Promise<RestoredNews> {
  const [row] = await tx
    .update(courses)
    .set({ removedAt: null, updatedAt: new Date() })
    .where(and(eq(courses.id, courseId), isNotNull(courses.removedAt)))
    .returning({ id: courses.id });
  if (!row) throw conflict('This course is no longer removed.');
  return { notices: [], change: courseChange(courseId) };
}

/**
 * Unmarks a removed item of a live course. Students who can see it are told, as of a new item: they were told
 * when it went.
 */
export async function restoreItem(
  tx: Db,
  itemId: string,
  restoredBy: string,
  now: Date,
): Promise<RestoredNews> {
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
  const notices = studentSees(item!, course, now)
    ? await notifyStudentsOfItem(tx, course, item!, 'new', restoredBy)
    : [];
  return { notices, change: itemChange(item!) };
}
