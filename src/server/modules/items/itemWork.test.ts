import { beforeAll, describe, expect, it } from 'vitest';
import { AUTO_MARKED, createAssessment } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 37, broken point 4: the course view, the control panel and the dashboard's courses tell each student their own state on every test,
 * exam, assignment, project and lab (a mark only once released), and those who teach how much is handed in and
 * waits for a mark.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const HOUR = 3_600_000;
type Line = { _id: string; work?: unknown; tally?: unknown };

async function courseView(who: Person): Promise<Line[]> {
  const reply = await t.get(`/api/v1/course/getCurrentCourse/${cast.course.id}/${who.user.id}`, who.session);
  expect(reply.statusCode).toBe(200);
  return reply.json().data.items;
}
async function controlPanel(who: Person): Promise<Line[]> {
  const reply = await t.get(`/api/v1/course/getAllCourseControlPanel/${who.user.id}`, who.session);
  expect(reply.statusCode).toBe(200);
  const course = reply.json().data.find((c: { _id: string }) => c._id === cast.course.id);
  return Object.entries(course).flatMap(([key, list]) =>
    key === '_id' || key === 'name' ? [] : (list as Line[]),
  );
}
async function dashboard(who: Person): Promise<Line[]> {
  const reply = await t.get(`/api/v1/course/getAllCourse/${who.user.id}`, who.session);
  expect(reply.statusCode).toBe(200);
  return reply.json().data.find((c: { _id: string }) => c._id === cast.course.id).items;
}
const lineOf = (lines: Line[], id: string) => lines.find((line) => line._id === id);

/** A student's attempt at a test with these answers, handed in; its id. */
async function sitTest(itemId: string, answers: Record<string, string>, who: Person): Promise<string> {
  const start = await t.post('/api/v1/test/startAttempt', { itemId }, who.session);
  const attemptId = start.json().data.attempt._id as string;
  for (const [questionId, answer] of Object.entries(answers))
    await t.post('/api/v1/test/saveAnswer', { attemptId, questionId, answer, seq: 1 }, who.session);
  await t.post('/api/v1/test/submitAttempt', { attemptId }, who.session);
  return attemptId;
}

