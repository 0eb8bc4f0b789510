import { beforeAll, describe, expect, it } from 'vitest';
import { type CastPeople, castPeople } from '../../test/cast';
import { sampleMp4, samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { startUpload, uploadWhole } from '../../test/tusUploads';

/** Issue 14, SPEC §2 /manuals and §7 attachment allAttachment manuals: public manuals that admins manage. */
const t = testFileApp();
let people: CastPeople;

beforeAll(async () => {
  people = await castPeople(t.app);
});

const LIST = '/api/v1/attachment/allAttachment/manuals/all';
type Listed = { _id: string; title: string; url: string; name: string; contentType: string; fileId: string };
const list = async () => (await t.get(LIST)).json().data as Listed[];
const addManual = (title: string, bytes: Uint8Array = samplePdf(), filename = 'manual.pdf') =>
  uploadWhole(t.app, people.admin, bytes, { filename, purpose: 'manual', title });

describe('manuals without signing in', () => {
  let first: Listed | undefined;
  beforeAll(async () => {
    expect((await addManual('Getting started')).statusCode).toBe(200);
    expect((await addManual('Grading', sampleMp4(), 'grading.mp4')).statusCode).toBe(200);
    [first] = await list();
  });

  it('lists them in the order they were added, each with where to download it', async () => {
    expect(await list()).toEqual([
      expect.objectContaining({
        title: 'Getting started',
        name: 'manual.pdf',
        contentType: 'application/pdf',
      }),
      expect.objectContaining({ title: 'Grading', contentType: 'video/mp4' }),
    ]);
    expect(first!.url).toBe(`/api/v1/attachment/content/${first!._id}`);
  });

  it('downloads one, shown in the page, and in parts', async () => {
    const whole = await t.get(first!.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(whole.headers['content-disposition']).toMatch(/^inline/);
    expect(whole.rawPayload.equals(samplePdf())).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: first!.url, headers: { range: 'bytes=0-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.payload).toBe('%PDF-');
  });

  // Issue 37: "Open" leads to the app's PDF viewer, which reads the file as any signed-in user's.
  it("lets anyone signed in read a manual's file and its item in the viewer, but no one signed out", async () => {
    const item = await t.get(`/api/v1/file/fileItem/${first!.fileId}`, people.studentOutsider.session);
    expect(item.statusCode).toBe(200);
    expect(item.json().data).toMatchObject({ _id: first!.fileId, name: 'manual.pdf' });
    const content = await t.get(`/api/v1/file/content/${first!.fileId}`, people.studentOutsider.session);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(samplePdf())).toBe(true);
    expect((await t.get(`/api/v1/file/fileItem/${first!.fileId}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown manual', async () => {
    expect((await t.get('/api/v1/attachment/content/nope')).json()).toEqual({
      code: 404,
      msg: 'No such manual.',
    });
  });
});

describe('admins manage them', () => {
  it('renames, reorders and removes', async () => {
    await addManual('Third');
    const [a, b, c] = await list();
    const renamed = await t.post(
      '/api/v1/attachment/update',
      { _id: c!._id, title: 'Calendars' },
      people.admin.session,
    );
    expect(renamed.json()).toMatchObject({ code: 0, data: { _id: c!._id, title: 'Calendars' } });

    const reordered = await t.post(
      '/api/v1/attachment/reorder',
      { ids: [c!._id, a!._id] },
      people.admin.session,
    );
    expect(reordered.json().data.map((m: Listed) => m._id)).toEqual([c!._id, a!._id, b!._id]);
    expect((await list()).map((m) => m._id)).toEqual([c!._id, a!._id, b!._id]);

    const removed = await t.post('/api/v1/attachment/remove', { _id: c!._id }, people.admin.session);
    expect(removed.json()).toEqual({ code: 0, msg: 'The manual is removed.' });
    expect((await list()).map((m) => m._id)).toEqual([a!._id, b!._id]);
    expect((await t.get(c!.url)).statusCode).toBe(404);
  });

  it('refuses a non-admin an upload, a change, a reorder and a removal', async () => {
    for (const who of ['teacherOwner', 'studentMember'] as const) {
      const started = await startUpload(t.app, people[who], 100, {
        filename: 'm.pdf',
        purpose: 'manual',
        title: 'Mine',
      });
      expect(started.statusCode).toBe(403);
    }
    const [a] = await list();
    const calls = [
      ['/api/v1/attachment/update', { _id: a!._id, title: 'x' }],
      ['/api/v1/attachment/reorder', { ids: [a!._id] }],
      ['/api/v1/attachment/remove', { _id: a!._id }],
    ] as const;
    for (const [url, body] of calls) {
      expect((await t.post(url, body, people.teacherOwner.session)).statusCode).toBe(403);
      expect((await t.post(url, body)).statusCode).toBe(401);
    }
  });

  it('refuses malformed bodies and unknown or repeated ids', async () => {
    const noTitle = await t.post('/api/v1/attachment/update', { _id: 'x', title: ' ' }, people.admin.session);
    expect(noTitle.json()).toMatchObject({
      code: 400,
      fields: { title: 'Title: give the document a title.' },
    });
    const empty = await t.post('/api/v1/attachment/reorder', { ids: [] }, people.admin.session);
    expect(empty.statusCode).toBe(400);
    const [a] = await list();
    const twice = await t.post('/api/v1/attachment/reorder', { ids: [a!._id, a!._id] }, people.admin.session);
    expect(twice.json()).toMatchObject({ code: 400, fields: { ids: 'Order: name each manual once.' } });
    const unknown = await t.post('/api/v1/attachment/reorder', { ids: ['nope'] }, people.admin.session);
    expect(unknown.statusCode).toBe(404);
    const noTitleUpload = await startUpload(t.app, people.admin, 100, {
      filename: 'm.pdf',
      purpose: 'manual',
    });
    expect(noTitleUpload.json()).toMatchObject({ code: 400, fields: { title: expect.any(String) } });
  });
});
