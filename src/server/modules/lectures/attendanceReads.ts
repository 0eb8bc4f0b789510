import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { LECTURE_LATE_AFTER_MS } from '../../../core/constants';
import { classBeganAt } from '../../../core/rules/classSitting';
import { personName } from '../../../core/rules/personName';
import type { Attendance, AttendanceMark, CourseAttendance } from '../../../core/schemas/lectures';
import type { Db } from '../../db/client';
import {
  attendanceMarks,
  courseItems,
  courseMembers,
  courses,
  type LectureAttendanceRow,
  lectureAttendances,
  users,
} from '../../db/schema';
import type { CourseAccess } from '../courses/policy';
import { personColumns } from '../users/person';
import type { AttendanceAccess } from './policy';
import { shownDocumentOf } from './sharedDocument';
import { presentSession } from './sittings';

const teaching = (role: string | null) => role === 'owner' || role === 'teacher';

/**
 * A student who joined more than LECTURE_LATE_AFTER_MS after the class began (its teacher entered: issue 37) is
 * late; a teacher never is.
 */
export const isLate = (
  role: 'teacher' | 'student',
  joinedAt: Date,
  sitting: Pick<LectureAttendanceRow, 'startedAt' | 'teacherEnteredAt' | 'endedAt'>,
) =>
  role === 'student' &&
  joinedAt.getTime() - new Date(classBeganAt(sitting)).getTime() > LECTURE_LATE_AFTER_MS;

/**
 * GET /api/v1/attendance/getCurrent/:attendanceId: the sitting and everyone who has been in it, teachers first, then
 * by when they first joined.
 */
export async function attendanceOf(db: Db, { attendance, lecture }: AttendanceAccess): Promise<Attendance> {
  const rows = await db
    .select({ mark: attendanceMarks, person: personColumns, memberRole: courseMembers.role })
    .from(attendanceMarks)
    .innerJoin(users, eq(users.id, attendanceMarks.userId))
    .leftJoin(
      courseMembers,
      and(eq(courseMembers.courseId, lecture.courseId), eq(courseMembers.userId, attendanceMarks.userId)),
    )
    .where(eq(attendanceMarks.attendanceId, attendance.id))
    .orderBy(asc(attendanceMarks.joinedAt), asc(attendanceMarks.userId));
  const marks = rows.map(({ mark, person, memberRole }): AttendanceMark => {
    const role = teaching(memberRole) ? 'teacher' : 'student';
    return {
      userId: mark.userId,
      name: personName(person),
      role,
      peerId: mark.peerId,
      joinedAt: mark.joinedAt.toISOString(),
      leftAt: mark.leftAt?.toISOString() ?? null,
      late: isLate(role, mark.joinedAt, attendance),
      handRaised: mark.handRaised,
      removed: mark.removed,
    };
  });
  // Stable: within each role the order by joining stays.
  marks.sort((a, b) => Number(a.role === 'student') - Number(b.role === 'student'));
  return {
    ...presentSession(attendance),
    lectureId: lecture.id,
    courseId: lecture.courseId,
    spotlightUserId: attendance.spotlightUserId,
    document: await shownDocumentOf(db, attendance),
    marks,
  };
}

/**
 * GET /api/v1/attendance/getMeMarked/:userId: the lectures the user came to, newest sitting first, with the
 * lecture's title and course's name (not of removed lectures or courses).
 */
export async function myAttendance(db: Db, userId: string) {
  const rows = await db
    .select({
      mark: attendanceMarks,
      sitting: lectureAttendances,
      lectureTitle: courseItems.title,
      courseId: courses.id,
      courseName: courses.name,
      memberRole: courseMembers.role,
    })
    .from(attendanceMarks)
    .innerJoin(lectureAttendances, eq(lectureAttendances.id, attendanceMarks.attendanceId))
    .innerJoin(
      courseItems,
      and(eq(courseItems.id, lectureAttendances.lectureId), isNull(courseItems.removedAt)),
    )
    .innerJoin(courses, and(eq(courses.id, courseItems.courseId), isNull(courses.removedAt)))
    .leftJoin(courseMembers, and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, userId)))
    .where(eq(attendanceMarks.userId, userId))
    .orderBy(desc(lectureAttendances.startedAt), desc(lectureAttendances.id));
  return rows.map(({ mark, sitting, lectureTitle, courseId, courseName, memberRole }) => ({
    attendanceId: sitting.id,
    lectureId: sitting.lectureId,
    lectureTitle,
    courseId,
    courseName,
    startedAt: sitting.startedAt.toISOString(),
    joinedAt: mark.joinedAt.toISOString(),
    leftAt: mark.leftAt?.toISOString() ?? null,
    late: isLate(teaching(memberRole) ? 'teacher' : 'student', mark.joinedAt, sitting),
  }));
}

/**
 * GET /api/v1/attendance/course/:courseId (/lecture_attendance): the course's sittings, newest first (not of
 * removed lectures), its students by name, and when each student came to each sitting.
 */
export async function courseAttendance(db: Db, { course }: CourseAccess): Promise<CourseAttendance> {
  const sittings = await db
    .select({ sitting: lectureAttendances, lectureTitle: courseItems.title })
    .from(lectureAttendances)
    .innerJoin(courseItems, eq(courseItems.id, lectureAttendances.lectureId))
    .where(and(eq(courseItems.courseId, course.id), isNull(courseItems.removedAt)))
    .orderBy(desc(lectureAttendances.startedAt), desc(lectureAttendances.id));
  const students = await db
    .select(personColumns)
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.role, 'student')));
  const named = students
    .map((student) => ({ userId: student.id, name: personName(student) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  const marks = await db
    .select({ mark: attendanceMarks })
    .from(attendanceMarks)
    .innerJoin(lectureAttendances, eq(lectureAttendances.id, attendanceMarks.attendanceId))
    .innerJoin(courseItems, eq(courseItems.id, lectureAttendances.lectureId))
    .innerJoin(
      courseMembers,
      and(
        eq(courseMembers.courseId, course.id),
        eq(courseMembers.userId, attendanceMarks.userId),
        eq(courseMembers.role, 'student'),
      ),
    )
    .where(and(eq(courseItems.courseId, course.id), isNull(courseItems.removedAt)))
    .orderBy(asc(attendanceMarks.joinedAt), asc(attendanceMarks.userId));
  const sittingOf = new Map(sittings.map(({ sitting }) => [sitting.id, sitting]));
  return {
    sittings: sittings.map(({ sitting, lectureTitle }) => ({
      ...presentSession(sitting),
      lectureId: sitting.lectureId,
      lectureTitle,
    })),
    students: named,
    marks: marks.map(({ mark }) => ({
      attendanceId: mark.attendanceId,
      userId: mark.userId,
      joinedAt: mark.joinedAt.toISOString(),
      leftAt: mark.leftAt?.toISOString() ?? null,
      late: isLate('student', mark.joinedAt, sittingOf.get(mark.attendanceId)!),
    })),
  };
}
