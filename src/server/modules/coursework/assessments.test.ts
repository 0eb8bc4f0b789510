import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Rubric } from '../../../core/schemas/coursework';
import { type CourseItemRow, notifications } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { uploadWhole } from '../../test/tusUploads';

/**
 * Issue 14, the teacher's side: settings with a rubric, a project's groups (formed by the teacher or joined by
 * students), a group handing in once for all its members, and the assessment: graded, then released with a
 * notification, seen by students only once released.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const item = (kind: CourseItemRow['kind']) => createItem(t.app, cast.course, { kind });
const settings = (itemId: string, fields: Record<string, unknown> = {}, who: Person = cast.teacherOwner) =>
  t.post(
    '/api/v1/coursework/saveSettings',
    { itemId, maxMark: 20, latePolicy: 'acceptLate', rubric: null, ...fields },
    who.session,
  );
const setGroups = (projectId: string, groups: unknown[], who: Person = cast.teacherOwner) =>
  t.post('/api/v1/project/setGroups', { projectId, groups }, who.session);
const grade = (assessmentId: string, fields: Record<string, unknown>, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/assessment/grade', { assessmentId, ...fields }, who.session);
const release = (itemId: string, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/assessment/release', { itemId }, who.session);
async function handedIn(itemId: string, who: Person): Promise<string> {
  await t.post('/api/v1/submission/saveAnswer', { itemId, answer: 'Done.' }, who.session);
  const response = await t.post('/api/v1/submission/submit', { itemId }, who.session);
  return response.json().data._id;
}

const rubric: Rubric = {
  criteria: [
    {
      id: 'c1',
      title: 'Method',
      description: '',
      levels: [
        { id: 'l0', title: 'Missing', points: 0 },
        { id: 'l1', title: 'Sound', points: 6 },
      ],
    },
    {
      id: 'c2',
      title: 'Report',
      description: '',
      levels: [
        { id: 'l0', title: 'Thin', points: 1 },
        { id: 'l1', title: 'Clear', points: 4 },
      ],
    },
  ],
};

describe('POST /api/v1/coursework/saveSettings', () => {
  it('stores the rubric’s total as the mark out of, and getCurrent shows it', async () => {
    const lab = await item('lab');
    expect((await settings(lab.id, { rubric, latePolicy: 'refuseLate' })).json()).toEqual({
      code: 0,
      msg: 'The settings are saved.',
    });
    const read = await t.get(`/api/v1/lab/getCurrent/${lab.id}`, cast.studentMember.session);
    expect(read.json().data).toMatchObject({ maxMark: 10, latePolicy: 'refuseLate', rubric });
  });

  it('is refused to a student, to a teacher outside the course, and for a lecture; a malformed body is 400', async () => {
    const lab = await item('lab');
    expect((await settings(lab.id, {}, cast.studentMember)).statusCode).toBe(403);
    expect((await settings(lab.id, {}, cast.teacherOutsider)).statusCode).toBe(403);
    expect((await settings((await item('lecture')).id)).statusCode).toBe(400);
    const malformed = await settings(lab.id, { maxMark: 0, latePolicy: 'whenever' });
    expect(malformed.json()).toMatchObject({
      code: 400,
      fields: { maxMark: expect.any(String), latePolicy: expect.any(String) },
    });
  });

  it('keeps the rubric once a submission is graded', async () => {
    const lab = await item('lab');
    await settings(lab.id, { rubric });
    const id = await handedIn(lab.id, cast.studentMember);
    const incomplete = await grade(id, { rubricScores: { c1: 'l1' } });
    expect(incomplete.json()).toMatchObject({ code: 400, msg: 'Rubric: Choose a level for Report.' });
    const graded = await grade(id, { rubricScores: { c1: 'l1', c2: 'l0' }, feedback: 'Good method.' });
    expect(graded.json().data.assessment).toMatchObject({ mark: 7, maxMark: 10, feedback: 'Good method.' });
    const changed = await settings(lab.id, { rubric: null });
    expect(changed.json()).toEqual({
      code: 409,
      msg: 'The rubric cannot change once a submission is graded.',
    });
    expect((await settings(lab.id, { rubric, latePolicy: 'refuseLate' })).statusCode).toBe(200);
  });
});

describe('a project’s groups', () => {
  it('refuses an unknown student and a student in two groups, naming the problem; the teacher may place more than students can join', async () => {
    const project = await item('project');
    await settings(project.id, { maxGroupSize: 1 });
    const ann = cast.studentMember.user.id;
    const unknown = await setGroups(project.id, [{ name: 'A', memberIds: [cast.studentOutsider.user.id] }]);
    expect(unknown.json()).toEqual({ code: 400, msg: 'One member is not a student of this course.' });
    const twice = await setGroups(project.id, [
      { name: 'A', memberIds: [ann] },
      { name: 'B', memberIds: [ann] },
    ]);
    expect(twice.json()).toEqual({
      code: 400,
      msg: 'Ann Able is in both “A” and “B”; a student is in one group.',
    });
    // The size limits students who join themselves; the teacher forms groups as the class needs.
    const big = await setGroups(project.id, [{ name: 'A', memberIds: [ann, cast.classmate.user.id] }]);
    expect(big.statusCode).toBe(200);
    expect((await setGroups(project.id, [], cast.studentMember)).statusCode).toBe(403);
  });

  it('lets students join only when they choose, into a group with room, once', async () => {
    const project = await item('project');
    await setGroups(project.id, [{ name: 'Red', memberIds: [] }]);
    const read = await t.get(`/api/v1/project/getCurrent/${project.id}`, cast.studentMember.session);
    const groupId = read.json().data.groups[0]._id;
    const join = (who: Person) =>
      t.post('/api/v1/project/joinGroup', { projectId: project.id, groupId }, who.session);
    expect((await join(cast.studentMember)).statusCode).toBe(409);
    await settings(project.id, { studentsChooseGroups: true, maxGroupSize: 1 });
    expect((await join(cast.studentMember)).json()).toEqual({ code: 0, msg: 'You joined the group.' });
    expect((await join(cast.studentMember)).json()).toEqual({
      code: 409,
      msg: 'You are already in a group of this project.',
    });
    expect((await join(cast.classmate)).json()).toEqual({
      code: 409,
      msg: '“Red” is full: choose another group.',
    });
    expect((await join(cast.studentOutsider)).statusCode).toBe(403);
    const unknown = await t.post(
      '/api/v1/project/joinGroup',
      { projectId: project.id, groupId: 'nope' },
      cast.classmate.session,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('hands in once for all its members, whom the release tells', async () => {
    const project = await item('project');
    const ann = cast.studentMember;
    const bob = cast.classmate;
    const lonely = await t.post(
      '/api/v1/submission/saveAnswer',
      { itemId: project.id, answer: 'x' },
      ann.session,
    );
    expect(lonely.json()).toEqual({
      code: 409,
      msg: 'Join a group first: a project is handed in by its group.',
    });
    await setGroups(project.id, [{ name: 'Blue', memberIds: [ann.user.id, bob.user.id] }]);
    const id = await handedIn(project.id, ann);
    const bobs = await t.get(`/api/v1/project/getSubmitCurrent/${project.id}`, bob.session);
    expect(bobs.json().data).toMatchObject({
      _id: id,
      state: 'submitted',
      group: { name: 'Blue', members: [{ fullName: 'Ann Able' }, { fullName: 'Bob Baker' }] },
    });
    const groupList = await t.get(
      `/api/v1/assessment/getGroupAssessmentList/${project.id}/${bob.user.id}`,
      bob.session,
    );
    expect(groupList.json().data.map((s: { _id: string }) => s._id)).toEqual([id]);
    expect(
      (await t.get(`/api/v1/assessment/getGroupAssessmentList/${project.id}/${ann.user.id}`, bob.session))
        .statusCode,
    ).toBe(403);
    expect((await grade(id, { mark: 18, feedback: 'Well done.' })).statusCode).toBe(200);
    expect((await release(project.id)).json()).toEqual({
      code: 0,
      msg: 'The marks are released to the students.',
      data: { released: 1 },
    });
    for (const member of [ann, bob]) {
      const told = await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, member.user.id), eq(notifications.refId, project.id)));
      expect(told.map((n) => [n.title, n.link])).toContainEqual([
        `Marked: ${project.title}`,
        `/viewproject/${cast.course.id}/${project.id}`,
      ]);
    }
    // A group with saved work stays.
    const removing = await setGroups(project.id, []);
    expect(removing.json()).toEqual({
      code: 409,
      msg: 'The group “Blue” has already saved work, so it cannot be removed; you can still change its members.',
    });
    const lines = await t.get(`/api/v1/assessment/getAssessmentList/${project.id}`, cast.coTeacher.session);
    expect(lines.json().data).toEqual([
      expect.objectContaining({ assessmentId: id, state: 'released', mark: 18, student: null }),
      expect.objectContaining({
        assessmentId: null,
        state: 'notStarted',
        student: expect.objectContaining({ fullName: 'Dee Disabled' }),
      }),
    ]);
  });
});

describe('grading and release', () => {
  it('grades only handed-in work, within the mark out of, shown to the student only once released', async () => {
    const assignment = await item('assignment');
    await settings(assignment.id);
    const draft = (
      await t.post(
        '/api/v1/submission/saveAnswer',
        { itemId: assignment.id, answer: 'Half.' },
        cast.classmate.session,
      )
    ).json().data._id;
    expect((await grade(draft, { mark: 5 })).json()).toEqual({
      code: 409,
      msg: 'This work has not been handed in yet: it can be graded once it is submitted.',
    });
    const id = await handedIn(assignment.id, cast.studentMember);
    expect((await grade(id, {})).json()).toMatchObject({ code: 400, fields: { mark: 'Give a mark.' } });
    expect((await grade(id, { mark: 21 })).json()).toMatchObject({
      code: 400,
      msg: 'The mark is out of 20.',
    });
    expect((await grade(id, { mark: 5 }, cast.studentMember)).statusCode).toBe(403);
    expect((await grade(id, { mark: 5 }, cast.teacherOutsider)).statusCode).toBe(403);
    expect((await grade(id, { mark: 'five' })).statusCode).toBe(400);
    const graded = await grade(id, { mark: 15, feedback: '<p>Good.</p>' }, cast.coTeacher);
    expect(graded.json().data).toMatchObject({
      state: 'graded',
      assessment: { mark: 15, maxMark: 20, gradedBy: { fullName: 'Cora Coteacher' }, releasedAt: null },
    });
    const current = `/api/v1/assessment/getAssessmentCurrent/${id}`;
    expect((await t.get(current, cast.studentMember.session)).json().data.assessment).toBeNull();
    expect((await t.get(current, cast.teacherOwner.session)).json().data.assessment.mark).toBe(15);
    const mine = `/api/v1/assessment/getMyAssessmentList/${assignment.id}/${cast.studentMember.user.id}`;
    expect((await t.get(mine, cast.studentMember.session)).json().data[0].assessment).toBeNull();
    expect((await t.get(mine, cast.classmate.session)).statusCode).toBe(403);
    // Resubmitting is over once graded.
    const closed = await t.post(
      '/api/v1/submission/saveAnswer',
      { itemId: assignment.id, answer: 'More.' },
      cast.studentMember.session,
    );
    expect(closed.json()).toEqual({
      code: 409,
      msg: 'This work is already graded: it can no longer be changed.',
    });
    expect((await release(assignment.id, cast.studentMember)).statusCode).toBe(403);
    expect((await release(assignment.id)).json().data).toEqual({ released: 1 });
    expect((await t.get(mine, cast.studentMember.session)).json().data[0]).toMatchObject({
      state: 'released',
      assessment: { mark: 15, feedback: '<p>Good.</p>' },
    });
    // Re-grading released work keeps it released and tells the student again.
    await grade(id, { mark: 17 });
    expect((await t.get(current, cast.studentMember.session)).json().data).toMatchObject({
      state: 'released',
      assessment: { mark: 17 },
    });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, cast.studentMember.user.id), eq(notifications.refId, assignment.id)),
      );
    expect(told).toHaveLength(2);
    const lines = await t.get(
      `/api/v1/assessment/getAssessmentList/${assignment.id}`,
      cast.teacherOwner.session,
    );
    expect(
      lines
        .json()
        .data.map((l: { student: { fullName: string }; state: string }) => [l.student.fullName, l.state]),
    ).toEqual([
      ['Ann Able', 'released'],
      ['Bob Baker', 'draft'],
      ['Dee Disabled', 'notStarted'],
    ]);
    expect(
      (await t.get(`/api/v1/assessment/getAssessmentList/${assignment.id}`, cast.studentMember.session))
        .statusCode,
    ).toBe(403);
  });
});

describe('a project group’s files', () => {
  it('reach every member of the group and its teachers, and no other student', async () => {
    const project = await item('project');
    await setGroups(project.id, [
      { name: 'Green', memberIds: [cast.classmate.user.id, cast.disabled.user.id] },
    ]);
    const uploaded = await uploadWhole(t.app, cast.classmate, samplePdf(), {
      filename: 'model.pdf',
      purpose: 'submission',
      itemId: project.id,
    });
    const content = `/api/v1/file/content/${uploaded.json().data._id}`;
    expect((await t.get(content, cast.classmate.session)).statusCode).toBe(200);
    expect((await t.get(content, cast.teacherOwner.session)).statusCode).toBe(200);
    expect((await t.get(content, cast.studentMember.session)).statusCode).toBe(403);
    // Ann, in no group, has no submission of the project and cannot hand a file in.
    const refused = await uploadWhole(t.app, cast.studentMember, samplePdf(), {
      filename: 'mine.pdf',
      purpose: 'submission',
      itemId: project.id,
    });
    expect(refused.json()).toEqual({
      code: 409,
      msg: 'Join a group first: a project is handed in by its group.',
    });
  });
});
