import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CourseItemRow, submissionAnnotations } from '../../db/schema';
import { type Cast, courseCast, type Person, person } from '../../test/cast';
import { addMember, createItem, pictureBytes, TEST_PICTURES } from '../../test/courseFactories';
import { samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { uploadWhole } from '../../test/tusUploads';

/**
 * Issue 37, "annotations (highlight, comment, drawing) that the student sees on release": the course's teachers
 * and administrators write and read them; the students whose work it is read them once the mark is released and
 * get an empty list before; any other student is refused; hostile shapes are refused and change nothing.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const item = (kind: CourseItemRow['kind']) => createItem(t.app, cast.course, { kind });
const listPath = (assessmentId: string) => `/api/v1/assessment/getAnnotations/${assessmentId}`;
const add = (body: object, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/assessment/addAnnotation', body, who.session);
const listed = async (assessmentId: string, who: Person) => {
  const response = await t.get(listPath(assessmentId), who.session);
  expect(response.statusCode).toBe(200);
  return response.json().data as { _id: string; shape: { kind: string } }[];
};

/** Hands in `bytes` for `who` and answers the submission's id and the file's. */
async function handIn(itemId: string, who: Person, bytes = samplePdf(), filename = 'essay.pdf') {
  const upload = await uploadWhole(t.app, who, bytes, { filename, purpose: 'submission', itemId });
  expect(upload.statusCode).toBe(200);
  const submitted = await t.post('/api/v1/submission/submit', { itemId }, who.session);
  expect(submitted.statusCode).toBe(200);
  const work = submitted.json().data as { _id: string; files: { _id: string; name: string }[] };
  return { assessmentId: work._id, fileId: work.files.find((file) => file.name === filename)!._id };
}

async function gradeAndRelease(itemId: string, assessmentId: string) {
  await t.post(
    '/api/v1/coursework/saveSettings',
    { itemId, maxMark: 10, latePolicy: 'acceptLate', rubric: null },
    cast.teacherOwner.session,
  );
  const graded = await t.post(
    '/api/v1/assessment/grade',
    { assessmentId, mark: 7, feedback: '' },
    cast.teacherOwner.session,
  );
  expect(graded.statusCode).toBe(200);
  expect((await t.post('/api/v1/assessment/release', { itemId }, cast.teacherOwner.session)).statusCode).toBe(
    200,
  );
}

const highlight = { kind: 'highlight', x: 0.1, y: 0.2, width: 0.5, height: 0.05 };
const comment = { kind: 'comment', x: 0.3, y: 0.4, text: 'Cite the source here.' };
const drawing = {
  kind: 'drawing',
  points: [
    { x: 0.1, y: 0.1 },
    { x: 0.2, y: 0.25 },
    { x: 0.3, y: 0.2 },
  ],
};

describe('annotations on handed-in work', () => {
  it('are written by the teachers and an administrator, and read by the student only once released', async () => {
    const assignment = await item('assignment');
    const ann = cast.studentMember;
    const { assessmentId, fileId } = await handIn(assignment.id, ann);
    const first = await add({ assessmentId, fileId, page: 1, shape: highlight });
    expect(first.json()).toMatchObject({
      code: 0,
      msg: 'The annotation is saved.',
      data: { fileId, page: 1, shape: highlight, author: { fullName: 'Tess Teacher' } },
    });
    expect((await add({ assessmentId, fileId, page: 2, shape: comment }, cast.coTeacher)).statusCode).toBe(
      200,
    );
    expect((await add({ assessmentId, fileId, page: 1, shape: drawing }, cast.admin)).statusCode).toBe(200);

    expect((await listed(assessmentId, cast.coTeacher)).map((a) => a.shape.kind)).toEqual([
      'highlight',
      'comment',
      'drawing',
    ]);
    // Before release the student learns nothing, not even that there are any.
    expect(await listed(assessmentId, ann)).toEqual([]);
    await gradeAndRelease(assignment.id, assessmentId);
    expect((await listed(assessmentId, ann)).map((a) => a.shape.kind)).toEqual([
      'highlight',
      'comment',
      'drawing',
    ]);
  });

  it('refuses students, outsiders and other students, and a student cannot write even after release', async () => {
    const assignment = await item('assignment');
    const { assessmentId, fileId } = await handIn(assignment.id, cast.studentMember);
    await add({ assessmentId, fileId, page: 1, shape: comment });
    for (const who of [cast.classmate, cast.studentOutsider, cast.teacherOutsider])
      expect((await t.get(listPath(assessmentId), who.session)).statusCode).toBe(403);
    expect((await t.get(listPath(assessmentId))).statusCode).toBe(401);
    await gradeAndRelease(assignment.id, assessmentId);
    for (const who of [cast.studentMember, cast.classmate, cast.teacherOutsider])
      expect((await add({ assessmentId, fileId, page: 1, shape: highlight }, who)).statusCode).toBe(403);
    expect((await listed(assessmentId, cast.studentMember)).map((a) => a.shape.kind)).toEqual(['comment']);
  });

  it("a project's group reads them once released; another group's student is refused", async () => {
    const project = await item('project');
    const cleo = await person(t.app, { fullName: 'Cleo Other' });
    await addMember(t.app, cast.course, cleo.user);
    const groups = [
      { name: 'Blue', memberIds: [cast.studentMember.user.id, cast.classmate.user.id] },
      { name: 'Green', memberIds: [cleo.user.id] },
    ];
    expect(
      (
        await t.post(
          '/api/v1/project/setGroups',
          { projectId: project.id, groups },
          cast.teacherOwner.session,
        )
      ).statusCode,
    ).toBe(200);
    const { assessmentId, fileId } = await handIn(project.id, cast.studentMember);
    await add({ assessmentId, fileId, page: 1, shape: highlight });
    expect(await listed(assessmentId, cast.classmate)).toEqual([]);
    await gradeAndRelease(project.id, assessmentId);
    expect(await listed(assessmentId, cast.classmate)).toHaveLength(1);
    expect((await t.get(listPath(assessmentId), cleo.session)).json()).toEqual({
      code: 403,
      msg: "This is another student's work.",
    });
  });

  it("changes a comment's text and removes any annotation, of this work only", async () => {
    const assignment = await item('assignment');
    const { assessmentId, fileId } = await handIn(assignment.id, cast.studentMember);
    const other = await handIn(assignment.id, cast.classmate);
    const pin = (await add({ assessmentId, fileId, page: 1, shape: comment })).json().data._id as string;
    const box = (await add({ assessmentId, fileId, page: 1, shape: highlight })).json().data._id as string;

    const changed = await t.post(
      '/api/v1/assessment/changeAnnotation',
      { assessmentId, annotationId: pin, text: '  Better.  ' },
      cast.coTeacher.session,
    );
    expect(changed.json()).toMatchObject({ code: 0, data: { shape: { ...comment, text: 'Better.' } } });
    const onBox = await t.post(
      '/api/v1/assessment/changeAnnotation',
      { assessmentId, annotationId: box, text: 'x' },
      cast.teacherOwner.session,
    );
    expect(onBox.json()).toMatchObject({ code: 400, msg: 'Only a comment has text to change.' });
    // Named through another piece of work, the annotation is not found there.
    const elsewhere = await t.post(
      '/api/v1/assessment/removeAnnotation',
      { assessmentId: other.assessmentId, annotationId: box },
      cast.teacherOwner.session,
    );
    expect(elsewhere.statusCode).toBe(404);
    const byStudent = await t.post(
      '/api/v1/assessment/removeAnnotation',
      { assessmentId, annotationId: box },
      cast.studentMember.session,
    );
    expect(byStudent.statusCode).toBe(403);

    const removed = await t.post(
      '/api/v1/assessment/removeAnnotation',
      { assessmentId, annotationId: box },
      cast.teacherOwner.session,
    );
    expect(removed.json()).toEqual({ code: 0, msg: 'The annotation is removed.' });
    expect((await listed(assessmentId, cast.teacherOwner)).map((a) => a._id)).toEqual([pin]);
    const again = await t.post(
      '/api/v1/assessment/removeAnnotation',
      { assessmentId, annotationId: box },
      cast.teacherOwner.session,
    );
    expect(again.json()).toEqual({ code: 404, msg: 'This annotation is gone: it may have been removed.' });
  });

  it('refuses shapes outside the page, empty or oversized, and files not of this work, saving nothing', async () => {
    const assignment = await item('assignment');
    const { assessmentId, fileId } = await handIn(assignment.id, cast.studentMember);
    const other = await handIn(assignment.id, cast.classmate);
    const picture = await handIn(
      (await item('assignment')).id,
      cast.studentMember,
      pictureBytes(TEST_PICTURES.black),
      'photo.png',
    );
    const tooLong = Array.from({ length: 501 }, (_, n) => ({ x: n / 1000, y: 0.5 }));
    const refused: [object, string][] = [
      [{ shape: { ...highlight, x: -0.1 } }, 'x: outside the page (0 to 1).'],
      [{ shape: { ...highlight, width: 0 } }, 'A highlight needs a width.'],
      [{ shape: { ...highlight, x: 0.8, width: 0.5 } }, 'The highlight reaches outside the page.'],
      [{ shape: { ...comment, y: 1.5 } }, 'y: outside the page (0 to 1).'],
      [{ shape: { ...comment, text: '   ' } }, 'Write the comment.'],
      [{ shape: { ...comment, text: 'a'.repeat(1001) } }, 'A comment has at most 1,000 characters.'],
      [{ shape: { kind: 'drawing', points: tooLong } }, 'A drawing has at most 500 points.'],
      [{ shape: { kind: 'drawing', points: [{ x: 0.1, y: 0.1 }] } }, 'A drawing needs at least two points.'],
      [{ shape: { kind: 'stamp', x: 0.1, y: 0.1 } }, ''],
      [{ shape: { ...highlight, x: 'NaN' } }, 'x: a number from 0 to 1.'],
      [{ page: 0 }, 'Page: a whole number from 1.'],
      [{ page: 1.5 }, 'Page: a whole number from 1.'],
    ];
    for (const [change, message] of refused) {
      const response = await add({ assessmentId, fileId, page: 1, shape: highlight, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      if (message) expect(JSON.stringify(response.json()), JSON.stringify(change)).toContain(message);
    }
    const notOurs = await add({ assessmentId, fileId: other.fileId, page: 1, shape: highlight });
    expect(notOurs.json()).toMatchObject({ code: 400, msg: 'That file is not part of this work.' });
    const secondPage = await add({ ...picture, page: 2, shape: highlight });
    expect(secondPage.json()).toMatchObject({ code: 400, msg: 'A picture has one page.' });
    expect((await add({ ...picture, page: 1, shape: highlight })).statusCode).toBe(200);
    expect(await listed(assessmentId, cast.teacherOwner)).toEqual([]);
  });

  it('are kept with the work when its item is removed, as the work is', async () => {
    const assignment = await item('assignment');
    const { assessmentId, fileId } = await handIn(assignment.id, cast.studentMember);
    await add({ assessmentId, fileId, page: 1, shape: comment });
    const removed = await t.post('/api/v1/item/remove', { itemId: assignment.id }, cast.teacherOwner.session);
    expect(removed.statusCode).toBe(200);
    expect((await t.get(listPath(assessmentId), cast.teacherOwner.session)).statusCode).toBe(404);
    const kept = await t.app.db
      .select()
      .from(submissionAnnotations)
      .where(eq(submissionAnnotations.submissionId, assessmentId));
    expect(kept.map((row) => row.shape)).toEqual([comment]);
  });
});
