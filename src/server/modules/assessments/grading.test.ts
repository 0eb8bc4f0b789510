import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courseItems, notifications } from '../../db/schema';
import { AUTO_MARKED, createAssessment } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { movableClock } from '../../test/movableClock';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 15, grading: one word and multiple choice marked by the engine, brief answers by the teacher (who may
 * override an engine's mark), release with a notification, and SPEC §7's reads for students and teachers.
 */
const clock = movableClock();
const t = testFileApp({ clock });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date()));

const HOUR = 3_600_000;

/** A student's attempt at the sample test with these answers, handed in. */
async function handedIn(itemId: string, answers: Record<string, string>, who: Person = cast.studentMember) {
  const attemptId = (await t.post('/api/v1/test/startAttempt', { itemId }, who.session)).json().data.attempt
    ._id;
  for (const [questionId, answer] of Object.entries(answers))
    await t.post('/api/v1/test/saveAnswer', { attemptId, questionId, answer, seq: 1 }, who.session);
  await t.post('/api/v1/test/submitAttempt', { attemptId }, who.session);
  return attemptId as string;
}
const grade = (attemptId: string, marks: object[], feedback = '', who: Person = cast.teacherOwner) =>
  t.post('/api/v1/test/gradeAttempt', { attemptId, marks, feedback }, who.session);
const release = (itemId: string, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/test/release', { itemId }, who.session);
const detail = (itemId: string, attemptId: string, who: Person = cast.teacherOwner) =>
  t.get(`/api/v1/test/getCurrentAnswer/${itemId}/${attemptId}`, who.session);
const marksOf = (answers: { questionId: string; mark: number | null; markedBy: string | null }[]) =>
  Object.fromEntries(answers.map((a) => [a.questionId, [a.mark, a.markedBy]]));

describe('marking on hand-in', () => {
  it('marks one word and multiple choice; a brief answer waits for the teacher', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = await handedIn(item.id, {
      capital: '  PARIS ',
      grass: 'red',
      primes: '2|3',
      essay: 'Because of winter.',
    });
    const { data } = (await detail(item.id, attemptId)).json();
    expect(data.attempt).toMatchObject({ state: 'submitted', mark: null, maxMark: 21 });
    expect(marksOf(data.answers)).toEqual({
      capital: [2, 'auto'],
      grass: [0, 'auto'],
      primes: [4, 'auto'],
      essay: [null, null],
    });
  });

  // Issue 37: a blank brief answer no longer needs a teacher's 0 before the attempt counts as marked.
  it.each([
    ['left unanswered', {}],
    ['answered with spaces only', { essay: '  \n\t ' }],
  ])('marks 0 by itself a brief answer %s, so the attempt is graded', async (_, essay) => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = await handedIn(item.id, {
      capital: 'Paris',
      grass: 'green',
      primes: '2|3|5',
      ...essay,
    });
    const { data } = (await detail(item.id, attemptId)).json();
    expect(data.attempt).toMatchObject({ state: 'graded', mark: 11, maxMark: 21 });
    expect(marksOf(data.answers).essay).toEqual([0, 'auto']);
    const lines = (
      await t.get(`/api/v1/test/getCurrentTestList/${item.id}`, cast.teacherOwner.session)
    ).json();
    expect(lines.data.find((line: { _id: string }) => line._id === attemptId)).toMatchObject({ toMark: 0 });
  });

  it('grades at once an attempt with nothing for the teacher to mark', async () => {
    const { item } = await createAssessment(t.app, cast.course, { questions: AUTO_MARKED });
    const attemptId = await handedIn(item.id, { capital: 'Paris', primes: '2|3|5|4' });
    expect((await detail(item.id, attemptId)).json().data.attempt).toMatchObject({
      state: 'graded',
      mark: 6,
      maxMark: 11,
    });
  });
});

