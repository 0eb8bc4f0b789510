import { and, eq, isNull } from 'drizzle-orm';
import type { MemberRole } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import { type CourseItemRow, courseItems, courseMembers, courses } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { isActiveCourseRole } from '../chat/membership';
import { isVisibleNow } from '../courses/visibleItems';

export interface LectureAccess {
  lecture: CourseItemRow;
  role: MemberRole;
}

/**
 * Who may read and write a lecture's live chat, join its room and its sittings (issue 16): members of its course. Students only of a course
 * that is not a draft and a lecture they can see (SPEC §4 visibility); to them a hidden lecture does not exist.
 * Returns the lecture and the caller's place in its course: 404 unknown, removed or hidden; 403 outside the course.
 */
export async function requireLectureAccess(
  db: Db,
  lectureId: string,
  userId: string,
  now = new Date(),
): Promise<LectureAccess> {
  const [row] = await db
    .select({ lecture: courseItems, status: courses.status, role: courseMembers.role })
    .from(courseItems)
    .innerJoin(courses, and(eq(courses.id, courseItems.courseId), isNull(courses.removedAt)))
    .leftJoin(courseMembers, and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, userId)))
    .where(and(eq(courseItems.id, lectureId), eq(courseItems.kind, 'lecture'), isNull(courseItems.removedAt)))
    .limit(1);
  if (!row) throw notFound('No such lecture.');
  if (!isActiveCourseRole(row.role, { status: row.status }))
    throw forbidden('Only members of this course can take part in this lecture.');
  if (row.role === 'student' && !isVisibleNow(row.lecture, now)) throw notFound('No such lecture.');
  return { lecture: row.lecture, role: row.role! };
}
