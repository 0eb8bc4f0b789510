import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

/**
 * A seeded school for benchmarks (issue 35): courses, their students, and their work, inserted by the database
 * itself in a few `generate_series` statements, not through the API, so half a million submissions take seconds.
 * Each student is in two courses (course c and c + courses/2 share theirs); each course has `itemsPerCourse`
 * assignments (every student hands each in: one submission per student and item), five lectures held once, and two
 * tests sat once by each student. Four marks in five are given, one piece in ten is late. Ids are readable
 * (`bench-course-7`), so a bench can name a course without asking.
 */
export interface SchoolSizes {
  courses: number;
  students: number;
  /** Submissions in all: courses × students per course × assignments per course. */
  submissions: number;
}

export const ISSUE_35_SCHOOL: SchoolSizes = { courses: 200, students: 5_000, submissions: 500_000 };

export interface SeededSchool {
  courseIds: string[];
  studentsPerCourse: number;
  itemsPerCourse: number;
}

const LECTURES_PER_COURSE = 5;
const TESTS_PER_COURSE = 2;

/**
 * Seeds the school into an empty, migrated database. `teacherId`, a user already there, teaches every course (a
 * co-teacher of each), so a bench signs in as them and opens any course's pages.
 */
export async function seedSchool(
  db: Db,
  teacherId: string,
  sizes: SchoolSizes = ISSUE_35_SCHOOL,
): Promise<SeededSchool> {
  const { courses, students } = sizes;
  if (courses % 2 !== 0)
    throw new Error('The school has an even number of courses: two share each set of students.');
  const studentsPerCourse = Math.floor((students * 2) / courses);
  const itemsPerCourse = Math.round(sizes.submissions / (courses * studentsPerCourse));
  const half = courses / 2;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);

  await run(sql`insert into users (id, username, email, full_name, role, password_hash, email_verified)
    select 'bench-teacher-' || n, 'bench_teacher_' || n, 'bench.teacher.' || n || '@example.com', 'Teacher ' || n,
      'teacher', 'not-a-hash', true
    from generate_series(0, ${courses - 1}) n`);
  await run(sql`insert into users (id, username, email, full_name, role, password_hash, email_verified)
    select 'bench-student-' || n, 'bench_student_' || n, 'bench.student.' || n || '@example.com',
      'Student ' || lpad(n::text, 5, '0'), 'student', 'not-a-hash', true
    from generate_series(0, ${students - 1}) n`);
  await run(sql`insert into courses (id, name, start_date, end_date, status, owner_id)
    select 'bench-course-' || c, 'Course ' || c, current_date - 120, current_date + 60, 'active', 'bench-teacher-' || c
    from generate_series(0, ${courses - 1}) c`);
  await run(sql`insert into course_members (course_id, user_id, role)
    select 'bench-course-' || c, 'bench-teacher-' || c, 'owner' from generate_series(0, ${courses - 1}) c
    union all
    select 'bench-course-' || c, ${teacherId}, 'teacher' from generate_series(0, ${courses - 1}) c
    union all
    select 'bench-course-' || c, 'bench-student-' || (((c % ${half}) * ${studentsPerCourse} + k) % ${students}), 'student'
    from generate_series(0, ${courses - 1}) c, generate_series(0, ${studentsPerCourse - 1}) k`);
  // Assignments a week apart, the last due in two weeks; five lectures and two tests over the term.
  await run(sql`insert into course_items (id, course_id, kind, title, start_at, end_at, manual, active, position)
    select 'bench-work-' || c || '-' || i, 'bench-course-' || c, 'assignment', 'Assignment ' || i,
      now() - make_interval(days => 7 * (${itemsPerCourse} - i) - 14), now() - make_interval(days => 7 * (${itemsPerCourse} - i) - 21),
      true, true, i
    from generate_series(0, ${courses - 1}) c, generate_series(0, ${itemsPerCourse - 1}) i
    union all
    select 'bench-lecture-' || c || '-' || i, 'bench-course-' || c, 'lecture', 'Lecture ' || i,
      now() - make_interval(days => 14 * (i + 1)), now() - make_interval(days => 14 * (i + 1)) + interval '1 hour', true, true, i
    from generate_series(0, ${courses - 1}) c, generate_series(0, ${LECTURES_PER_COURSE - 1}) i
    union all
    select 'bench-test-' || c || '-' || i, 'bench-course-' || c, 'test', 'Test ' || i,
      now() - make_interval(days => 30 * (i + 1)), now() - make_interval(days => 30 * (i + 1)) + interval '1 hour', true, true, i
    from generate_series(0, ${courses - 1}) c, generate_series(0, ${TESTS_PER_COURSE - 1}) i`);
  await run(sql`insert into coursework_settings (item_id, max_mark, late_policy, max_group_size)
    select id, 20, 'acceptLate', 4 from course_items where kind = 'assignment' and id like 'bench-work-%'`);
  await run(sql`insert into questions (item_id, id, position, type, text, choices, answer, marks)
    select id, 'q1', 0, 'brief', '<p>Explain.</p>', '[]'::jsonb, '', 10 from course_items where id like 'bench-test-%'`);

  // Every student hands in every assignment: four in five marked, one in ten late.
  await run(sql`insert into submissions (id, item_id, author_id, state, submitted_at, late, mark, graded_at)
    select gen_random_uuid()::text, i.id, m.user_id,
      case when h % 5 = 0 then 'submitted' else 'released' end,
      i.end_at - make_interval(hours => (h % 72) - 6),
      (h % 72) < 6,
      case when h % 5 = 0 then null else h % 21 end,
      case when h % 5 = 0 then null else i.end_at + interval '3 days' end
    from course_items i
    join course_members m on m.course_id = i.course_id and m.role = 'student'
    cross join lateral (select abs(hashtext(i.id || m.user_id)) as h) hashed
    where i.kind = 'assignment' and i.id like 'bench-work-%'`);
  await run(sql`insert into attempts (id, item_id, user_id, number, state, started_at, deadline_at, submitted_at, "order", mark, graded_at)
    select gen_random_uuid()::text, i.id, m.user_id, 1, 'released', i.start_at, i.end_at, i.start_at + interval '40 minutes',
      '{"questions":["q1"],"choices":{}}'::jsonb, abs(hashtext(i.id || m.user_id)) % 11, i.end_at
    from course_items i join course_members m on m.course_id = i.course_id and m.role = 'student'
    where i.kind = 'test' and i.id like 'bench-test-%'`);
  await run(sql`insert into lecture_attendances (id, lecture_id, started_at, teacher_entered_at, ended_at)
    select 'bench-sitting-' || id, id, start_at, start_at, end_at from course_items where id like 'bench-lecture-%'`);
  await run(sql`insert into attendance_marks (attendance_id, user_id, joined_at, left_at)
    select a.id, m.user_id, a.started_at + interval '2 minutes', a.ended_at
    from lecture_attendances a join course_items i on i.id = a.lecture_id
    join course_members m on m.course_id = i.course_id and m.role = 'student'
    where a.id like 'bench-sitting-%' and abs(hashtext(a.id || m.user_id)) % 5 <> 0`);
  await run(sql`analyze`);
  return {
    courseIds: Array.from({ length: courses }, (_, c) => `bench-course-${c}`),
    studentsPerCourse,
    itemsPerCourse,
  };
}