describe('POST /api/v1/{test|exam}/gradeAttempt', () => {
  it("marks a brief answer and overrides the engine's mark; the attempt is graded with its total", async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = await handedIn(item.id, {
      capital: 'Paris',
      grass: 'green',
      essay: 'Because of winter.',
    });
    const response = await grade(
      attemptId,
      [
        { questionId: 'essay', mark: 7.5, feedback: 'Say why winter matters.' },
        { questionId: 'grass', mark: 1, feedback: 'Right, but copied.' },
      ],
      'A fair start.',
    );
    expect(response.json()).toMatchObject({
      code: 0,
      msg: 'The marks are saved.',
      data: { state: 'graded', mark: 10.5, feedback: 'A fair start.' },
    });
    const { data } = (await detail(item.id, attemptId)).json();
    expect(marksOf(data.answers)).toEqual({
      capital: [2, 'auto'],
      grass: [1, 'teacher'],
      primes: [0, 'auto'],
      essay: [7.5, 'teacher'],
    });
    expect(data.answers.find((a: { questionId: string }) => a.questionId === 'essay').feedback).toBe(
      'Say why winter matters.',
    );
  });

  it('refuses a mark above the question, a question not in the attempt, a question twice, an open attempt', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = await handedIn(item.id, {});
    expect((await grade(attemptId, [{ questionId: 'essay', mark: 11 }])).json()).toEqual({
      code: 400,
      msg: 'This question is out of 10.',
      fields: { mark: 'At most 10.' },
    });
    expect((await grade(attemptId, [{ questionId: 'nope', mark: 1 }])).json()).toMatchObject({
      code: 400,
      msg: 'This question is not part of the attempt.',
    });
    expect(
      (
        await grade(attemptId, [
          { questionId: 'essay', mark: 1 },
          { questionId: 'essay', mark: 2 },
        ])
      ).json(),
    ).toMatchObject({ code: 400, msg: 'Give each question one mark.' });
    expect((await grade(attemptId, [{ questionId: 'essay', mark: -1 }])).json()).toMatchObject({ code: 400 });
    const open = await createAssessment(t.app, cast.course);
    const sitting = (
      await t.post('/api/v1/test/startAttempt', { itemId: open.item.id }, cast.studentMember.session)
    ).json().data.attempt._id;
    expect((await grade(sitting, [{ questionId: 'essay', mark: 1 }])).json()).toEqual({
      code: 409,
      msg: 'This attempt is still being sat: mark it once it is handed in.',
    });
  });

  it('is for those who teach the course', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = await handedIn(item.id, {});
    const marks = [{ questionId: 'essay', mark: 1 }];
    expect((await grade(attemptId, marks, '', cast.studentMember)).statusCode).toBe(403);
    expect((await grade(attemptId, marks, '', cast.teacherOutsider)).statusCode).toBe(403);
    expect((await grade(attemptId, marks, '', cast.coTeacher)).statusCode).toBe(200);
    expect((await grade('no-such-attempt', marks)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/{test|exam}/release', () => {
  it('releases graded attempts with a notification; attempts still to mark stay', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const ann = await handedIn(item.id, { capital: 'Paris' });
    await handedIn(item.id, { capital: 'Lyon', essay: 'Not sure.' }, cast.classmate);
    await grade(ann, [{ questionId: 'essay', mark: 5, feedback: 'Good.' }], 'Well done.');
    expect((await release(item.id)).json()).toEqual({
      code: 0,
      msg: 'The marks are released to the students.',
      data: { released: 1 },
    });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.refId, item.id), eq(notifications.type, 'notification')));
    expect(told.map((n) => [n.userId, n.title, n.link, n.refType])).toEqual([
      [
        cast.studentMember.user.id,
        `Your marks for ${item.title} are out`,
        `/TestAssessmentLive/${cast.course.id}/${item.id}`,
        'test',
      ],
    ]);

    const sitting = (
      await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.studentMember.session)
    ).json().data;
    expect(sitting.attempt).toMatchObject({ state: 'released', mark: 7, feedback: 'Well done.' });
    expect(sitting.released).toMatchObject({
      capital: { answer: 'Paris', feedback: 'Paris has been the capital since 987.' },
      essay: { answer: 'To save water in winter.', feedback: 'Think of water and winter.' },
    });
    expect(marksOf(sitting.answers)).toMatchObject({ capital: [2, 'auto'], essay: [5, 'teacher'] });
    const theirs = (await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.classmate.session)).json()
      .data;
    expect(theirs).toMatchObject({ attempt: { state: 'submitted', mark: null }, released: null });
    expect((await release(item.id)).json().data).toEqual({ released: 0 });
  });

  it('tells the student again when released marks change, and names an exam', async () => {
    const { item } = await createAssessment(t.app, cast.course, { kind: 'exam', questions: AUTO_MARKED });
    const attemptId = (
      await t.post('/api/v1/exam/startAttempt', { itemId: item.id }, cast.studentMember.session)
    ).json().data.attempt._id;
    await t.post('/api/v1/exam/submitAttempt', { attemptId }, cast.studentMember.session);
    await t.post('/api/v1/exam/release', { itemId: item.id }, cast.teacherOwner.session);
    const regrade = await t.post(
      '/api/v1/exam/gradeAttempt',
      { attemptId, marks: [{ questionId: 'capital', mark: 1 }] },
      cast.teacherOwner.session,
    );
    expect(regrade.json().data).toMatchObject({ state: 'released', mark: 1 });
    const told = await t.app.db.select().from(notifications).where(eq(notifications.refId, item.id));
    expect(told.map((n) => [n.title, n.link])).toEqual([
      [`Your marks for ${item.title} are out`, `/ExamAssessmentLive/${cast.course.id}/${item.id}`],
      [`Your marks for ${item.title} were changed`, `/ExamAssessmentLive/${cast.course.id}/${item.id}`],
    ]);
  });

  it('is for those who teach the test', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    expect((await release(item.id, cast.studentMember)).statusCode).toBe(403);
    expect((await release(item.id, cast.teacherOutsider)).statusCode).toBe(403);
    expect(
      (await t.post('/api/v1/exam/release', { itemId: item.id }, cast.teacherOwner.session)).statusCode,
    ).toBe(400);
  });
});

