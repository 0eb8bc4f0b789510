import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ITEM_KIND_DEFINITIONS, LIVE_KINDS } from '../../../core/itemKinds';
import type { MemberRole } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import { type CourseItemRow, courseItems, courseMembers, courses } from '../../db/schema';
import { forbidden, notFound } from '../../platform/errors';
import { isActiveCourseRole } from '../chat/membership';
import { admittedToRoom, slotTimeRefusal } from '../courses/liveRoomAdmission';
import { isVisibleNow } from '../courses/visibleItems';

export interface LectureAccess {
  lecture: CourseItemRow;
  role: MemberRole;
}

/**
 * Who may read and write a live item's chat, join its room and its sittings (issue 16; a lecture, discussion,
 * consult or team meeting): members of its course. Students only of a course that is not a draft and an item they
 * can see (SPEC §4 visibility), which its room admits them to (meetings/admission.ts: a consult's bookings, a team
 * meeting's members; a consult slot's student only around its time, issue 37); to them a hidden item does not
 * exist. Returns the item and the caller's place in its course:
 * 404 unknown, removed or hidden; 403 outside the course or not admitted.
 */
export async function requireLectureAccess(
  db: Db,
  lectureId: string,
  userId: string,
  now: Date,
): Promise<LectureAccess> {
  const [row] = await db
    .select({ lecture: courseItems, status: courses.status, role: courseMembers.role })
    .from(courseItems)
    .innerJoin(courses, and(eq(courses.id, courseItems.courseId), isNull(courses.removedAt)))
    .leftJoin(courseMembers, and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, userId)))
    .where(
      and(
        eq(courseItems.id, lectureId),
        inArray(courseItems.kind, LIVE_KINDS),
        isNull(courseItems.removedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('No such lecture.');
  const labels = ITEM_KIND_DEFINITIONS[row.lecture.kind].labels;
  if (!isActiveCourseRole(row.role, { status: row.status }))
    throw forbidden(`Only members of this course can take part in this ${labels.one.toLowerCase()}.`);
  if (row.role === 'student' && !isVisibleNow(row.lecture, now)) throw notFound('No such lecture.');
  if (!(await admittedToRoom(db, row.lecture, userId, row.role!)))
    throw forbidden(
      row.lecture.kind === 'consult'
        ? 'Book this consult first: only students who booked it can join.'
        : `Only those invited to this ${labels.one.toLowerCase()} can join it.`,
    );
  const slotRefusal = row.role === 'student' ? await slotTimeRefusal(db, row.lecture, userId, now) : null;
  if (slotRefusal) throw forbidden(slotRefusal);
  return { lecture: row.lecture, role: row.role! };
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'lecture.attend': Awaited<ReturnType<typeof requireLectureAccess>>;
  }
}
