import { and, eq, inArray, or } from 'drizzle-orm';
import { type StudentDeadline, studentDeadline } from '../../../core/rules/courseworkDeadline';
import type { Db } from '../../db/client';
import { type CourseItemRow, courseworkExtensions } from '../../db/schema';
import { groupIdsOf } from './submissionRows';

/**
 * Issue 37: each student's deadline on these assignments, projects and labs (core/rules/courseworkDeadline.ts),
 * from their own extensions and those of the project groups they are in now, in two queries for the whole list.
 * Every decision of "late", "missed" and "open for hand-in" reads its deadline here, never the item's end alone.
 */
export async function deadlinesOf(
  db: Db,
  userId: string,
  items: readonly Pick<CourseItemRow, 'id' | 'endAt'>[],
): Promise<Map<string, StudentDeadline>> {
  if (!items.length) return new Map();
  const ids = items.map((item) => item.id);
  const groupIds = await groupIdsOf(db, userId, ids);
  const rows = await db
    .select({
      itemId: courseworkExtensions.itemId,
      userId: courseworkExtensions.userId,
      dueAt: courseworkExtensions.dueAt,
    })
    .from(courseworkExtensions)
    .where(
      and(
        inArray(courseworkExtensions.itemId, ids),
        groupIds.length
          ? or(eq(courseworkExtensions.userId, userId), inArray(courseworkExtensions.groupId, groupIds))
          : eq(courseworkExtensions.userId, userId),
      ),
    );
  return new Map(
    items.map((item) => {
      const mine = rows.filter((row) => row.itemId === item.id);
      return [
        item.id,
        studentDeadline(item.endAt, {
          own: mine.find((row) => row.userId !== null)?.dueAt ?? null,
          group: mine.find((row) => row.userId === null)?.dueAt ?? null,
        }),
      ];
    }),
  );
}

/** One student's deadline on one item. */
export async function deadlineOf(
  db: Db,
  userId: string,
  item: Pick<CourseItemRow, 'id' | 'endAt'>,
): Promise<StudentDeadline> {
  return (await deadlinesOf(db, userId, [item])).get(item.id)!;
}
