import { type SQL, sql } from 'drizzle-orm';
import { STATISTICS } from '../../../core/constants';
import type { Db } from '../../db/client';

/**
 * The statistics' figures (issue 35), each counted by the database in one SQL statement over a set of courses, never
 * by reading rows into the server: who is in them, work handed in on time or late, marks as a percentage of each
 * item's full mark (count, mean, median by percentile_cont, distribution by width_bucket), lecture attendance, and
 * activity by week (date_trunc). `Scope` says whose figures: every student's, or one student's own.
 */
export interface Scope {
  courseIds: readonly string[];
  /** One student's own figures; null for every student of the courses (those who teach them). */
  studentId: string | null;
  now: Date;
}

type Row = Record<string, unknown>;

async function rowsOf<R extends Row>(db: Db, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The kinds of item whose work is handed in and marked (coursework), and those sat (tests and exams). */
const COURSEWORK_KINDS = sql`('assignment', 'project', 'lab')`;
const SITTING_KINDS = sql`('test', 'exam')`;

/**
 * The common table expressions every figure reads: the students in scope, the coursework and its work per student
 * (a project group's work is each member's), and every mark as a percentage. A student sees their released marks
 * only; those who teach see every mark given.
 */
function scopeTables({ courseIds, studentId, now }: Scope): SQL {
  const courses = listOf(courseIds);
  const markStates = studentId === null ? sql`('graded', 'released')` : sql`('released')`;
  return sql`
    students as (
      select m.course_id, m.user_id from course_members m
      where m.course_id in (${courses}) and m.role = 'student'
        ${studentId === null ? sql`` : sql`and m.user_id = ${studentId}`}
    ),
    work_items as (
      select i.id, i.course_id, i.end_at, coalesce(cs.max_mark, 100) as max_mark
      from course_items i left join coursework_settings cs on cs.item_id = i.id
      where i.course_id in (${courses}) and i.kind in ${COURSEWORK_KINDS} and i.removed_at is null
    ),
    work as materialized (
      select s.item_id, coalesce(gm.user_id, s.author_id) as user_id, s.late, s.mark, s.state, s.submitted_at
      from submissions s
      join work_items wi on wi.id = s.item_id
      left join project_group_members gm on gm.group_id = s.group_id
      where s.state <> 'draft'
    ),
    pairs as materialized (
      select st.course_id, st.user_id, wi.end_at, w.item_id is not null as handed_in, coalesce(w.late, false) as late,
        case when w.mark is not null and w.state in ${markStates} and wi.max_mark > 0
          then 100.0 * w.mark / wi.max_mark end as percent
      from students st
      join work_items wi on wi.course_id = st.course_id
      left join work w on w.item_id = wi.id and w.user_id = st.user_id
    ),
    sitting_items as (
      select i.id, i.course_id, (select sum(q.marks) from questions q where q.item_id = i.id) as full_mark
      from course_items i
      where i.course_id in (${courses}) and i.kind in ${SITTING_KINDS} and i.removed_at is null
    ),
    marks as (
      select course_id, user_id, percent from pairs where percent is not null
      union all
      select st.course_id, st.user_id, 100.0 * a.mark / si.full_mark
      from attempts a
      join sitting_items si on si.id = a.item_id
      join students st on st.user_id = a.user_id and st.course_id = si.course_id
      where a.mark is not null and a.state in ${markStates} and si.full_mark > 0
    ),
    held as (
      select i.course_id, a.id
      from course_items i join lecture_attendances a on a.lecture_id = i.id
      where i.course_id in (${courses}) and i.kind = 'lecture' and i.removed_at is null
        and (a.teacher_entered_at is not null or a.ended_at is null)
        and a.started_at <= ${now}
    )`;
}

/** Per course (`user_id` null) and, with `perStudent`, per student of it as well. */
const groupingOf = (perStudent: boolean) =>
  perStudent ? sql`grouping sets ((course_id), (course_id, user_id))` : sql`course_id`;
const userColumn = (perStudent: boolean) =>
  perStudent ? sql`case when grouping(user_id) = 1 then null else user_id end` : sql`null`;

export interface CountRow extends Row {
  course_id: string;
  user_id: string | null;
}

export interface WorkRow extends CountRow {
  on_time: number;
  late: number;
  not_handed_in: number;
}

/** Coursework handed in on time, late, and not handed in though its deadline has passed, per student and item. */
export function workFigures(db: Db, scope: Scope, perStudent: boolean) {
  return rowsOf<WorkRow>(
    db,
    sql`with ${scopeTables(scope)}
      select course_id, ${userColumn(perStudent)} as user_id,
        (count(*) filter (where handed_in and not late))::int as on_time,
        (count(*) filter (where handed_in and late))::int as late,
        (count(*) filter (where not handed_in and end_at < ${scope.now}))::int as not_handed_in
      from pairs group by ${groupingOf(perStudent)}`,
  );
}

export interface MarkRow extends CountRow {
  count: number;
  mean: number | null;
  median: number | null;
}

/** How many marks, their mean and median (percentile_cont), as a percentage of each item's full mark. */
export function markFigures(db: Db, scope: Scope, perStudent: boolean) {
  return rowsOf<MarkRow>(
    db,
    sql`with ${scopeTables(scope)}
      select course_id, ${userColumn(perStudent)} as user_id, count(*)::int as count,
        avg(percent)::float8 as mean,
        percentile_cont(0.5) within group (order by percent)::float8 as median
      from marks group by ${groupingOf(perStudent)}`,
  );
}

export interface BandRow extends Row {
  course_id: string;
  band_from: number;
  count: number;
}

/** The marks' distribution in bands of STATISTICS.markBandPercent (width_bucket; 100 % goes in the last band). */
export function markBands(db: Db, scope: Scope) {
  const bands = 100 / STATISTICS.markBandPercent;
  return rowsOf<BandRow>(
    db,
    sql`with ${scopeTables(scope)}
      select course_id,
        ((least(width_bucket(least(greatest(percent, 0), 100), 0, 100, ${bands}), ${bands}) - 1)
          * ${STATISTICS.markBandPercent})::int as band_from,
        count(*)::int as count
      from marks group by 1, 2 order by 1, 2`,
  );
}

export interface AttendanceRow extends CountRow {
  present: number;
  students: number;
}

/** How many students are in scope and how many places in the classes held they took. */
export function attendanceFigures(db: Db, scope: Scope, perStudent: boolean) {
  return rowsOf<AttendanceRow>(
    db,
    sql`with ${scopeTables(scope)},
      presence as (
        select st.course_id, st.user_id, count(am.attendance_id) as present
        from students st
        left join held h on h.course_id = st.course_id
        left join attendance_marks am on am.attendance_id = h.id and am.user_id = st.user_id
        group by st.course_id, st.user_id
      )
      select p.course_id, ${perStudent ? sql`case when grouping(p.user_id) = 1 then null else p.user_id end` : sql`null`} as user_id,
        coalesce(sum(p.present), 0)::int as present, count(*)::int as students
      from presence p
      group by ${perStudent ? sql`grouping sets ((p.course_id), (p.course_id, p.user_id))` : sql`p.course_id`}`,
  );
}

export interface CourseClassesRow extends Row {
  course_id: string;
  classes_held: number;
}

/** Lecture classes held per course: a start its teacher never entered is not one (issue 37, classSitting.wasHeld). */
export function classesHeld(db: Db, scope: Scope) {
  return rowsOf<CourseClassesRow>(
    db,
    sql`with ${scopeTables(scope)} select course_id, count(*)::int as classes_held from held group by course_id`,
  );
}

export interface ActivityRow extends Row {
  course_id: string;
  week: string;
  submissions: number;
  attempts: number;
  comments: number;
  attendances: number;
}

/**
 * What the students in scope did, week by week (Mondays, UTC): coursework handed in (a group's for each member), tests and exams handed in,
 * discussion comments written, classes joined.
 */
export function activityByWeek(db: Db, scope: Scope) {
  const courses = listOf(scope.courseIds);
  const week = (at: SQL) => sql`date_trunc('week', ${at} at time zone 'UTC')`;
  return rowsOf<ActivityRow>(
    db,
    sql`with ${scopeTables(scope)},
      events as (
        select wi.course_id, ${week(sql`w.submitted_at`)} as week, 'submission' as kind
        from work w join work_items wi on wi.id = w.item_id
        join students st on st.course_id = wi.course_id and st.user_id = w.user_id
        where w.submitted_at is not null
        union all
        select si.course_id, ${week(sql`a.submitted_at`)}, 'attempt'
        from attempts a join sitting_items si on si.id = a.item_id
        join students st on st.course_id = si.course_id and st.user_id = a.user_id
        where a.submitted_at is not null
        union all
        select i.course_id, ${week(sql`c.created_at`)}, 'comment'
        from discussion_comments c join course_items i on i.id = c.discussion_id
        join students st on st.course_id = i.course_id and st.user_id = c.author_id
        where i.course_id in (${courses}) and c.removed_at is null
        union all
        select h.course_id, ${week(sql`am.joined_at`)}, 'attendance'
        from held h join attendance_marks am on am.attendance_id = h.id
        join students st on st.course_id = h.course_id and st.user_id = am.user_id
      )
      select course_id, to_char(week, 'YYYY-MM-DD') as week,
        (count(*) filter (where kind = 'submission'))::int as submissions,
        (count(*) filter (where kind = 'attempt'))::int as attempts,
        (count(*) filter (where kind = 'comment'))::int as comments,
        (count(*) filter (where kind = 'attendance'))::int as attendances
      from events group by course_id, week order by course_id, week`,
  );
}
