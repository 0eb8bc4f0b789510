import { parse } from 'content-disposition';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileRow } from '../../db/schema';
import { type Cast, courseCast, person } from '../../test/cast';
import { addMember } from '../../test/courseFactories';
import { createFile } from '../../test/fileFactories';
import { sampleDocx, samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 14: downloads of course material: typed as read on upload, inline only for the types that may be shown,
 * never sniffed, in parts for video, and by a short-lived file token where a browser sends no Authorization header.
 */
const t = testFileApp();
let cast: Cast;
let pdf: FileRow;
let docx: FileRow;
const pdfBytes = samplePdf();

beforeAll(async () => {
  cast = await courseCast(t.app);
  pdf = await createFile(t.app, cast.course, cast.teacherOwner.user, {
    bytes: pdfBytes,
    name: 'Week 1 – notes.pdf',
    contentType: 'application/pdf',
  });
  docx = await createFile(t.app, cast.course, cast.teacherOwner.user, {
    bytes: sampleDocx(),
    name: 'plan.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
});

const contentOf = (file: { id: string }) => `/api/v1/file/content/${file.id}`;

/** The download address fileItem answers for `caller`. */
async function urlFor(caller: Pick<Cast['studentMember'], 'session'>, file: { id: string }): Promise<string> {
  const response = await t.get(`/api/v1/file/fileItem/${file.id}`, caller.session);
  expect(response.statusCode).toBe(200);
  return response.json().data.url;
}

describe('GET /api/v1/file/content/{fileId}', () => {
  it('sends a member the bytes, typed, inline for a PDF, named, not sniffed and privately cached', async () => {
    const response = await t.get(contentOf(pdf), cast.studentMember.session);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdfBytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdfBytes.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private',
      'accept-ranges': 'bytes',
    });
    // Browsers read the exact UTF-8 name; old clients get the ASCII fallback.
    expect(parse(String(response.headers['content-disposition']))).toEqual({
      type: 'inline',
      parameters: { filename: 'Week 1 – notes.pdf' },
    });
    expect(response.headers['content-disposition']).toContain('filename="Week 1 ? notes.pdf"');
  });

  it('sends a Word document as an attachment', async () => {
    const response = await t.get(contentOf(docx), cast.coTeacher.session);
    expect(response.statusCode).toBe(200);
    expect(parse(String(response.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: 'plan.docx' },
    });
  });

  it('answers a range with 206 and those bytes, and a range past the end with 416', async () => {
    const part = await t.app.inject({
      method: 'GET',
      url: contentOf(pdf),
      headers: { ...cast.studentMember.session.headers, range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${pdfBytes.length}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.equals(pdfBytes.subarray(10, 20))).toBe(true);

    const past = await t.app.inject({
      method: 'GET',
      url: contentOf(pdf),
      headers: { ...cast.studentMember.session.headers, range: `bytes=${pdfBytes.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdfBytes.length}`);
    expect(past.json()).toEqual({
      code: 416,
      msg: 'This part of the file does not exist: it has fewer bytes.',
    });
  });

  it('refuses an outsider with 403 and asks an anonymous caller to sign in', async () => {
    expect((await t.get(contentOf(pdf), cast.studentOutsider.session)).statusCode).toBe(403);
    expect((await t.get(contentOf(pdf))).json()).toEqual({ code: 401, msg: 'Please sign in to continue.' });
  });
});

describe('the file token of fileItem’s url', () => {
  it('downloads the file without an Authorization header', async () => {
    const url = await urlFor(cast.studentMember, pdf);
    expect(url).toMatch(new RegExp(`^/api/v1/file/content/${pdf.id}\\?token=`));
    const response = await t.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('opens no other file', async () => {
    const token = new URL(await urlFor(cast.studentMember, pdf), 'http://x').searchParams.get('token');
    const response = await t.get(`${contentOf(docx)}?token=${token}`);
    expect(response.json()).toEqual({ code: 401, msg: 'Please sign in to continue.' });
  });

  it('is not an access token, and an access token is not a file token', async () => {
    const token = new URL(await urlFor(cast.studentMember, pdf), 'http://x').searchParams.get('token');
    const asBearer = await t.get(contentOf(pdf), { headers: { authorization: `Bearer ${token}` } });
    expect(asBearer.statusCode).toBe(401);
    const accessToken = cast.studentMember.session.accessToken;
    expect((await t.get(`${contentOf(pdf)}?token=${accessToken}`)).statusCode).toBe(401);
  });

  it('ends with its session', async () => {
    const reader = await person(t.app, { fullName: 'Rita Reader' });
    await addMember(t.app, cast.course, reader.user);
    const url = await urlFor(reader, pdf);
    expect((await t.get(url)).statusCode).toBe(200);
    const logout = await t.get('/user/logout', reader.session);
    expect(logout.statusCode).toBe(200);
    expect((await t.get(url)).statusCode).toBe(401);
  });

  it('still needs its user to read the file: a removed file is 404', async () => {
    const file = await createFile(t.app, cast.course, cast.teacherOwner.user, { name: 'gone.txt' });
    const url = await urlFor(cast.studentMember, file);
    await t.post('/api/v1/file/remove', { fileId: file.id }, cast.teacherOwner.session);
    expect((await t.get(url)).json()).toEqual({ code: 404, msg: 'No such file.' });
  });
});
