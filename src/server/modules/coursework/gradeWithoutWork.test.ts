import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CourseItemRow, notifications } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 37 ("Awkward"): a student who handed nothing in can be marked (a zero, or work given on paper) with a
 * comment; the student sees it once the marks are released, as any other mark.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const item = async (kind: CourseItemRow['kind']) => {
  const created = await createItem(t.app, cast.course, { kind });
  await t.post(
    '/api/v1/coursework/saveSettings',
    { itemId: created.id, maxMark: 20, latePolicy: 'acceptLate', rubric: null },
    cast.teacherOwner.session,
  );
  return created;
};
const markMissing = (itemId: string, fields: Record<string, unknown>, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/assessment/gradeWithoutWork', { itemId, ...fields }, who.session);
const lines = async (itemId: string) =>
  (await t.get(`/api/v1/assessment/getAssessmentList/${itemId}`, cast.teacherOwner.session)).json().data;

describe('POST /api/v1/assessment/gradeWithoutWork', () => {
  it('marks a student who handed nothing in; the student sees the mark once released', async () => {
    const assignment = await item('assignment');
    const ann = cast.studentMember;
    const response = await markMissing(assignment.id, {
      studentId: ann.user.id,
      mark: 0,
      feedback: '<p>Nothing came in.</p>',
    });
    expect(response.json()).toMatchObject({
      code: 0,
      msg: 'The mark is saved.',
      data: {
        state: 'graded',
        submittedAt: null,
        files: [],
        author: { fullName: 'Ann Able' },
        assessment: { mark: 0, feedback: '<p>Nothing came in.</p>', gradedBy: { fullName: 'Tess Teacher' } },
      },
    });
    const annLine = (await lines(assignment.id)).find(
      (line: { student: { _id: string } }) => line.student._id === ann.user.id,
    );
    expect(annLine).toMatchObject({ state: 'graded', mark: 0, fileCount: 0, submittedAt: null });
    const mine = `/api/v1/assignment/getSubmitCurrent/${assignment.id}`;
    expect((await t.get(mine, ann.session)).json().data).toMatchObject({ state: 'graded', assessment: null });
    expect(
      (
        await t.post('/api/v1/assessment/release', { itemId: assignment.id }, cast.teacherOwner.session)
      ).json().data,
    ).toEqual({
      released: 1,
    });
    expect((await t.get(mine, ann.session)).json().data).toMatchObject({
      state: 'released',
      assessment: { mark: 0, feedback: '<p>Nothing came in.</p>' },
    });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ann.user.id), eq(notifications.refId, assignment.id)));
    expect(told.map((n) => n.title)).toEqual([`Marked: ${assignment.title}`]);
    // Marked work is closed, as any other.
    expect(
      (
        await t.post('/api/v1/submission/saveAnswer', { itemId: assignment.id, answer: 'Late.' }, ann.session)
      ).json().code,
    ).toBe(409);
  });

  it('marks a draft never handed in (work given on paper) as it stands', async () => {
    const lab = await item('lab');
    const bob = cast.classmate;
    await t.post('/api/v1/submission/saveAnswer', { itemId: lab.id, answer: 'Half.' }, bob.session);
    const response = await markMissing(lab.id, { studentId: bob.user.id, mark: 14, feedback: 'On paper.' });
    expect(response.json().data).toMatchObject({
      state: 'graded',
      answer: 'Half.',
      assessment: { mark: 14 },
    });
    expect((await lines(lab.id)).filter((line: { state: string }) => line.state === 'graded')).toHaveLength(
      1,
    );
  });

  it('marks a project group that handed nothing in, for all its members', async () => {
    const project = await item('project');
    const [ann, bob] = [cast.studentMember, cast.classmate];
    await t.post(
      '/api/v1/project/setGroups',
      { projectId: project.id, groups: [{ name: 'Blue', memberIds: [ann.user.id, bob.user.id] }] },
      cast.teacherOwner.session,
    );
    const groupId = (await lines(project.id))[0].group._id;
    expect((await markMissing(project.id, { studentId: ann.user.id, mark: 0 })).json()).toEqual({
      code: 409,
      msg: "This student is in a group: mark the group's work.",
    });
    const response = await markMissing(project.id, { groupId, mark: 3, feedback: 'Poster only.' });
    expect(response.json().data).toMatchObject({ state: 'graded', group: { name: 'Blue' } });
    await t.post('/api/v1/assessment/release', { itemId: project.id }, cast.teacherOwner.session);
    for (const member of [ann, bob])
      expect(
        (await t.get(`/api/v1/project/getSubmitCurrent/${project.id}`, member.session)).json().data,
      ).toMatchObject({ state: 'released', assessment: { mark: 3, feedback: 'Poster only.' } });
  });

  it('leaves handed-in work to its submission, and refuses what it cannot mark', async () => {
    const assignment = await item('assignment');
    const ann = cast.studentMember;
    await t.post('/api/v1/submission/saveAnswer', { itemId: assignment.id, answer: 'Done.' }, ann.session);
    await t.post('/api/v1/submission/submit', { itemId: assignment.id }, ann.session);
    expect((await markMissing(assignment.id, { studentId: ann.user.id, mark: 5 })).json()).toEqual({
      code: 409,
      msg: 'This work is handed in or marked already: mark it from its submission.',
    });
    const bob = cast.classmate.user.id;
    expect((await markMissing(assignment.id, { studentId: bob, mark: 21 })).json()).toMatchObject({
      code: 400,
      msg: 'The mark is out of 20.',
    });
    expect((await markMissing(assignment.id, { mark: 0 })).json()).toMatchObject({
      code: 400,
      msg: 'Name the student or the group to mark.',
    });
    expect(
      (await markMissing(assignment.id, { studentId: cast.studentOutsider.user.id, mark: 0 })).json(),
    ).toEqual({ code: 404, msg: 'No such student in this course.' });
    expect((await markMissing(assignment.id, { studentId: bob, mark: 0 }, cast.classmate)).statusCode).toBe(
      403,
    );
    expect(
      (await markMissing(assignment.id, { studentId: bob, mark: 0 }, cast.teacherOutsider)).statusCode,
    ).toBe(403);
    const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
    expect((await markMissing(lecture.id, { studentId: bob, mark: 0 })).statusCode).toBe(400);
  });
});
