import { beforeAll, describe, expect, it } from 'vitest';
import { type CourseItemRow, courseworkSettings } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createCourse, createItem } from '../../test/courseFactories';
import { createFile } from '../../test/fileFactories';
import { samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { uploadWhole } from '../../test/tusUploads';

/**
 * Issue 14, the student's side of an assignment: write an answer, attach files, submit before the deadline (or late
 * when late work is accepted), resubmit until graded; a submission's files reach only its author and the course's
 * teachers.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const HOUR = 3_600_000;
const assignment = (overrides: Partial<CourseItemRow> = {}) =>
  createItem(t.app, cast.course, { kind: 'assignment', ...overrides });
const saveAnswer = (itemId: string, answer: string, who: Person) =>
  t.post('/api/v1/submission/saveAnswer', { itemId, answer }, who.session);
const submit = (itemId: string, who: Person) => t.post('/api/v1/submission/submit', { itemId }, who.session);
const current = (itemId: string, who: Person) =>
  t.get(`/api/v1/assignment/getSubmitCurrent/${itemId}`, who.session);
const handIn = (itemId: string, who: Person, filename = 'essay.pdf') =>
  uploadWhole(t.app, who, samplePdf(), { filename, purpose: 'submission', itemId });

describe('GET /api/v1/assignment/getCurrent/{refId}', () => {
  it('sends the defaults and the attachments to a student', async () => {
    const item = await assignment();
    const attached = await uploadWhole(t.app, cast.teacherOwner, samplePdf(), {
      filename: 'brief.pdf',
      purpose: 'itemAttachment',
      itemId: item.id,
    });
    expect(attached.statusCode).toBe(200);
    const response = await t.get(`/api/v1/assignment/getCurrent/${item.id}`, cast.studentMember.session);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: item.id,
      maxMark: 100,
      latePolicy: 'acceptLate',
      rubric: null,
      attachments: [{ name: 'brief.pdf', courseId: cast.course.id }],
    });
    // An attachment is the item's, not the course's material.
    const list = await t.get(`/api/v1/file/fileList/${cast.course.id}`, cast.studentMember.session);
    expect(list.json().data).toEqual([]);
    const fileId = response.json().data.attachments[0]._id;
    expect((await t.get(`/api/v1/file/fileItem/${fileId}`, cast.studentMember.session)).statusCode).toBe(200);
    expect((await t.get(`/api/v1/file/fileItem/${fileId}`, cast.studentOutsider.session)).statusCode).toBe(
      403,
    );
  });

  it('refuses an attachment to a lecture', async () => {
    const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
    const response = await uploadWhole(t.app, cast.teacherOwner, samplePdf(), {
      filename: 'brief.pdf',
      purpose: 'itemAttachment',
      itemId: lecture.id,
    });
    expect(response.json()).toMatchObject({
      code: 400,
      msg: 'This is for assignments, projects and labs only.',
    });
  });
});

describe('POST /api/v1/submission/saveAnswer and submit', () => {
  it('keeps a draft, hands it in, and a saved change needs handing in again', async () => {
    const item = await assignment();
    expect((await current(item.id, cast.studentMember)).json().data).toBeNull();
    const saved = await saveAnswer(item.id, '<p>My essay</p>', cast.studentMember);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      state: 'draft',
      answer: '<p>My essay</p>',
      author: { fullName: 'Ann Able' },
      assessment: null,
    });
    const submitted = await submit(item.id, cast.studentMember);
    expect(submitted.json().data).toMatchObject({ state: 'submitted', late: false });
    expect(submitted.json().data.submittedAt).toEqual(expect.any(String));
    const changed = await saveAnswer(item.id, '<p>My better essay</p>', cast.studentMember);
    expect(changed.json().data).toMatchObject({ state: 'draft', submittedAt: null });
    expect((await current(item.id, cast.studentMember)).json().data._id).toBe(saved.json().data._id);
    // Each student has their own.
    expect((await current(item.id, cast.classmate)).json().data).toBeNull();
  });

  it('refuses to hand in unchanged work again, which would move its time and could make it late', async () => {
    const item = await assignment();
    await saveAnswer(item.id, '<p>My essay</p>', cast.studentMember);
    const first = (await submit(item.id, cast.studentMember)).json().data;
    expect((await submit(item.id, cast.studentMember)).json()).toEqual({
      code: 409,
      msg: 'This work is already handed in. Change it to hand in a new version.',
    });
    expect((await current(item.id, cast.studentMember)).json().data).toMatchObject({
      state: 'submitted',
      submittedAt: first.submittedAt,
    });
  });

  it('refuses to hand in nothing', async () => {
    const item = await assignment();
    const response = await submit(item.id, cast.studentMember);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Write an answer or attach a file before you hand your work in.',
    });
  });

  it('marks work handed in after the deadline late when late work is accepted', async () => {
    const item = await assignment({
      startAt: new Date(Date.now() - 3 * HOUR),
      endAt: new Date(Date.now() - HOUR),
    });
    await saveAnswer(item.id, 'Sorry, late.', cast.studentMember);
    expect((await submit(item.id, cast.studentMember)).json().data).toMatchObject({
      state: 'submitted',
      late: true,
    });
  });

  it('refuses work after the deadline when late work is refused, answers and files alike', async () => {
    const item = await assignment({
      startAt: new Date(Date.now() - 3 * HOUR),
      endAt: new Date(Date.now() - HOUR),
    });
    await t.app.db.insert(courseworkSettings).values({
      itemId: item.id,
      maxMark: 10,
      latePolicy: 'refuseLate',
      maxGroupSize: 4,
    });
    const closed = { code: 409, msg: 'The deadline has passed: this work is no longer taken.' };
    expect((await saveAnswer(item.id, 'Too late.', cast.studentMember)).json()).toEqual(closed);
    expect((await submit(item.id, cast.studentMember)).json()).toEqual(closed);
    expect((await handIn(item.id, cast.studentMember)).json()).toEqual(closed);
  });

  it('is refused to a student outside the course, to a teacher, and for another course’s item', async () => {
    const item = await assignment();
    expect((await saveAnswer(item.id, 'x', cast.studentOutsider)).statusCode).toBe(403);
    expect((await saveAnswer(item.id, 'x', cast.teacherOwner)).statusCode).toBe(403);
    const elsewhere = await createItem(t.app, await createCourse(t.app, cast.teacherOutsider.user), {
      kind: 'assignment',
    });
    expect((await saveAnswer(elsewhere.id, 'x', cast.studentMember)).statusCode).toBe(403);
    expect((await handIn(elsewhere.id, cast.studentMember)).statusCode).toBe(403);
  });

  it('refuses a malformed body', async () => {
    const response = await t.post('/api/v1/submission/saveAnswer', { answer: 1 }, cast.studentMember.session);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, fields: { itemId: expect.any(String) } });
  });
});

describe('files handed in', () => {
  it('go into the student’s submission, which they can then hand in', async () => {
    const item = await assignment();
    const uploaded = await handIn(item.id, cast.studentMember);
    expect(uploaded.statusCode).toBe(200);
    const mine = (await current(item.id, cast.studentMember)).json().data;
    expect(mine).toMatchObject({ state: 'draft', files: [{ name: 'essay.pdf' }] });
    expect((await submit(item.id, cast.studentMember)).json().data.state).toBe('submitted');
    // A new file turns handed-in work back into a draft.
    await handIn(item.id, cast.studentMember, 'appendix.pdf');
    expect((await current(item.id, cast.studentMember)).json().data.state).toBe('draft');
    expect(
      (await t.get(`/api/v1/file/fileList/${cast.course.id}`, cast.teacherOwner.session)).json().data,
    ).toEqual([]);
  });

  it('are downloaded by their author and the teacher, and refused to another student', async () => {
    const item = await assignment();
    const fileId = (await handIn(item.id, cast.studentMember)).json().data._id;
    const content = `/api/v1/file/content/${fileId}`;
    expect((await t.get(content, cast.studentMember.session)).statusCode).toBe(200);
    expect((await t.get(content, cast.coTeacher.session)).statusCode).toBe(200);
    expect((await t.get(content, cast.admin.session)).statusCode).toBe(200);
    expect((await t.get(content, cast.classmate.session)).json()).toEqual({
      code: 403,
      msg: "This is another student's work.",
    });
    expect((await t.get(content, cast.studentOutsider.session)).statusCode).toBe(403);
    // A teacher does not remove a student's work through the course's files.
    expect((await t.post('/api/v1/file/remove', { fileId }, cast.teacherOwner.session)).statusCode).toBe(403);
  });

  it('are taken out by their author only, turning handed-in work back to a draft', async () => {
    const item = await assignment();
    const fileId = (await handIn(item.id, cast.studentMember)).json().data._id;
    await submit(item.id, cast.studentMember);
    const other = await t.post('/api/v1/submission/removeFile', { fileId }, cast.classmate.session);
    expect(other.statusCode).toBe(403);
    const removed = await t.post('/api/v1/submission/removeFile', { fileId }, cast.studentMember.session);
    expect(removed.json().data).toMatchObject({ state: 'draft', files: [] });
    const material = await createFile(t.app, cast.course, cast.teacherOwner.user);
    const notWork = await t.post(
      '/api/v1/submission/removeFile',
      { fileId: material.id },
      cast.studentMember.session,
    );
    expect(notWork.statusCode).toBe(400);
  });

  it('read in full through getAssessmentCurrent by the author, never by a classmate', async () => {
    const item = await assignment();
    const id = (await saveAnswer(item.id, 'Mine', cast.studentMember)).json().data._id;
    const url = `/api/v1/assessment/getAssessmentCurrent/${id}`;
    expect((await t.get(url, cast.studentMember.session)).json().data).toMatchObject({ answer: 'Mine' });
    expect((await t.get(url, cast.classmate.session)).statusCode).toBe(403);
    expect((await t.get(url, cast.teacherOutsider.session)).statusCode).toBe(403);
    expect(
      (await t.get('/api/v1/assessment/getAssessmentCurrent/none', cast.teacherOwner.session)).statusCode,
    ).toBe(404);
  });
});

describe('a save written over an older version (basedOn)', () => {
  it("refuses to replace a group member's saved work unseen, and takes a save over the version read", async () => {
    const project = await createItem(t.app, cast.course, { kind: 'project' });
    await t.post(
      '/api/v1/project/setGroups',
      {
        projectId: project.id,
        groups: [{ name: 'Green', memberIds: [cast.studentMember.user.id, cast.classmate.user.id] }],
      },
      cast.teacherOwner.session,
    );
    const save = (answer: string, basedOn: string | null, who: Person) =>
      t.post('/api/v1/submission/saveAnswer', { itemId: project.id, answer, basedOn }, who.session);
    const first = await save('Ann’s plan.', null, cast.studentMember);
    expect(first.statusCode).toBe(200);
    // Bob opened the project before Ann saved: his page read no work yet.
    const stale = await save('Bob’s plan.', null, cast.classmate);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/^This work has changed since you opened it/);
    const read = await t.get(`/api/v1/project/getSubmitCurrent/${project.id}`, cast.classmate.session);
    expect(read.json().data.answer).toBe('Ann’s plan.');
    const over = await save('Bob’s plan, after reading Ann’s.', read.json().data.updatedAt, cast.classmate);
    expect(over.statusCode).toBe(200);
    expect(over.json().data.answer).toBe('Bob’s plan, after reading Ann’s.');
    // Ann's page still holds the version she saved: her next save is refused too.
    expect((await save('Ann again.', first.json().data.updatedAt, cast.studentMember)).statusCode).toBe(409);
  });
});
