import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseMembers } from '../../db/schema';

/** The ids of a course's students: whom its news goes to, and who leaves its rooms when it closes to them. */
export async function studentIdsOf(tx: Db, courseId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.role, 'student')));
  return rows.map((r) => r.userId);
}

/** The ids of those who teach a course (its owner and co-teachers): whom news of its students' doings is told to. */
export async function teacherIdsOf(db: Db, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), inArray(courseMembers.role, ['owner', 'teacher'])));
  return rows.map((row) => row.userId);
}
