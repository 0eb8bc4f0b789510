import { inArray } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import type {
  CourseAggregate,
  CourseStatistic,
  CourseSummary,
  StudentLine,
} from '../../../core/schemas/statistics';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { type CourseAccess, readableCourse } from '../courses/policy';
import {
  activityByWeek,
  attendanceFigures,
  classesHeld,
  markBands,
  markFigures,
  type Scope,
  workFigures,
} from './figures';

/** A figure to one decimal, as the pages show it; null stays null (no marks yet). */
const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** The figures of the courses of one scope, keyed by course, then by student (`''` for the course's own). */
async function figuresOf(db: Db, scope: Scope, perStudent: boolean) {
  const [work, marks, attendance, held] = await Promise.all([
    workFigures(db, scope, perStudent),
    markFigures(db, scope, perStudent),
    attendanceFigures(db, scope, perStudent),
    classesHeld(db, scope),
  ]);
  const key = (row: { course_id: string; user_id: string | null }) => `${row.course_id}/${row.user_id ?? ''}`;
  return {
    work: new Map(work.map((row) => [key(row), row])),
    marks: new Map(marks.map((row) => [key(row), row])),
    attendance: new Map(attendance.map((row) => [key(row), row])),
    held: new Map(held.map((row) => [row.course_id, row.classes_held])),
    studentsOf: (courseId: string) =>
      attendance.flatMap((row) => (row.course_id === courseId && row.user_id !== null ? [row.user_id] : [])),
  };
}
type Figures = Awaited<ReturnType<typeof figuresOf>>;

function summaryOf(figures: Figures, access: CourseAccess): CourseSummary {
  const courseId = access.course.id;
  const work = figures.work.get(`${courseId}/`);
  const marks = figures.marks.get(`${courseId}/`);
  const attendance = figures.attendance.get(`${courseId}/`);
  const classesHeld = figures.held.get(courseId) ?? 0;
  const students = attendance?.students ?? 0;
  return {
    courseId,
    courseName: access.course.name,
    scope: access.teaches ? 'course' : 'student',
    students,
    attendance: { classesHeld, present: attendance?.present ?? 0, possible: classesHeld * students },
    submissions: {
      onTime: work?.on_time ?? 0,
      late: work?.late ?? 0,
      notHandedIn: work?.not_handed_in ?? 0,
    },
    marks: {
      count: marks?.count ?? 0,
      mean: tenth(marks?.mean ?? null),
      median: tenth(marks?.median ?? null),
    },
  };
}

const scopeOf = (accesses: CourseAccess[], now: Date, studentId: string | null): Scope => ({
  courseIds: accesses.map((access) => access.course.id),
  studentId,
  now,
});

/**
 * SPEC §7 getCourseAggregateStatistic (issue 35): the course's figures, with the marks' distribution and the
 * activity by week; a student gets their own (released marks only).
 */
export async function courseAggregate(db: Db, access: CourseAccess, now: Date): Promise<CourseAggregate> {
  const scope = scopeOf([access], now, access.teaches ? null : access.userId);
  const [figures, bands, activity] = await Promise.all([
    figuresOf(db, scope, false),
    markBands(db, scope),
    activityByWeek(db, scope),
  ]);
  return {
    ...summaryOf(figures, access),
    distribution: bands.map((row) => ({ from: row.band_from, count: row.count })),
    activity: activity.map(({ course_id: _, ...week }) => week),
  };
}

async function namesOf(db: Db, userIds: string[]) {
  if (!userIds.length) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}

function studentLinesOf(figures: Figures, courseId: string, names: Map<string, string>): StudentLine[] {
  return figures
    .studentsOf(courseId)
    .map((userId) => {
      const at = `${courseId}/${userId}`;
      const work = figures.work.get(at);
      const marks = figures.marks.get(at);
      return {
        userId,
        name: names.get(userId) ?? '',
        attended: figures.attendance.get(at)?.present ?? 0,
        onTime: work?.on_time ?? 0,
        late: work?.late ?? 0,
        markCount: marks?.count ?? 0,
        meanMark: tenth(marks?.mean ?? null),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * SPEC §7 getCourseStatistic (issue 35): each course named, in the order named, with a line per student. The
 * caller must be able to read every one of them (one refusal refuses the call); in the courses they teach they see
 * every student, in the others their own line.
 */
export async function courseStatistics(
  db: Db,
  caller: AuthUser,
  courseIds: readonly string[],
  now: Date,
): Promise<CourseStatistic[]> {
  const accesses = await Promise.all(courseIds.map((courseId) => readableCourse(db, caller, courseId)));
  const taught = accesses.filter((access) => access.teaches);
  const attended = accesses.filter((access) => !access.teaches);
  const [teaching, own] = await Promise.all([
    taught.length ? figuresOf(db, scopeOf(taught, now, null), true) : null,
    attended.length ? figuresOf(db, scopeOf(attended, now, caller.id), true) : null,
  ]);
  const names = await namesOf(db, [
    ...new Set(
      accesses.flatMap((access) => (access.teaches ? teaching : own)?.studentsOf(access.course.id) ?? []),
    ),
  ]);
  return accesses.map((access) => {
    const figures = (access.teaches ? teaching : own) as Figures;
    return { ...summaryOf(figures, access), studentLines: studentLinesOf(figures, access.course.id, names) };
  });
}
