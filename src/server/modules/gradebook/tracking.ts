import { and, countDistinct, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { attendancePercent, behindReasons } from '../../../core/rules/studentBehind';
import type { GradeCell, TrackingRow } from '../../../core/schemas/gradebook';
import type { Db } from '../../db/client';
import { attendanceMarks, courseItems, lectureAttendances } from '../../db/schema';
import type { CourseAccess } from '../courses/policy';
import { portfoliosOfStudents } from '../qualifications/portfolios';
import { bookFrame } from './book';
import { rowsOf, studentFilter, studentsOf } from './cells';

const HANDED_IN: ReadonlySet<GradeCell['state']> = new Set(['handedIn', 'late', 'marked']);

/**
 * The lectures of the course held so far (sittings whose class began: its teacher entered) and, per student, how
 * many of them they came to: one query for the held count, one grouped by student.
 */
async function attendanceOf(db: Db, courseId: string, studentIds: readonly string[]) {
  const held = and(
    eq(courseItems.courseId, courseId),
    isNull(courseItems.removedAt),
    isNotNull(lectureAttendances.teacherEnteredAt),
  );
  const [heldRow] = await db
    .select({ n: countDistinct(lectureAttendances.id) })
    .from(lectureAttendances)
    .innerJoin(courseItems, eq(courseItems.id, lectureAttendances.lectureId))
    .where(held);
  const attended = studentIds.length
    ? await db
        .select({ userId: attendanceMarks.userId, n: countDistinct(attendanceMarks.attendanceId) })
        .from(attendanceMarks)
        .innerJoin(lectureAttendances, eq(lectureAttendances.id, attendanceMarks.attendanceId))
        .innerJoin(courseItems, eq(courseItems.id, lectureAttendances.lectureId))
        .where(
          and(held, inArray(attendanceMarks.userId, [...studentIds]), sql`not ${attendanceMarks.removed}`),
        )
        .groupBy(attendanceMarks.userId)
    : [];
  return { held: heldRow?.n ?? 0, attended: new Map(attended.map((row) => [row.userId, row.n])) };
}

/** Per student, the CVQ outcomes met over all outcomes of the qualifications their portfolios are towards. */
async function outcomesOf(db: Db, studentIds: readonly string[]) {
  const totals = new Map<string, { met: number; total: number }>();
  for (const line of await portfoliosOfStudents(db, studentIds)) {
    const sum = totals.get(line.student._id) ?? { met: 0, total: 0 };
    sum.met += line.progress.outcomesMet;
    sum.total += line.progress.outcomesTotal;
    totals.set(line.student._id, sum);
  }
  return totals;
}

/**
 * GET /api/v1/gradebook/tracking/{courseId} (/student_tracking): each student's progress on the items with work
 * (tests, exams, assignments, projects, labs), read from the gradebook's own cells so both pages agree, and their
 * lecture attendance, and the CVQ outcomes met in their portfolios; who is behind by the rule
 * (core/rules/studentBehind.ts) says why.
 */
export async function tracking(
  db: Db,
  { course }: CourseAccess,
  now: Date,
): Promise<{ items: number; rows: TrackingRow[] }> {
  const { columns: all, weights } = await bookFrame(db, course.id, { sort: 'name' });
  const columns = all.filter((column) => column.kind !== 'discussion');
  const students = await studentsOf(db, studentFilter(course.id), {});
  const ids = students.map((student) => student._id);
  const [rows, attendance, outcomes] = await Promise.all([
    rowsOf(db, course.id, students, columns, weights, true, now),
    attendanceOf(db, course.id, ids),
    outcomesOf(db, ids),
  ]);
  return {
    items: columns.length,
    rows: rows.map(({ user, cells }) => {
      const missing = cells.filter((cell) => cell.state === 'missed').length;
      const handedIn = cells.filter((cell) => HANDED_IN.has(cell.state)).length;
      const progress = {
        missing,
        lecturesHeld: attendance.held,
        lecturesAttended: attendance.attended.get(user._id) ?? 0,
      };
      const reasons = behindReasons(progress);
      return {
        user,
        handedIn,
        marked: cells.filter((cell) => cell.state === 'marked').length,
        due: handedIn + missing,
        ...progress,
        attendance: attendancePercent(progress),
        behind: reasons.length > 0,
        reasons,
        outcomes: outcomes.get(user._id) ?? null,
      };
    }),
  };
}
