import { beforeAll, describe, expect, it } from 'vitest';
import { type Cast, courseCast, type Person, person } from '../../test/cast';
import { addMember, createItem } from '../../test/courseFactories';
import { samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { uploadWhole } from '../../test/tusUploads';

/**
 * Issue 32: a group's submission belongs to the group's current members only. A student who started the work and
 * then left the group reads none of it (answer, files, mark, feedback) and is not told it is marked; the group's
 * new member reads it all; a student moved to another group reads that group's work.
 */
const t = testFileApp();
let cast: Cast;
let cleo: Person;

beforeAll(async () => {
  cast = await courseCast(t.app);
  cleo = await person(t.app, { fullName: 'Cleo Clark' });
  await addMember(t.app, cast.course, cleo.user);
});

const setGroups = (projectId: string, groups: unknown[]) =>
  t.post('/api/v1/project/setGroups', { projectId, groups }, cast.teacherOwner.session);
const saveAnswer = (itemId: string, answer: string, who: Person) =>
  t.post('/api/v1/submission/saveAnswer', { itemId, answer }, who.session);
const submitCurrent = async (projectId: string, who: Person) =>
  (await t.get(`/api/v1/project/getSubmitCurrent/${projectId}`, who.session)).json().data;
const marksLine = async (projectId: string, who: Person) =>
  (await t.get('/api/v1/assessment/getMyMarks', who.session))
    .json()
    .data.find((line: { item: { _id: string } }) => line.item._id === projectId);
const markedTitles = async (who: Person) =>
  (await t.get(`/api/v1/notification/getMyNotification/${who.user.id}`, who.session))
    .json()
    .data.map((n: { title: string }) => n.title);

describe('a project group’s work after its members change', () => {
  it('reaches the current members only, never the student who started it and left', async () => {
    const project = await createItem(t.app, cast.course, { kind: 'project', title: 'Bridge' });
    const ann = cast.studentMember;
    const bob = cast.classmate;
    await setGroups(project.id, [
      { name: 'G1', memberIds: [ann.user.id] },
      { name: 'G2', memberIds: [cleo.user.id] },
    ]);
    const groups = (await t.get(`/api/v1/project/getCurrent/${project.id}`, ann.session)).json().data.groups;
    const [g1, g2] = groups.map((g: { _id: string }) => g._id);

    // Ann starts G1's work, so she is its author.
    const workId = (await saveAnswer(project.id, 'Ann’s first plan.', ann)).json().data._id;
    const fileId = (
      await uploadWhole(t.app, ann, samplePdf(), {
        filename: 'plan.pdf',
        purpose: 'submission',
        itemId: project.id,
      })
    ).json().data._id;
    const g2WorkId = (await saveAnswer(project.id, 'G2’s plan.', cleo)).json().data._id;

    // The teacher puts Bob in G1 instead of Ann; Bob hands in, the teacher marks and releases.
    await setGroups(project.id, [
      { _id: g1, name: 'G1', memberIds: [bob.user.id] },
      { _id: g2, name: 'G2', memberIds: [cleo.user.id] },
    ]);
    await saveAnswer(project.id, 'Bob’s plan.', bob);
    expect((await t.post('/api/v1/submission/submit', { itemId: project.id }, bob.session)).statusCode).toBe(
      200,
    );
    const graded = await t.post(
      '/api/v1/assessment/grade',
      { assessmentId: workId, mark: 15, feedback: '<p>Well argued.</p>' },
      cast.teacherOwner.session,
    );
    expect(graded.statusCode).toBe(200);
    await t.post('/api/v1/assessment/release', { itemId: project.id }, cast.teacherOwner.session);

    // Bob, G1's member now, reads it all and is told.
    const current = `/api/v1/assessment/getAssessmentCurrent/${workId}`;
    expect((await t.get(current, bob.session)).json().data).toMatchObject({
      answer: 'Bob’s plan.',
      files: [{ _id: fileId, name: 'plan.pdf' }],
      assessment: { mark: 15, feedback: '<p>Well argued.</p>' },
    });
    expect((await t.get(`/api/v1/file/content/${fileId}`, bob.session)).statusCode).toBe(200);
    expect(await markedTitles(bob)).toContain('Marked: Bridge');
    expect(await marksLine(project.id, bob)).toMatchObject({ state: 'released', mark: 15 });

    // Ann, in no group now, reads none of it, has none of its files and is not told.
    const refused = { code: 403, msg: "This is another student's work." };
    expect((await t.get(current, ann.session)).json()).toEqual(refused);
    for (const fileRead of ['content', 'fileItem', 'pdf'])
      expect((await t.get(`/api/v1/file/${fileRead}/${fileId}`, ann.session)).json()).toEqual(refused);
    expect(await submitCurrent(project.id, ann)).toBeNull();
    const mine = `/api/v1/assessment/getMyAssessmentList/${project.id}/${ann.user.id}`;
    expect((await t.get(mine, ann.session)).json().data).toEqual([]);
    expect(await marksLine(project.id, ann)).toMatchObject({ state: 'notStarted', mark: null });
    expect(await markedTitles(ann)).not.toContain('Marked: Bridge');

    // Moved into G2, Ann reads G2's work, and still none of G1's.
    await setGroups(project.id, [
      { _id: g1, name: 'G1', memberIds: [bob.user.id] },
      { _id: g2, name: 'G2', memberIds: [ann.user.id, cleo.user.id] },
    ]);
    expect(await submitCurrent(project.id, ann)).toMatchObject({ _id: g2WorkId, answer: 'G2’s plan.' });
    expect((await t.get(`/api/v1/assessment/getAssessmentCurrent/${g2WorkId}`, ann.session)).statusCode).toBe(
      200,
    );
    expect(await marksLine(project.id, ann)).toMatchObject({ state: 'draft', mark: null });
    expect((await t.get(current, ann.session)).json()).toEqual(refused);
    expect((await t.get(`/api/v1/file/content/${fileId}`, ann.session)).json()).toEqual(refused);
  });
});
