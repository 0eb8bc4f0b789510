import { beforeAll, describe, expect, it } from 'vitest';
import { STATISTICS } from '../../../core/constants';
import { attempts, courseworkSettings, submissions } from '../../db/schema';
import { createAssessment, SAMPLE_QUESTIONS } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createCourse, createItem } from '../../test/courseFactories';
import { markAttendance, openSitting } from '../../test/lectureFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * SPEC §7 getCourseAggregateStatistic and getCourseStatistic (issue 35): the figures of a small known course, who
 * sees which, and what is refused.
 */
const t = testFileApp();
let cast: Cast;
const HOUR = 3_600_000;

const aggregate = (courseId: string, who?: Person) =>
  t.get(`/api/v1/user/getCourseAggregateStatistic/${courseId}`, who?.session);
const several = (courseIds: string, who?: Person) =>
  t.get(`/api/v1/user/getCourseStatistic/${courseIds}`, who?.session);

/**
 * The course: Ann, Bob and Dee are its students. Essay (out of 20, due an hour ago): Ann on time, marked 10 (50 %,
 * not released); Bob late, marked 20 (100 %, released); Dee nothing. Poster (out of 100, due tomorrow): Ann on
 * time, not marked. Quiz (10 marks): Ann's attempt marked 7 (70 %, released). One lecture class held, Ann in it;
 * one start the teacher never entered (not a class held).
 */
beforeAll(async () => {
  cast = await courseCast(t.app);
  const now = Date.now();
  const essay = await createItem(t.app, cast.course, {
    kind: 'assignment',
    startAt: new Date(now - 48 * HOUR),
    endAt: new Date(now - HOUR),
  });
  const poster = await createItem(t.app, cast.course, {
    kind: 'assignment',
    endAt: new Date(now + 24 * HOUR),
  });
  await t.app.db.insert(courseworkSettings).values([
    { itemId: essay.id, maxMark: 20, latePolicy: 'acceptLate', maxGroupSize: 4 },
    { itemId: poster.id, maxMark: 100, latePolicy: 'acceptLate', maxGroupSize: 4 },
  ]);
  const ann = cast.studentMember.user.id;
  const bob = cast.classmate.user.id;
  const teacher = cast.teacherOwner.user.id;
  await t.app.db.insert(submissions).values([
    {
      itemId: essay.id,
      authorId: ann,
      state: 'graded',
      submittedAt: new Date(now - 2 * HOUR),
      mark: 10,
      gradedAt: new Date(),
      gradedBy: teacher,
    },
    {
      itemId: essay.id,
      authorId: bob,
      state: 'released',
      submittedAt: new Date(now - HOUR / 2),
      late: true,
      mark: 20,
      gradedAt: new Date(),
      releasedAt: new Date(),
      gradedBy: teacher,
    },
    { itemId: poster.id, authorId: ann, state: 'submitted', submittedAt: new Date() },
    // A draft is not work handed in.
    { itemId: poster.id, authorId: bob, state: 'draft' },
  ]);
  const quiz = await createAssessment(t.app, cast.course, { questions: [SAMPLE_QUESTIONS[3]!] });
  await t.app.db.insert(attempts).values({
    itemId: quiz.item.id,
    userId: ann,
    number: 1,
    state: 'released',
    startedAt: new Date(now - HOUR),
    deadlineAt: new Date(now - HOUR / 2),
    submittedAt: new Date(now - HOUR / 2),
    order: { questions: ['essay'], choices: {} },
    mark: 7,
    gradedAt: new Date(),
    releasedAt: new Date(),
  });
  const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
  const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user, {
    startedAt: new Date(now - 2 * HOUR),
    endedAt: new Date(now - HOUR),
  });
  await markAttendance(t.app, sitting, cast.studentMember.user, { joinedAt: new Date(now - 2 * HOUR) });
  await openSitting(t.app, lecture, cast.teacherOwner.user, {
    startedAt: new Date(now - 3 * HOUR),
    teacherEnteredAt: null,
    endedAt: new Date(now - 3 * HOUR + 60_000),
  });
});

