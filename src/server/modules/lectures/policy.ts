import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LectureAttendanceRow, lectureAttendances } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { type LectureAccess, requireLectureAccess } from '../livechat/access';

/** A sitting the caller may attend, with its lecture and the caller's place in the lecture's course. */
export interface AttendanceAccess extends LectureAccess {
  attendance: LectureAttendanceRow;
}

export const noSuchSitting = () => notFound('No such class.');

/**
 * A lecture's sitting (`attendance`, issue 16) is attended as its lecture is (livechat/access.ts): members of its
 * course, students only of a lecture they can see. An unknown sitting is 404, as is one of a lecture that is
 * removed or hidden from the student.
 */
export async function attendedSitting(
  db: Db,
  userId: string,
  attendanceId: string,
  now: Date,
): Promise<AttendanceAccess> {
  const [attendance] = await db
    .select()
    .from(lectureAttendances)
    .where(eq(lectureAttendances.id, attendanceId))
    .limit(1);
  if (!attendance) throw noSuchSitting();
  return { ...(await requireLectureAccess(db, attendance.lectureId, userId, now)), attendance };
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'attendance.attend': Awaited<ReturnType<typeof attendedSitting>>;
  }
}
