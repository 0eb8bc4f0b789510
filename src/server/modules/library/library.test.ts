import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseCodes, deletedHistory, files, libraryDocuments, sectors } from '../../db/schema';
import { type CastPeople, castPeople } from '../../test/cast';
import { sampleExe, samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { startUpload, uploadWhole } from '../../test/tusUploads';

/** Issue 14, SPEC §7 library getAll: documents shared with the whole school, uploaded by teachers. */
const t = testFileApp();
let people: CastPeople;
let sectorId: string;
let courseCodeId: string;

beforeAll(async () => {
  people = await castPeople(t.app);
  const [sector] = await t.app.db.insert(sectors).values({ name: 'Plumbing' }).returning();
  const [code] = await t.app.db
    .insert(courseCodes)
    .values({ code: 'PLB101', title: 'Pipes and fittings' })
    .returning();
  sectorId = sector!.id;
  courseCodeId = code!.id;
});

type Who = keyof CastPeople;
const addToLibrary = (who: Who, fields: Record<string, string>, bytes: Uint8Array = samplePdf()) =>
  uploadWhole(t.app, people[who], bytes, { filename: 'guide.pdf', purpose: 'library', ...fields });
const search = async (who: Who, query: string) => {
  const response = await t.get(`/api/v1/library/getAll${query}`, people[who].session);
  expect(response.statusCode).toBe(200);
  return response.json().data as { _id: string; title: string; file: { _id: string } }[];
};

describe('adding to the library and finding it', () => {
  let entryId: string;
  beforeAll(async () => {
    const uploaded = await addToLibrary('teacherOwner', {
      title: 'Copper Pipe Handbook',
      description: 'Soldering joints safely',
      sectorId,
      courseCodeId,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data).toMatchObject({ contentType: 'application/pdf', courseId: null });
    await addToLibrary('admin', { title: 'Welding basics' });
    const [entry] = await t.app.db
      .select()
      .from(libraryDocuments)
      .where(eq(libraryDocuments.title, 'Copper Pipe Handbook'));
    entryId = entry!.id;
  });

  it('finds it by words of its title or description, in any case and order', async () => {
    expect((await search('studentMember', '?q=handbook%20COPPER')).map((d) => d._id)).toEqual([entryId]);
    expect((await search('studentMember', '?q=soldering')).map((d) => d._id)).toEqual([entryId]);
    expect(await search('studentMember', '?q=copper%20welding')).toEqual([]);
  });

  it('finds it by sector and by course code, with their names', async () => {
    const bySector = await search('teacherOutsider', `?sectorId=${sectorId}`);
    expect(bySector).toEqual([
      expect.objectContaining({
        _id: entryId,
        title: 'Copper Pipe Handbook',
        description: 'Soldering joints safely',
        sector: { _id: sectorId, name: 'Plumbing' },
        courseCode: { _id: courseCodeId, code: 'PLB101', title: 'Pipes and fittings' },
        file: expect.objectContaining({
          name: 'guide.pdf',
          uploader: expect.objectContaining({ fullName: 'Tess Teacher' }),
        }),
      }),
    ]);
    expect((await search('studentMember', `?courseCodeId=${courseCodeId}`)).map((d) => d._id)).toEqual([
      entryId,
    ]);
  });

  it('lists everything newest first without a search', async () => {
    const all = await search('studentOutsider', '');
    expect(all.map((d) => d.title).slice(0, 2)).toEqual(['Welding basics', 'Copper Pipe Handbook']);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await search('studentMember', '?q=%25')).toEqual([]);
  });

  it("lets a student read a library PDF's content and its item, though it belongs to no course", async () => {
    const [document] = await search('studentMember', `?q=copper`);
    const item = await t.get(`/api/v1/file/fileItem/${document!.file._id}`, people.studentMember.session);
    expect(item.statusCode).toBe(200);
    const content = await t.get(`/api/v1/file/content/${document!.file._id}`, people.studentMember.session);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.get(`/api/v1/file/content/${document!.file._id}`)).statusCode).toBe(401);
  });

  it('refuses removing it through the course files route', async () => {
    const [document] = await search('studentMember', `?q=copper`);
    const response = await t.post(
      '/api/v1/file/remove',
      { fileId: document!.file._id },
      people.admin.session,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('who may add, change and remove', () => {
  it('refuses a student an upload to the library with 403, before a byte is stored', async () => {
    const response = await startUpload(t.app, people.studentMember, 100, {
      filename: 'mine.pdf',
      purpose: 'library',
      title: 'Mine',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, msg: expect.any(String) });
  });

  it('refuses another teacher a change or removal with 403, lets the adder and an admin, and an admin restores it', async () => {
    await addToLibrary('coTeacher', { title: 'Cora notes' });
    const [entry] = await t.app.db
      .select()
      .from(libraryDocuments)
      .where(eq(libraryDocuments.title, 'Cora notes'));
    const body = { _id: entry!.id, title: 'Changed', description: '', sectorId: null, courseCodeId: null };
    const update = await t.post('/api/v1/library/update', body, people.teacherOutsider.session);
    expect(update.json()).toEqual({
      code: 403,
      msg: 'Only the teacher who added this document, or an administrator, can change or remove it.',
    });
    const remove = await t.post('/api/v1/library/remove', { _id: entry!.id }, people.teacherOutsider.session);
    expect(remove.statusCode).toBe(403);
    const student = await t.post('/api/v1/library/remove', { _id: entry!.id }, people.studentMember.session);
    expect(student.statusCode).toBe(403);

    const own = await t.post('/api/v1/library/update', { ...body, sectorId }, people.coTeacher.session);
    expect(own.json()).toMatchObject({ code: 0, data: { title: 'Changed', sector: { name: 'Plumbing' } } });

    const removed = await t.post('/api/v1/library/remove', { _id: entry!.id }, people.admin.session);
    expect(removed.json()).toEqual({ code: 0, msg: 'The document is removed from the library.' });
    const [row] = await t.app.db.select().from(files).where(eq(files.id, entry!.fileId));
    expect(row!.removedAt).not.toBeNull();
    expect((await search('studentMember', '?q=changed')).length).toBe(0);
    const content = await t.get(`/api/v1/file/content/${entry!.fileId}`, people.studentMember.session);
    expect(content.statusCode).toBe(404);

    const [history] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, entry!.id));
    expect(history).toMatchObject({ type: 'libraryDocument', name: 'Changed' });
    const restored = await t.post('/api/v1/deleted/restore', { _id: history!.id }, people.admin.session);
    expect(restored.statusCode).toBe(200);
    expect((await search('studentMember', '?q=changed')).length).toBe(1);
    const back = await t.get(`/api/v1/file/content/${entry!.fileId}`, people.studentMember.session);
    expect(back.statusCode).toBe(200);
  });
});

describe('invalid input', () => {
  it.each([
    [{ description: 'no title' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ title: 'Ok', sectorId: 'no-such-sector' }, 'sectorId'],
    [{ title: 'Ok', courseCodeId: 'no-such-code' }, 'courseCodeId'],
  ])('refuses metadata %j when the upload starts, naming %s', async (fields, field) => {
    const response = await startUpload(t.app, people.teacherOwner, 100, {
      filename: 'a.pdf',
      purpose: 'library',
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, fields: { [field]: expect.any(String) } });
  });

  it('keeps neither file nor entry for a program sent as a PDF', async () => {
    const before = (await t.app.db.select().from(libraryDocuments)).length;
    const response = await addToLibrary('teacherOwner', { title: 'Sneaky' }, sampleExe());
    expect(response.statusCode).toBe(415);
    expect(await t.app.db.select().from(libraryDocuments)).toHaveLength(before);
  });

  it('refuses malformed bodies with 400', async () => {
    const noTitle = await t.post('/api/v1/library/update', { _id: 'x' }, people.admin.session);
    expect(noTitle.json()).toMatchObject({
      code: 400,
      fields: { title: 'Title: give the document a title.' },
    });
    const noId = await t.post('/api/v1/library/remove', {}, people.admin.session);
    expect(noId.statusCode).toBe(400);
    const longQuery = await t.get(
      `/api/v1/library/getAll?q=${'a'.repeat(201)}`,
      people.studentMember.session,
    );
    expect(longQuery.statusCode).toBe(400);
  });

  it('answers 404 for an unknown document', async () => {
    const response = await t.post('/api/v1/library/remove', { _id: 'nope' }, people.admin.session);
    expect(response.json()).toEqual({ code: 404, msg: 'No such document in the library.' });
  });

  it('asks an anonymous caller to sign in', async () => {
    expect((await t.get('/api/v1/library/getAll')).statusCode).toBe(401);
  });
});
