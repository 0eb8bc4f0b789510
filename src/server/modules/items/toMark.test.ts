import { beforeAll, describe, expect, it } from 'vitest';
import { AUTO_MARKED, createAssessment } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createCourse, createItem } from '../../test/courseFactories';
import { movableClock } from '../../test/movableClock';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 37: "A teacher's to-do list: on the dashboard, what waits for marking, per item, oldest first." The call
 * answers the items of the courses the teacher teaches with work waiting for a mark, counted as the item lists
 * count it, oldest hand-in first, each with the page where it is marked.
 */
const clock = movableClock();
const t = testFileApp({ clock });
let cast: Cast;
const MINUTE = 60_000;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

type Line = {
  item: { _id: string; kind: string; title: string };
  course: { _id: string; name: string };
  toMark: number;
  oldestHandedInAt: string;
  link: string;
};

async function toMark(of: Person, as: Person = of): Promise<Line[]> {
  const reply = await t.get(`/api/v1/item/toMark/${of.user.id}`, as.session);
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
}

/** What the control panel (an item list) counts as waiting for a mark, by item id. */
async function listedToMark(who: Person): Promise<Map<string, number>> {
  const reply = await t.get(`/api/v1/course/getAllCourseControlPanel/${who.user.id}`, who.session);
  const course = reply.json().data.find((c: { _id: string }) => c._id === cast.course.id);
  const lines = Object.entries(course).flatMap(([key, list]) =>
    key === '_id' || key === 'name' ? [] : (list as { _id: string; tally?: { toMark: number } }[]),
  );
  return new Map(lines.flatMap((line) => (line.tally ? [[line._id, line.tally.toMark] as const] : [])));
}

async function handInEssay(itemId: string, who: Person) {
  await t.post('/api/v1/submission/saveAnswer', { itemId, answer: 'My essay.' }, who.session);
  const reply = await t.post('/api/v1/submission/submit', { itemId }, who.session);
  expect(reply.statusCode).toBe(200);
  return reply.json().data._id as string;
}

async function sitTest(itemId: string, answers: Record<string, string>, who: Person) {
  const start = await t.post('/api/v1/test/startAttempt', { itemId }, who.session);
  const attemptId = start.json().data.attempt._id as string;
  for (const [questionId, answer] of Object.entries(answers))
    await t.post('/api/v1/test/saveAnswer', { attemptId, questionId, answer, seq: 1 }, who.session);
  expect((await t.post('/api/v1/test/submitAttempt', { attemptId }, who.session)).statusCode).toBe(200);
}

describe('GET /api/v1/item/toMark/{userId}', () => {
  it('lists what waits for a mark, oldest hand-in first, as the item lists count it, until it is marked', async () => {
    const later = await createItem(t.app, cast.course, { kind: 'assignment', title: 'Essay 2' });
    const { item: essayTest } = await createAssessment(t.app, cast.course);
    const { item: quiz } = await createAssessment(t.app, cast.course, { questions: AUTO_MARKED });
    const first = await createItem(t.app, cast.course, { kind: 'assignment', title: 'Essay 1' });
    const untouched = await createItem(t.app, cast.course, { kind: 'lab' });

    const firstAt = clock.now();
    await handInEssay(first.id, cast.classmate);
    clock.advance(MINUTE);
    await sitTest(essayTest.id, { essay: 'Because of winter.' }, cast.studentMember);
    // All marked by the engine: nothing waits for the teacher.
    await sitTest(quiz.id, { capital: 'Paris', grass: 'green', primes: '2|3|5' }, cast.classmate);
    clock.advance(MINUTE);
    const laterWork = await handInEssay(later.id, cast.studentMember);
    await handInEssay(later.id, cast.classmate);

    const lines = await toMark(cast.teacherOwner);
    expect(lines.map((line) => [line.item.title, line.toMark])).toEqual([
      ['Essay 1', 1],
      [essayTest.title, 1],
      ['Essay 2', 2],
    ]);
    expect(lines[0]).toEqual({
      item: { _id: first.id, kind: 'assignment', title: 'Essay 1' },
      course: { _id: cast.course.id, name: cast.course.name },
      toMark: 1,
      oldestHandedInAt: firstAt.toISOString(),
      link: `/assessmentassignmentlist/${cast.course.id}/${first.id}`,
    });
    expect(lines[1]?.link).toBe(`/TestAnswerList/${cast.course.id}/${essayTest.id}`);
    const listed = await listedToMark(cast.teacherOwner);
    for (const line of lines) expect(line.toMark).toBe(listed.get(line.item._id));
    expect(listed.get(quiz.id)).toBe(0);
    expect(listed.get(untouched.id)).toBe(0);
    // A co-teacher sees the same list.
    expect(await toMark(cast.coTeacher)).toEqual(lines);

    const graded = await t.post(
      '/api/v1/assessment/grade',
      { assessmentId: laterWork, mark: 70, feedback: '' },
      cast.teacherOwner.session,
    );
    expect(graded.statusCode).toBe(200);
    const afterMarking = await toMark(cast.teacherOwner);
    expect(afterMarking.find((line) => line.item._id === later.id)?.toMark).toBe(1);
    expect((await listedToMark(cast.teacherOwner)).get(later.id)).toBe(1);
  });

  it('answers an empty list for a student and for a teacher of a template, and leaves removed items out', async () => {
    expect(await toMark(cast.studentMember)).toEqual([]);
    const template = await createCourse(t.app, cast.teacherOutsider.user, { isTemplate: true });
    await createItem(t.app, template, { kind: 'assignment' });
    expect(await toMark(cast.teacherOutsider)).toEqual([]);

    const removed = await createItem(t.app, cast.course, { kind: 'assignment', title: 'Removed essay' });
    await handInEssay(removed.id, cast.classmate);
    expect((await toMark(cast.teacherOwner)).some((line) => line.item._id === removed.id)).toBe(true);
    const removal = await t.post('/api/v1/item/remove', { itemId: removed.id }, cast.teacherOwner.session);
    expect(removal.statusCode).toBe(200);
    expect((await toMark(cast.teacherOwner)).some((line) => line.item._id === removed.id)).toBe(false);
  });

  it("lets an administrator read a teacher's list, and refuses anyone else's", async () => {
    expect(await toMark(cast.teacherOwner, cast.admin)).toEqual(await toMark(cast.teacherOwner));
    const other = await t.get(`/api/v1/item/toMark/${cast.teacherOwner.user.id}`, cast.coTeacher.session);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 403 });
    const student = await t.get(
      `/api/v1/item/toMark/${cast.teacherOwner.user.id}`,
      cast.studentMember.session,
    );
    expect(student.statusCode).toBe(403);
    expect((await t.get(`/api/v1/item/toMark/${cast.teacherOwner.user.id}`)).statusCode).toBe(401);
  });

  it('refuses a malformed user id, and answers 404 for a user who does not exist', async () => {
    const malformed = await t.get(`/api/v1/item/toMark/${'x'.repeat(65)}`, cast.admin.session);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toBeTruthy();
    const unknown = await t.get('/api/v1/item/toMark/no-such-user', cast.admin.session);
    expect(unknown.statusCode).toBe(404);
  });
});