describe("SPEC §7's reads", () => {
  it('refuse malformed ids with 400 naming the field', async () => {
    const long = 'x'.repeat(65);
    for (const url of [
      `/api/v1/test/getCurentCourse/${long}`,
      `/api/v1/test/getTestListOfCourse/${long}`,
      `/api/v1/test/getCurrentSubmission/${long}/${cast.studentMember.user.id}`,
      `/api/v1/test/getCurrentTestList/${long}`,
      `/api/v1/exam/getCurrentAnswer/${long}/${long}`,
      `/api/v1/test/getProctorRoster/${long}`,
    ]) {
      const response = await t.get(url, cast.teacherOwner.session);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().fields ?? {}).length, url).toBeGreaterThan(0);
    }
    expect(
      (await t.post('/api/v1/test/release', { itemId: long }, cast.teacherOwner.session)).statusCode,
    ).toBe(400);
  });

  it('answer those outside the course, and those without the right, with 403', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = await handedIn(item.id, {});
    const ann = cast.studentMember.user.id;
    const cases: [string, Person, number][] = [
      [`/api/v1/test/getCurentCourse/${cast.course.id}`, cast.studentOutsider, 403],
      [`/api/v1/test/getCurentCourse/${cast.course.id}`, cast.teacherOutsider, 403],
      [`/api/v1/test/getTestListOfCourse/${cast.course.id}`, cast.teacherOutsider, 403],
      [`/api/v1/test/getCurrentSubmission/${item.id}/${ann}`, cast.studentOutsider, 403],
      [`/api/v1/test/getCurrentSubmission/${item.id}/${ann}`, cast.teacherOutsider, 403],
      [`/api/v1/test/getCurrentTestList/${item.id}`, cast.teacherOutsider, 403],
      [`/api/v1/test/getCurrentAnswer/${item.id}/${attemptId}`, cast.teacherOutsider, 403],
      [`/api/v1/test/getCurrentAnswer/${item.id}/${attemptId}`, cast.studentMember, 403],
      [`/api/v1/test/getSubmitCurrent/${item.id}`, cast.teacherOwner, 403],
      [`/api/v1/test/getSubmitCurrent/${item.id}`, cast.studentOutsider, 403],
      [`/api/v1/test/getCurrentAnswer/${item.id}/${attemptId}`, cast.admin, 200],
      [`/api/v1/test/getCurrentTestList/${item.id}`, cast.coTeacher, 200],
    ];
    for (const [url, who, status] of cases)
      expect((await t.get(url, who.session)).statusCode, `${url} as ${who.user.fullName}`).toBe(status);
  });

  it('getCurentCourse: students see the visible ones without counts, teachers every one with counts', async () => {
    const { course } = cast;
    const shown = await createAssessment(t.app, course);
    const hidden = await createAssessment(t.app, course, { item: { manual: true, active: false } });
    await handedIn(shown.item.id, { essay: 'Winter.' });
    const seen = (await t.get(`/api/v1/test/getCurentCourse/${course.id}`, cast.classmate.session)).json()
      .data;
    const mine = seen.find((line: { _id: string }) => line._id === shown.item.id);
    expect(mine).toMatchObject({
      kind: 'test',
      active: true,
      mode: 'live',
      questionCount: 4,
      totalMarks: 21,
      submitted: null,
      toMark: null,
    });
    expect(seen.map((line: { _id: string }) => line._id)).not.toContain(hidden.item.id);
    const taught = (
      await t.get(`/api/v1/test/getTestListOfCourse/${course.id}`, cast.coTeacher.session)
    ).json().data;
    expect(taught.find((line: { _id: string }) => line._id === shown.item.id)).toMatchObject({
      submitted: 1,
      toMark: 1,
    });
    expect(taught.find((line: { _id: string }) => line._id === hidden.item.id)).toMatchObject({
      active: false,
      submitted: 0,
    });
    expect(
      (await t.get(`/api/v1/test/getTestListOfCourse/${course.id}`, cast.studentMember.session)).statusCode,
    ).toBe(403);
    expect(
      (await t.get(`/api/v1/test/getCurentCourse/${course.id}`, cast.studentOutsider.session)).statusCode,
    ).toBe(403);
    const exams = (
      await t.get(`/api/v1/exam/getExamListOfCourse/${course.id}`, cast.teacherOwner.session)
    ).json().data;
    expect(exams.map((line: { kind: string }) => line.kind)).not.toContain('test');
  });

  it('getCurrentSubmission: a student their own, marks once released; teachers anyone', async () => {
    const { item } = await createAssessment(t.app, cast.course, {
      questions: AUTO_MARKED,
      settings: { attemptsAllowed: 2 },
    });
    const attemptId = await handedIn(item.id, { capital: 'Paris' });
    const own = (
      await t.get(
        `/api/v1/test/getCurrentSubmission/${item.id}/${cast.studentMember.user.id}`,
        cast.studentMember.session,
      )
    ).json().data;
    expect(own).toMatchObject({
      student: { fullName: 'Ann Able' },
      attempts: [{ _id: attemptId, state: 'graded', mark: null }],
      attemptsLeft: 1,
    });
    const byTeacher = (
      await t.get(
        `/api/v1/test/getCurrentSubmission/${item.id}/${cast.studentMember.user.id}`,
        cast.teacherOwner.session,
      )
    ).json().data;
    expect(byTeacher.attempts[0]).toMatchObject({ mark: 2 });
    expect(
      (
        await t.get(
          `/api/v1/test/getCurrentSubmission/${item.id}/${cast.studentMember.user.id}`,
          cast.classmate.session,
        )
      ).json(),
    ).toEqual({ code: 403, msg: 'You can only see your own attempts.' });
    const teacherReads = (userId: string) =>
      t.get(`/api/v1/test/getCurrentSubmission/${item.id}/${userId}`, cast.teacherOwner.session);
    expect((await teacherReads('nobody')).statusCode).toBe(404);
    // A user outside the course, who never sat it, is not named.
    expect((await teacherReads(cast.studentOutsider.user.id)).json()).toEqual({
      code: 404,
      msg: 'No such student in this course.',
    });
    // A member who has not started yet: no attempts, and all of theirs left.
    expect((await teacherReads(cast.classmate.user.id)).json().data).toMatchObject({
      student: { fullName: 'Bob Baker' },
      attempts: [],
      attemptsLeft: 2,
    });
  });

  it('getCurrentTestList and getCurrentAnswer: every attempt with its counts, one in full with keys', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const ann = await handedIn(item.id, { capital: 'Paris', essay: 'Winter.' });
    const bobStart = await t.post('/api/v1/test/startAttempt', { itemId: item.id }, cast.classmate.session);
    const bob = bobStart.json().data.attempt._id;
    await t.post('/api/v1/test/reportFocus', { attemptId: bob, event: 'blur' }, cast.classmate.session);
    clock.advance(4000);
    await t.post('/api/v1/test/reportFocus', { attemptId: bob, event: 'focus' }, cast.classmate.session);
    const list = (await t.get(`/api/v1/test/getCurrentTestList/${item.id}`, cast.teacherOwner.session)).json()
      .data;
    expect(
      list.map((l: Record<string, unknown>) => [l._id, l.state, l.answered, l.toMark, l.focusLosses]),
    ).toEqual([
      [ann, 'submitted', 2, 1, 0],
      [bob, 'open', 0, 0, 1],
    ]);
    const { data } = (await detail(item.id, bob)).json();
    expect(data.questions[0]).toMatchObject({
      _id: 'capital',
      answer: 'Paris',
      feedback: 'Paris has been the capital since 987.',
    });
    expect(data.focusEvents.map((e: { event: string }) => e.event)).toEqual(['blur', 'focus']);
    expect(data.student.fullName).toBe('Bob Baker');
    expect((await detail('another-item', bob)).statusCode).toBe(404);
    expect((await detail(item.id, bob, cast.classmate)).statusCode).toBe(403);
    expect(
      (await t.get(`/api/v1/test/getCurrentTestList/${item.id}`, cast.studentMember.session)).statusCode,
    ).toBe(403);
  });

  it("lets a student who sat a test read their results after its window, and nobody else's", async () => {
    const { item } = await createAssessment(t.app, cast.course, { questions: AUTO_MARKED });
    await handedIn(item.id, { capital: 'Paris' });
    await release(item.id);
    await t.app.db
      .update(courseItems)
      .set({
        manual: false,
        startAt: new Date(clock.now().getTime() - 2 * HOUR),
        endAt: new Date(clock.now().getTime() - HOUR),
      })
      .where(eq(courseItems.id, item.id));
    const sitting = await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.studentMember.session);
    expect(sitting.json().data.attempt).toMatchObject({ state: 'released', mark: 2 });
    const own = await t.get(
      `/api/v1/test/getCurrentSubmission/${item.id}/${cast.studentMember.user.id}`,
      cast.studentMember.session,
    );
    expect(own.statusCode).toBe(200);
    // The classmate never sat it: hidden, it does not exist for them.
    expect((await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.classmate.session)).statusCode).toBe(
      404,
    );
    expect(
      (await t.post('/api/v1/test/startAttempt', { itemId: item.id }, cast.studentMember.session)).statusCode,
    ).toBe(404);
  });
});
