import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseItemRow } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { createFile } from '../../test/fileFactories';
import { samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { uploadWhole } from '../../test/tusUploads';

/**
 * Issue 37, "download all submissions of an item as one zip with a folder per student or group": only the item's
 * teachers and administrators, the work handed in (no drafts), read back with a zip reader.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const item = (kind: CourseItemRow['kind']) => createItem(t.app, cast.course, { kind });
const handIn = async (itemId: string, who: Person, filename: string, submit = true) => {
  const upload = await uploadWhole(t.app, who, samplePdf(), { filename, purpose: 'submission', itemId });
  expect(upload.statusCode).toBe(200);
  if (submit)
    expect((await t.post('/api/v1/submission/submit', { itemId }, who.session)).statusCode).toBe(200);
};
const zipPath = (itemId: string) => `/api/v1/assessment/downloadSubmissions/${itemId}`;
const infoPath = (itemId: string) => `/api/v1/assessment/getSubmissionArchiveInfo/${itemId}`;
const entriesOf = async (body: Buffer) =>
  Object.values((await JSZip.loadAsync(body)).files)
    .filter((entry) => !entry.dir)
    .map((entry) => entry.name)
    .sort();

describe('GET /api/v1/assessment/downloadSubmissions/{itemId}', () => {
  it('zips the handed-in work in a folder per student, under safe names, duplicates numbered', async () => {
    const assignment = await item('assignment');
    const ann = cast.studentMember;
    await handIn(assignment.id, ann, 'essay.pdf', false);
    await handIn(assignment.id, ann, 'essay.pdf');
    // Bob keeps a draft: his work is not handed in, so not in the zip.
    await handIn(assignment.id, cast.classmate, 'draft.pdf', false);
    const submission = (
      await t.get(`/api/v1/assignment/getSubmitCurrent/${assignment.id}`, ann.session)
    ).json().data;
    // A name no upload would let through, as a hostile or older row might hold it.
    await createFile(t.app, cast.course, ann.user, {
      name: '../../etc/passwd',
      purpose: 'submission',
      itemId: assignment.id,
      submissionId: submission._id,
      bytes: new TextEncoder().encode('not a password\n'),
    });

    const response = await t.get(zipPath(assignment.id), cast.teacherOwner.session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('submissions.zip');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const folder = `Able Ann (${ann.user.username})`;
    expect(await entriesOf(response.rawPayload)).toEqual([
      `${folder}/essay (2).pdf`,
      `${folder}/essay.pdf`,
      `${folder}/passwd`,
    ]);
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(await zip.file(`${folder}/passwd`)?.async('string')).toBe('not a password\n');
    expect(Buffer.from((await zip.file(`${folder}/essay.pdf`)?.async('uint8array')) ?? [])).toEqual(
      samplePdf(),
    );

    const info = await t.get(infoPath(assignment.id), cast.coTeacher.session);
    expect(info.json()).toMatchObject({
      code: 0,
      data: { works: 1, files: 3, bytes: 2 * samplePdf().length + 'not a password\n'.length },
    });
  });

  it("names a project's folders by group", async () => {
    const project = await item('project');
    const groups = await t.post(
      '/api/v1/project/setGroups',
      {
        projectId: project.id,
        groups: [{ name: 'Red/Blue team', memberIds: [cast.studentMember.user.id, cast.classmate.user.id] }],
      },
      cast.teacherOwner.session,
    );
    expect(groups.statusCode).toBe(200);
    await handIn(project.id, cast.classmate, 'plan.pdf');
    const response = await t.get(zipPath(project.id), cast.admin.session);
    expect(response.statusCode).toBe(200);
    expect(await entriesOf(response.rawPayload)).toEqual(['Red_Blue team/plan.pdf']);
  });

  it('gives an empty zip when nothing is handed in', async () => {
    const lab = await item('lab');
    const response = await t.get(zipPath(lab.id), cast.teacherOwner.session);
    expect(response.statusCode).toBe(200);
    expect(await entriesOf(response.rawPayload)).toEqual([]);
    expect((await t.get(infoPath(lab.id), cast.teacherOwner.session)).json().data).toEqual({
      works: 0,
      files: 0,
      bytes: 0,
    });
  });

  it('refuses students, teachers of other courses and nobody signed in', async () => {
    const assignment = await item('assignment');
    await handIn(assignment.id, cast.studentMember, 'essay.pdf');
    for (const path of [zipPath(assignment.id), infoPath(assignment.id)]) {
      expect((await t.get(path, cast.studentMember.session)).statusCode).toBe(403);
      expect((await t.get(path, cast.studentOutsider.session)).statusCode).toBe(403);
      expect((await t.get(path, cast.teacherOutsider.session)).statusCode).toBe(403);
      expect((await t.get(path)).statusCode).toBe(401);
    }
  });

  it('refuses a malformed id, an unknown item and an item that takes no work', async () => {
    expect((await t.get(zipPath('x'.repeat(65)), cast.teacherOwner.session)).json()).toMatchObject({
      code: 400,
    });
    expect((await t.get(zipPath('0'.repeat(24)), cast.teacherOwner.session)).statusCode).toBe(404);
    const lecture = await item('lecture');
    const response = await t.get(zipPath(lecture.id), cast.teacherOwner.session);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
