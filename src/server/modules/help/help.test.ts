import { beforeAll, describe, expect, it } from 'vitest';
import { type CastPeople, castPeople } from '../../test/cast';
import { sampleMp4, samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { startUpload, uploadWhole } from '../../test/tusUploads';

/** Issue 14, SPEC §7 help getAll, getCurrentVideo and §9: help videos by a page's first path segment and role. */
const t = testFileApp();
let people: CastPeople;

beforeAll(async () => {
  people = await castPeople(t.app);
});

type Listed = { _id: string; title: string; page: string; audience: string; url: string };
const addVideo = async (title: string, page: string, audience: string) => {
  const response = await uploadWhole(t.app, people.admin, sampleMp4(8192), {
    filename: `${title}.mp4`,
    purpose: 'helpVideo',
    title,
    page,
    audience,
  });
  expect(response.statusCode).toBe(200);
};
const current = async (page: string, role: string) => {
  const response = await t.get(`/api/v1/help/getCurrentVideo/${page}/${role}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as Listed | null;
};

describe('finding the help video of a page', () => {
  beforeAll(async () => {
    await addVideo('Dashboard for everyone', 'dashboard', 'all');
    await addVideo('Dashboard for teachers', 'Dashboard', 'teacher');
    await addVideo('Library for students', 'library', 'student');
  });

  it('finds the newest video for the page (any case) and the role', async () => {
    expect(await current('dashboard', 'teacher')).toMatchObject({ title: 'Dashboard for teachers' });
    expect(await current('DASHBOARD', 'student')).toMatchObject({ title: 'Dashboard for everyone' });
    expect(await current('library', 'student')).toMatchObject({
      title: 'Library for students',
      audience: 'student',
    });
  });

  it("finds only everyone's videos for someone signed out, or any other role", async () => {
    expect(await current('dashboard', 'value')).toMatchObject({ title: 'Dashboard for everyone' });
    expect(await current('library', 'value')).toBeNull();
    expect(await current('library', 'teacher')).toBeNull();
    expect(await current('calendar', 'student')).toBeNull();
  });

  it('lists every video without signing in', async () => {
    const list = (await t.get('/api/v1/help/getAll')).json().data as Listed[];
    expect(list.map((v) => v.title)).toEqual(
      expect.arrayContaining(['Dashboard for everyone', 'Dashboard for teachers', 'Library for students']),
    );
  });

  it('plays a video without signing in, with a Range request giving 206', async () => {
    const video = await current('dashboard', 'value');
    const part = await t.app.inject({ method: 'GET', url: video!.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-range': 'bytes 0-99/8192' });
    expect(part.rawPayload.length).toBe(100);
    const past = await t.app.inject({ method: 'GET', url: video!.url, headers: { range: 'bytes=9000-' } });
    expect(past.statusCode).toBe(416);
  });
});

describe('admins manage them', () => {
  it('edits and removes a video', async () => {
    await addVideo('Calendar help', 'calendar', 'all');
    const video = await current('calendar', 'student');
    const edited = await t.post(
      '/api/v1/help/update',
      { _id: video!._id, title: 'Calendar for teachers', page: 'calendar', audience: 'teacher' },
      people.admin.session,
    );
    expect(edited.json()).toMatchObject({
      code: 0,
      data: { title: 'Calendar for teachers', audience: 'teacher' },
    });
    expect(await current('calendar', 'student')).toBeNull();
    const removed = await t.post('/api/v1/help/remove', { _id: video!._id }, people.admin.session);
    expect(removed.json()).toEqual({ code: 0, msg: 'The help video is removed.' });
    expect(await current('calendar', 'teacher')).toBeNull();
    expect((await t.get(video!.url)).statusCode).toBe(404);
  });

  it('refuses a non-admin an upload, an edit and a removal', async () => {
    const started = await startUpload(t.app, people.teacherOwner, 100, {
      filename: 'h.mp4',
      purpose: 'helpVideo',
      title: 'Mine',
      page: 'dashboard',
      audience: 'all',
    });
    expect(started.statusCode).toBe(403);
    const video = await current('dashboard', 'value');
    const body = { _id: video!._id, title: 'x', page: 'dashboard', audience: 'all' };
    expect((await t.post('/api/v1/help/update', body, people.teacherOwner.session)).statusCode).toBe(403);
    expect(
      (await t.post('/api/v1/help/remove', { _id: video!._id }, people.studentMember.session)).statusCode,
    ).toBe(403);
    expect((await t.post('/api/v1/help/remove', { _id: video!._id })).statusCode).toBe(401);
  });

  it('refuses malformed metadata and bodies with 400 naming the field, and a PDF as a help video', async () => {
    const badAudience = await startUpload(t.app, people.admin, 100, {
      filename: 'h.mp4',
      purpose: 'helpVideo',
      title: 'T',
      page: 'dashboard',
      audience: 'parents',
    });
    expect(badAudience.json()).toMatchObject({
      code: 400,
      fields: { audience: 'Shown to: choose teachers, students or everyone.' },
    });
    const badPage = await t.post(
      '/api/v1/help/update',
      { _id: 'x', title: 'T', page: 'a/b', audience: 'all' },
      people.admin.session,
    );
    expect(badPage.json()).toMatchObject({ code: 400, fields: { page: expect.any(String) } });
    const pdf = await uploadWhole(t.app, people.admin, samplePdf(), {
      filename: 'h.pdf',
      purpose: 'helpVideo',
      title: 'Not a video',
      page: 'x',
      audience: 'all',
    });
    expect(pdf.statusCode).toBe(415);
    expect((await t.post('/api/v1/help/remove', { _id: 'nope' }, people.admin.session)).json()).toEqual({
      code: 404,
      msg: 'No such help video.',
    });
  });
});