describe('the course aggregate', () => {
  it("gives those who teach the whole course's figures, counted by the database", async () => {
    for (const who of [cast.teacherOwner, cast.coTeacher, cast.admin]) {
      const reply = await aggregate(cast.course.id, who);
      expect(reply.statusCode).toBe(200);
      const data = reply.json().data;
      expect(data).toMatchObject({
        courseId: cast.course.id,
        courseName: cast.course.name,
        scope: 'course',
        students: 3,
        attendance: { classesHeld: 1, present: 1, possible: 3 },
        submissions: { onTime: 2, late: 1, notHandedIn: 1 },
        // 50 %, 100 % and 70 %: every mark given, released or not.
        marks: { count: 3, mean: 73.3, median: 70 },
      });
      expect(data.distribution).toEqual([
        { from: 50, count: 1 },
        { from: 70, count: 1 },
        { from: 90, count: 1 },
      ]);
      const weeks = data.activity as { submissions: number; attempts: number; attendances: number }[];
      expect(weeks.reduce((sum, week) => sum + week.submissions, 0)).toBe(3);
      expect(weeks.reduce((sum, week) => sum + week.attempts, 0)).toBe(1);
      expect(weeks.reduce((sum, week) => sum + week.attendances, 0)).toBe(1);
    }
  });

  it('gives a student their own figures, released marks only', async () => {
    const ann = (await aggregate(cast.course.id, cast.studentMember)).json().data;
    expect(ann).toMatchObject({
      scope: 'student',
      students: 1,
      attendance: { classesHeld: 1, present: 1, possible: 1 },
      submissions: { onTime: 2, late: 0, notHandedIn: 0 },
      // Her essay's mark is not released yet: only the quiz's 70 % counts.
      marks: { count: 1, mean: 70, median: 70 },
      distribution: [{ from: 70, count: 1 }],
    });
    const bob = (await aggregate(cast.course.id, cast.classmate)).json().data;
    expect(bob).toMatchObject({
      submissions: { onTime: 0, late: 1, notHandedIn: 0 },
      marks: { count: 1, mean: 100, median: 100 },
      attendance: { present: 0, possible: 1 },
    });
  });

  it('refuses those outside the course and who is not signed in, and an unknown course', async () => {
    for (const who of [cast.studentOutsider, cast.teacherOutsider]) {
      const reply = await aggregate(cast.course.id, who);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ code: 403, msg: 'You are not a member of this course.' });
    }
    expect((await aggregate(cast.course.id)).statusCode).toBe(401);
    const unknown = await aggregate('no-such-course', cast.admin);
    expect(unknown.json()).toMatchObject({ code: 404, msg: 'No such course.' });
  });
});

describe('statistics across courses', () => {
  it('gives each course named with a line per student; a student sees only their own line', async () => {
    const other = await createCourse(t.app, cast.teacherOwner.user, { name: 'Empty course' });
    const reply = await several(`${cast.course.id},${other.id}`, cast.teacherOwner);
    expect(reply.statusCode).toBe(200);
    const [first, second] = reply.json().data;
    expect(first).toMatchObject({ courseId: cast.course.id, students: 3, marks: { count: 3, median: 70 } });
    expect(first.studentLines).toEqual([
      {
        userId: cast.studentMember.user.id,
        name: 'Ann Able',
        attended: 1,
        onTime: 2,
        late: 0,
        markCount: 2,
        meanMark: 60,
      },
      {
        userId: cast.classmate.user.id,
        name: 'Bob Baker',
        attended: 0,
        onTime: 0,
        late: 1,
        markCount: 1,
        meanMark: 100,
      },
      {
        userId: cast.disabled.user.id,
        name: 'Dee Disabled',
        attended: 0,
        onTime: 0,
        late: 0,
        markCount: 0,
        meanMark: null,
      },
    ]);
    expect(second).toMatchObject({
      courseName: 'Empty course',
      students: 0,
      submissions: { onTime: 0, late: 0, notHandedIn: 0 },
      marks: { count: 0, mean: null, median: null },
      studentLines: [],
    });

    const own = (await several(cast.course.id, cast.studentMember)).json().data;
    expect(own).toEqual([
      expect.objectContaining({
        scope: 'student',
        studentLines: [expect.objectContaining({ name: 'Ann Able', markCount: 1, meanMark: 70 })],
      }),
    ]);
  });

  it('refuses the whole call when one course is not the caller’s, and names each course once', async () => {
    const elsewhere = await createCourse(t.app, cast.teacherOutsider.user);
    const mixed = await several(`${cast.course.id},${elsewhere.id}`, cast.teacherOwner);
    expect(mixed.json()).toMatchObject({ code: 403, msg: 'You are not a member of this course.' });
    const repeated = (await several(`${cast.course.id},${cast.course.id}`, cast.coTeacher)).json();
    expect(repeated.data).toHaveLength(1);
  });

  it('refuses malformed lists with a message saying what to fix, changing nothing', async () => {
    const tooMany = Array.from({ length: STATISTICS.maxCourses + 1 }, (_, n) => `course-${n}`).join(',');
    const cases: [string, RegExp][] = [
      [`${cast.course.id},,x`, /empty/],
      [tooMany, /at most 20 courses/],
      [encodeURIComponent('x'.repeat(65)), /at most 64/],
    ];
    // Twenty course ids (UUIDs) fit in the address.
    const twenty = Array.from({ length: STATISTICS.maxCourses }, () => crypto.randomUUID()).join(',');
    expect((await several(twenty, cast.admin)).json()).toMatchObject({ code: 404, msg: 'No such course.' });
    for (const [ids, msg] of cases) {
      const reply = await several(ids, cast.admin);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().code).toBe(400);
      expect(JSON.stringify(reply.json())).toMatch(msg);
    }
  });
});
