import { beforeAll, describe, expect, it } from 'vitest';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * SPEC §2 /evaluate and /evaluate_student (issue 14): a teacher's marking across the courses they teach, and a
 * student's own marks across theirs, released marks only.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const overview = (who: Person) => t.get('/api/v1/assessment/getMarkingOverview', who.session);
const marks = (who: Person) => t.get('/api/v1/assessment/getMyMarks', who.session);
const feedback = (who: Person) => t.get('/api/v1/assessment/getFeedbackList', who.session);
const lineOf = (lines: { item: { _id: string } }[], itemId: string) =>
  lines.find((l) => l.item._id === itemId);

async function handIn(itemId: string, who: Person): Promise<string> {
  await t.post('/api/v1/submission/saveAnswer', { itemId, answer: 'Done.' }, who.session);
  return (await t.post('/api/v1/submission/submit', { itemId }, who.session)).json().data._id;
}

describe('the marking overview and my marks', () => {
  it('count the work to grade, graded and released per item, and show a student their mark once released', async () => {
    const essay = await createItem(t.app, cast.course, { kind: 'assignment', title: 'Essay' });
    const bridge = await createItem(t.app, cast.course, { kind: 'project', title: 'Bridge' });
    await t.post(
      '/api/v1/coursework/saveSettings',
      { itemId: essay.id, maxMark: 20, latePolicy: 'acceptLate', rubric: null },
      cast.teacherOwner.session,
    );
    await t.post(
      '/api/v1/project/setGroups',
      {
        projectId: bridge.id,
        groups: [{ name: 'Blue', memberIds: [cast.studentMember.user.id, cast.classmate.user.id] }],
      },
      cast.teacherOwner.session,
    );
    const essayWork = await handIn(essay.id, cast.studentMember);
    await handIn(bridge.id, cast.studentMember);

    const before = (await overview(cast.coTeacher)).json().data;
    // Three students in the course; the project expects one piece from group Blue and one from the student in none.
    expect(lineOf(before, essay.id)).toMatchObject({
      item: { title: 'Essay', kind: 'assignment', courseName: cast.course.name },
      expected: 3,
      toGrade: 1,
      graded: 0,
      released: 0,
    });
    expect(lineOf(before, bridge.id)).toMatchObject({ expected: 2, toGrade: 1 });
    expect(lineOf((await marks(cast.studentMember)).json().data, essay.id)).toMatchObject({
      state: 'submitted',
      mark: null,
      maxMark: 20,
    });
    // The group's work is every member's.
    expect(lineOf((await marks(cast.classmate)).json().data, bridge.id)).toMatchObject({
      state: 'submitted',
    });

    // Nothing is marked yet: no feedback to list.
    expect(lineOf((await feedback(cast.coTeacher)).json().data, essay.id)).toBeUndefined();
    await t.post(
      '/api/v1/assessment/grade',
      { assessmentId: essayWork, mark: 17, feedback: '<p>Clear thesis.</p>' },
      cast.teacherOwner.session,
    );
    // Every teacher of the course reads the feedback given, before and after it reaches the student.
    expect((await feedback(cast.coTeacher)).json().data).toEqual([
      expect.objectContaining({
        assessmentId: essayWork,
        item: expect.objectContaining({ _id: essay.id, title: 'Essay' }),
        who: 'Ann Able',
        mark: 17,
        maxMark: 20,
        feedback: '<p>Clear thesis.</p>',
        gradedBy: expect.objectContaining({ fullName: 'Tess Teacher' }),
        released: false,
      }),
    ]);
    expect(lineOf((await overview(cast.teacherOwner)).json().data, essay.id)).toMatchObject({
      toGrade: 0,
      graded: 1,
    });
    // Graded is not yet released: the student sees no mark.
    expect(lineOf((await marks(cast.studentMember)).json().data, essay.id)).toMatchObject({
      state: 'graded',
      mark: null,
    });
    await t.post('/api/v1/assessment/release', { itemId: essay.id }, cast.teacherOwner.session);
    expect(lineOf((await overview(cast.teacherOwner)).json().data, essay.id)).toMatchObject({
      graded: 0,
      released: 1,
    });
    expect(lineOf((await marks(cast.studentMember)).json().data, essay.id)).toMatchObject({
      state: 'released',
      mark: 17,
      maxMark: 20,
    });
    expect((await feedback(cast.teacherOwner)).json().data[0]).toMatchObject({ released: true });
    expect(lineOf((await marks(cast.classmate)).json().data, essay.id)).toMatchObject({
      state: 'notStarted',
      mark: null,
    });
  });

  it('shows people only their own courses, and each list only to its role', async () => {
    const lab = await createItem(t.app, cast.course, { kind: 'lab' });
    expect(lineOf((await overview(cast.teacherOutsider)).json().data, lab.id)).toBeUndefined();
    expect(lineOf((await marks(cast.studentOutsider)).json().data, lab.id)).toBeUndefined();
    expect((await overview(cast.studentMember)).statusCode).toBe(403);
    expect((await marks(cast.teacherOwner)).statusCode).toBe(403);
    expect((await feedback(cast.studentMember)).statusCode).toBe(403);
    expect((await feedback(cast.teacherOutsider)).json().data).toEqual([]);
    expect((await t.get('/api/v1/assessment/getMyMarks')).statusCode).toBe(401);
  });
});
