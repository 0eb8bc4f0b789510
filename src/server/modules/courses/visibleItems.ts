import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isVisibleToStudents } from '../../../core/rules/itemVisibility';
import type { Db } from '../../db/client';
import { type CourseItemRow, type CourseRow, courseItems, courseMembers, courses } from '../../db/schema';

export interface VisibleItem {
  item: CourseItemRow;
  course: Pick<CourseRow, 'id' | 'name' | 'status'>;
  /** The user's place in the item's course. */
  role: 'owner' | 'teacher' | 'student';
}

/**
 * The items of the courses a user belongs to that the user may see, ordered by start: every item for the
 * course's teachers, and for its students what SPEC §4 visibility allows in courses that are not drafts.
 * Removed courses and items are left out. `courseIds` narrows to some courses.
 */
export async function itemsVisibleTo(
  db: Db,
  userId: string,
  options: { courseIds?: readonly string[]; now?: Date } = {},
): Promise<VisibleItem[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      item: courseItems,
      course: { id: courses.id, name: courses.name, status: courses.status },
      role: courseMembers.role,
    })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .innerJoin(courseItems, eq(courseItems.courseId, courses.id))
    .where(
      and(
        eq(courseMembers.userId, userId),
        isNull(courses.removedAt),
        isNull(courseItems.removedAt),
        options.courseIds ? inArray(courses.id, [...options.courseIds]) : undefined,
      ),
    )
    .orderBy(asc(courseItems.startAt), asc(courseItems.position));
  return rows.filter((row) => row.role !== 'student' || studentSees(row.item, row.course.status, now));
}

/** SPEC §4: whether the students of a course in this status see the item now (never in a draft course). */
export function studentSees(item: CourseItemRow, courseStatus: CourseRow['status'], now: Date): boolean {
  return courseStatus !== 'draft' && isVisibleNow(item, now);
}

/** SPEC §4 item visibility for an item row, whatever its course's status. */
export function isVisibleNow(item: CourseItemRow, now: Date): boolean {
  return isVisibleToStudents({ ...item, startDate: item.startAt, endDate: item.endAt }, now);
}

/** Ids of the courses a user belongs to (any role), excluding removed ones and, for students, drafts. */
export async function courseIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: courses.id, role: courseMembers.role, status: courses.status })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), isNull(courses.removedAt)));
  return rows.filter((r) => r.role !== 'student' || r.status !== 'draft').map((r) => r.id);
}