describe('the state of each student and the tally of each teacher on the course view and the control panel', () => {
  it('answers a test handed in, then marked and released at its mark, and counts it for the teachers', async () => {
    // All auto-marked: handed in, the attempt is marked at once, but not released.
    const { item: quiz } = await createAssessment(t.app, cast.course, { questions: AUTO_MARKED });
    const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
    await sitTest(quiz.id, { capital: 'Paris', grass: 'green', primes: '2|3|5' }, cast.studentMember);

    const studentLists = async () => [
      await courseView(cast.studentMember),
      await controlPanel(cast.studentMember),
      await dashboard(cast.studentMember),
    ];
    for (const lines of await studentLists()) {
      // Marked but not released: handed in, and nothing of the mark.
      expect(lineOf(lines, quiz.id)).toMatchObject({ work: { state: 'handedIn' } });
      expect(JSON.stringify(lineOf(lines, quiz.id)?.work)).not.toContain('mark');
      expect(lineOf(lines, lecture.id)?.work).toBeUndefined();
    }
    expect(lineOf(await courseView(cast.classmate), quiz.id)).toMatchObject({
      work: { state: 'notStarted' },
    });
    expect(lineOf(await courseView(cast.coTeacher), quiz.id)).toMatchObject({
      tally: { handedIn: 1, toMark: 0 },
    });
    expect(lineOf(await courseView(cast.coTeacher), quiz.id)?.work).toBeUndefined();
    expect(lineOf(await dashboard(cast.teacherOwner), quiz.id)).toMatchObject({
      tally: { handedIn: 1, toMark: 0 },
    });

    expect(
      (await t.post('/api/v1/test/release', { itemId: quiz.id }, cast.teacherOwner.session)).statusCode,
    ).toBe(200);
    for (const lines of await studentLists())
      expect(lineOf(lines, quiz.id)).toMatchObject({ work: { state: 'marked', mark: 11, max: 11 } });
  });

  it('counts an attempt waiting for a mark, and tells a test being sat and one closed without an attempt', async () => {
    const { item: essay } = await createAssessment(t.app, cast.course);
    await sitTest(essay.id, { essay: 'Because of winter.' }, cast.classmate);
    await t.post('/api/v1/test/startAttempt', { itemId: essay.id }, cast.studentMember.session);
    const { item: gone } = await createAssessment(t.app, cast.course, {
      item: { startAt: new Date(Date.now() - 3 * HOUR), endAt: new Date(Date.now() - HOUR) },
    });

    const teacher = await controlPanel(cast.teacherOwner);
    expect(lineOf(teacher, essay.id)).toMatchObject({ tally: { handedIn: 1, toMark: 1 } });
    expect(lineOf(teacher, gone.id)).toMatchObject({ tally: { handedIn: 0, toMark: 0 } });
    const student = await courseView(cast.studentMember);
    expect(lineOf(student, essay.id)).toMatchObject({ work: { state: 'inProgress' } });
    expect(lineOf(student, gone.id)).toMatchObject({ work: { state: 'missed' } });
  });

  it('tells a student a published test with no questions yet is not ready, on every list', async () => {
    const { item: empty } = await createAssessment(t.app, cast.course, { questions: [] });
    for (const lines of [
      await courseView(cast.studentMember),
      await controlPanel(cast.studentMember),
      await dashboard(cast.studentMember),
    ])
      expect(lineOf(lines, empty.id)).toMatchObject({ work: { state: 'notReady' } });
    expect(lineOf(await courseView(cast.teacherOwner), empty.id)).toMatchObject({
      tally: { handedIn: 0, toMark: 0 },
    });
  });

  it('answers coursework saved, handed in, marked and released, and counts what waits for a mark', async () => {
    const essay = await createItem(t.app, cast.course, { kind: 'assignment' });
    await t.post(
      '/api/v1/coursework/saveSettings',
      { itemId: essay.id, maxMark: 20, latePolicy: 'acceptLate', rubric: null },
      cast.teacherOwner.session,
    );
    await t.post(
      '/api/v1/submission/saveAnswer',
      { itemId: essay.id, answer: 'A draft.' },
      cast.classmate.session,
    );
    await t.post(
      '/api/v1/submission/saveAnswer',
      { itemId: essay.id, answer: 'Done.' },
      cast.studentMember.session,
    );
    const handedIn = await t.post(
      '/api/v1/submission/submit',
      { itemId: essay.id },
      cast.studentMember.session,
    );

    expect(lineOf(await courseView(cast.classmate), essay.id)).toMatchObject({
      work: { state: 'inProgress' },
    });
    expect(lineOf(await courseView(cast.studentMember), essay.id)).toMatchObject({
      work: { state: 'handedIn' },
    });
    expect(lineOf(await courseView(cast.teacherOwner), essay.id)).toMatchObject({
      tally: { handedIn: 1, toMark: 1 },
    });

    const assessmentId = handedIn.json().data._id;
    await t.post(
      '/api/v1/assessment/grade',
      { assessmentId, mark: 17, feedback: '' },
      cast.teacherOwner.session,
    );
    expect(lineOf(await courseView(cast.teacherOwner), essay.id)).toMatchObject({
      tally: { handedIn: 1, toMark: 0 },
    });
    // Graded, not released: the student learns nothing of it yet.
    const graded = lineOf(await controlPanel(cast.studentMember), essay.id);
    expect(graded).toMatchObject({ work: { state: 'handedIn' } });
    expect(JSON.stringify(graded?.work)).not.toContain('17');

    await t.post('/api/v1/assessment/release', { itemId: essay.id }, cast.teacherOwner.session);
    expect(lineOf(await controlPanel(cast.studentMember), essay.id)).toMatchObject({
      work: { state: 'marked', mark: 17, max: 20 },
    });
  });
});
