import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import { files } from '../../db/schema';
import { type Cast, courseCast, person } from '../../test/cast';
import { sampleDocx, sampleExe, sampleMp4, samplePdf, sampleScriptedSvg } from '../../test/sampleFiles';
import { TEST_PUBLIC_URL } from '../../test/testApp';
import { testFileApp } from '../../test/testFileApp';
import { finishedAnswer } from './unfinishedUploads';

/**
 * Issue 14: resumable uploads of course material with the tus protocol, through the whole app: its sign-in, the
 * course's teach relation, the size limit before a byte is stored, the type read from the bytes, and an upload that
 * only its uploader can see or continue.
 */
const LIMIT = 64 * 1024;
const t = testFileApp({ uploads: { limits: { courseMaterial: LIMIT } } });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

type Caller = { session: { headers: Record<string, string> } } | undefined;
const TUS = { 'tus-resumable': '1.0.0' };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const uploadsFolder = () => join(t.app.config.dataDir, 'uploads');
/**
 * The unfinished uploads on disk: each has its bytes and a .json of its details. A finished one stays until it
 * expires, its bytes gone and its answer in its details, so that a client that lost the answer can ask again.
 */
async function partialUploads(): Promise<string[]> {
  const ids = (await readdir(uploadsFolder()).catch(() => [])).filter((f) => !f.endsWith('.json'));
  const unfinished: string[] = [];
  for (const id of ids) {
    const details = JSON.parse(await readFile(join(uploadsFolder(), `${id}.json`), 'utf8'));
    if (finishedAnswer(details) === undefined) unfinished.push(id);
  }
  return unfinished;
}

function metadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

function start(
  caller: Caller,
  length: number,
  fields: Record<string, string>,
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    headers: {
      ...TUS,
      ...caller?.session.headers,
      'upload-length': String(length),
      'upload-metadata': metadata(fields),
      ...extra,
    },
  });
}

function send(caller: Caller, location: string, offset: number, bytes: Uint8Array) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...TUS,
      ...caller?.session.headers,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: Buffer.from(bytes),
  });
}

const material = (filename: string) => ({ filename, purpose: 'courseMaterial', courseId: cast.course.id });

/** Starts an upload as `caller` and sends it whole; the last answer. */
async function uploadWhole(
  caller: Caller,
  bytes: Uint8Array,
  filename: string,
): Promise<LightMyRequestResponse> {
  const started = await start(caller, bytes.length, material(filename));
  if (started.statusCode !== 201) return started;
  return send(caller, started.headers.location as string, 0, bytes);
}

const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...response.json() });

describe('uploading course material', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.app.server.close());

  it('takes a PDF from tus-js-client over HTTP, in chunks, and answers the stored file', async () => {
    const pdf = samplePdf();
    let uploadUrl = '';
    const lastBody = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(pdf, {
        endpoint: `${baseUrl}/api/v1/file/upload`,
        headers: cast.teacherOwner.session.headers,
        metadata: material('Week 1 notes.pdf'),
        chunkSize: 200,
        onUploadUrlAvailable: () => {
          uploadUrl = upload.url ?? '';
        },
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getBody()),
        onError: reject,
      });
      upload.start();
    });
    const reply = JSON.parse(lastBody);
    expect(reply).toMatchObject({
      code: 0,
      msg: 'The file is uploaded.',
      data: {
        name: 'Week 1 notes.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        courseId: cast.course.id,
        uploader: { _id: cast.teacherOwner.user.id, fullName: 'Tess Teacher' },
      },
    });
    const [row] = await t.app.db.select().from(files).where(eq(files.id, reply.data._id));
    expect(row!.blobKey).toBe(sha256(pdf));
    expect(await partialUploads()).toEqual([]);
    // Its bytes left the upload folder: the stored file has them.
    const uploadId = new URL(uploadUrl).pathname.split('/').pop()!;
    expect((await stat(join(uploadsFolder(), uploadId))).size).toBe(0);
  });

  it.each([
    [
      'a Word document',
      sampleDocx(),
      'plan.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['an MP4 video', sampleMp4(), 'talk.mp4', 'video/mp4'],
    ['plain text', Buffer.from('Read chapter 2 before Monday.\n'), 'todo.txt', 'text/plain; charset=utf-8'],
  ])('takes %s from a co-teacher, typed by its bytes', async (_what, bytes, filename, contentType) => {
    const response = await uploadWhole(cast.coTeacher, bytes, filename);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: filename, contentType, size: bytes.length });
  });

  it('refuses a Windows program named notes.pdf once its bytes are read, and keeps nothing', async () => {
    const before = await t.app.db.select().from(files);
    const response = await uploadWhole(cast.teacherOwner, sampleExe(), 'notes.pdf');
    expect(refusal(response)).toEqual({
      status: 415,
      code: 415,
      msg: 'This file is a Windows program; course material can be documents, images, video, audio, zip or text.',
    });
    expect(await t.app.db.select().from(files)).toHaveLength(before.length);
    expect(await partialUploads()).toEqual([]);
  });

  it('refuses an SVG drawing with a script', async () => {
    const response = await uploadWhole(cast.teacherOwner, sampleScriptedSvg(), 'diagram.svg');
    expect(refusal(response)).toMatchObject({ status: 415, code: 415 });
    expect(response.json().msg).toMatch(/^This file is a web page or drawing \(HTML, SVG or XML\)/);
    expect(await partialUploads()).toEqual([]);
  });

  it('refuses an empty file as it is created, keeping nothing', async () => {
    const response = await start(cast.teacherOwner, 0, material('empty.txt'));
    expect(refusal(response)).toEqual({
      status: 415,
      code: 415,
      msg: 'This file is empty: choose a file with something in it.',
    });
    expect(await partialUploads()).toEqual([]);
  });

  it('refuses a file over the limit when the upload starts, before a byte is stored', async () => {
    const response = await start(cast.teacherOwner, LIMIT + 1, material('lecture.mp4'));
    expect(refusal(response)).toEqual({
      status: 413,
      code: 413,
      msg: 'This file is too large: it may be at most 64 KB.',
    });
    expect(await partialUploads()).toEqual([]);
  });

  it('stores a file named ../../etc/passwd under its generated key, shown by its base name', async () => {
    const bytes = Buffer.from('root:x:0:0\n');
    const response = await uploadWhole(cast.teacherOwner, bytes, '../../etc/passwd');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('passwd');
    const [row] = await t.app.db.select().from(files).where(eq(files.id, response.json().data._id));
    expect(row!.blobKey).toMatch(/^[0-9a-f]{64}$/);
    expect(await readdir(t.app.config.dataDir)).not.toContain('etc');
  });

  it('resumes an upload cut in the middle: HEAD tells how far it got, the rest completes the same bytes', async () => {
    const video = sampleMp4(48 * 1024);
    const half = 20_000;
    const started = await start(cast.teacherOwner, video.length, material('lecture.mp4'));
    expect(started.statusCode).toBe(201);
    expect(started.headers['upload-expires']).toBeDefined();
    const location = started.headers.location as string;
    expect(location).toMatch(/^\/api\/v1\/file\/upload\/[0-9a-f]+$/);
    expect((await send(cast.teacherOwner, location, 0, video.subarray(0, half))).statusCode).toBe(204);

    const head = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...TUS, ...cast.teacherOwner.session.headers },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    const wrongPlace = await send(cast.teacherOwner, location, 0, video.subarray(half));
    expect(refusal(wrongPlace)).toMatchObject({ status: 409, code: 409 });

    const done = await send(cast.teacherOwner, location, half, video.subarray(half));
    expect(done.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(files).where(eq(files.id, done.json().data._id));
    expect(row!.blobKey).toBe(sha256(video));
    const blob = await t.app.storage.get(row!.blobKey);
    const chunks: Buffer[] = [];
    for await (const chunk of blob!.stream) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(video));
  });
});

describe('who may upload', () => {
  it.each([
    ['a student member', 'studentMember', 403],
    ['a teacher outside the course', 'teacherOutsider', 403],
    ['nobody signed in', undefined, 401],
  ] as const)('refuses %s when the upload starts', async (_who, actor, status) => {
    const response = await start(actor && cast[actor], 10, material('notes.txt'));
    expect(refusal(response)).toMatchObject({ status, code: status });
    expect(typeof response.json().msg).toBe('string');
    expect(await partialUploads()).toEqual([]);
  });

  it('refuses a teacher still waiting for approval', async () => {
    const waiting = await person(t.app, { role: 'teacher', teacherApproval: 'pending' });
    const response = await start(waiting, 10, material('notes.txt'));
    expect(refusal(response)).toEqual({
      status: 403,
      code: 403,
      msg: "Your teacher account is waiting for an administrator's approval.",
    });
  });

  it("answers another user's upload as none: it can be neither read, continued nor abandoned", async () => {
    const started = await start(cast.teacherOwner, 12, material('mine.txt'));
    const location = started.headers.location as string;
    const other = cast.coTeacher.session.headers;
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: { ...TUS, ...other } });
    expect(head.statusCode).toBe(404);
    const patch = await send(cast.coTeacher, location, 0, Buffer.from('not yours!!!'));
    expect(refusal(patch)).toEqual({ status: 404, code: 404, msg: 'No such upload. Please start it again.' });
    const remove = await t.app.inject({ method: 'DELETE', url: location, headers: { ...TUS, ...other } });
    expect(remove.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...TUS, ...cast.teacherOwner.session.headers },
    });
    expect(mine.statusCode).toBe(204);
  });
});

describe('which sites may read the answers (issue 32)', () => {
  const withOrigin = (origin: string) => ({ origin });

  it("lets the app's own origin read an upload's answers, and no other site", async () => {
    const own = await start(cast.teacherOwner, 12, material('own.txt'), withOrigin(TEST_PUBLIC_URL));
    expect(own.statusCode).toBe(201);
    expect(own.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
    const location = own.headers.location as string;
    const headFrom = (origin: string) =>
      t.app.inject({
        method: 'HEAD',
        url: location,
        headers: { ...TUS, ...cast.teacherOwner.session.headers, ...withOrigin(origin) },
      });
    expect((await headFrom(TEST_PUBLIC_URL)).headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);

    const foreign = await start(
      cast.teacherOwner,
      12,
      material('foreign.txt'),
      withOrigin('https://evil.example'),
    );
    expect(foreign.statusCode).toBe(201);
    expect(foreign.headers).not.toHaveProperty('access-control-allow-origin');
    const foreignHead = await headFrom('https://evil.example');
    expect(foreignHead.statusCode).toBe(200);
    expect(foreignHead.headers).not.toHaveProperty('access-control-allow-origin');
    // A look-alike of the app's address is another site.
    const lookAlike = await headFrom('http://lms.test.evil.example');
    expect(lookAlike.headers).not.toHaveProperty('access-control-allow-origin');

    for (const started of [own, foreign])
      await t.app.inject({
        method: 'DELETE',
        url: started.headers.location as string,
        headers: { ...TUS, ...cast.teacherOwner.session.headers },
      });
    expect(await partialUploads()).toEqual([]);
  });
});

describe('malformed uploads', () => {
  it.each([
    [{ purpose: 'courseMaterial', courseId: 'x' }, 'filename'],
    [{ filename: 'a.txt', purpose: 'homework', courseId: 'x' }, 'purpose'],
    [{ filename: 'a.txt', purpose: 'courseMaterial' }, 'courseId'],
  ])('refuses metadata %j, naming %s', async (fields, field) => {
    const response = await start(cast.teacherOwner, 10, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, fields: { [field]: expect.any(String) } });
  });

  it('refuses an upload of unknown length', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file/upload',
      headers: {
        ...TUS,
        ...cast.teacherOwner.session.headers,
        'upload-defer-length': '1',
        'upload-metadata': metadata(material('a.txt')),
      },
    });
    expect(refusal(response)).toEqual({
      status: 400,
      code: 400,
      msg: 'Say how large the file is (Upload-Length) when the upload starts.',
    });
  });

  it('answers a request without the tus header in the one shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file/upload',
      headers: { ...cast.teacherOwner.session.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refusal(response)).toEqual({
      status: 412,
      code: 412,
      msg: 'Uploads here speak the tus protocol 1.0.0 (send Tus-Resumable: 1.0.0).',
    });
  });
});

describe('what the protocol asks (issue 33)', () => {
  const head = (location: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...cast.teacherOwner.session.headers, ...headers },
    });

  it('tells anyone, signed in or not, what it speaks: OPTIONS answers the tus discovery headers', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/file/upload' });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'tus-version': '1.0.0',
      // An upload says its length when it starts: the server does not offer to learn it later.
      'tus-extension': 'creation,creation-with-upload,termination,expiration',
      'tus-max-size': String(Math.max(...Object.values(UPLOAD_POLICIES).map((policy) => policy.maxBytes))),
    });
  });

  it("answers a browser's preflight from the app's own origin, for the endpoint and an upload", async () => {
    const started = await start(cast.teacherOwner, 12, material('preflight.txt'));
    for (const url of ['/api/v1/file/upload', started.headers.location as string]) {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: TEST_PUBLIC_URL,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization, tus-resumable, upload-offset, content-type',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
      expect(response.headers['access-control-allow-methods']).toContain('PATCH');
      expect(response.headers['access-control-allow-headers']).toContain('Authorization');
    }
  });

  it.each(['0.2.2', '2.0.0'])(
    'refuses Tus-Resumable %s with 412, naming the version it speaks',
    async (version) => {
      const started = await start(cast.teacherOwner, 12, material('old client.txt'));
      const location = started.headers.location as string;
      const asked = [
        await head(location, { 'tus-resumable': version }),
        await start(cast.teacherOwner, 12, material('old client.txt'), { 'tus-resumable': version }),
      ];
      for (const response of asked) {
        expect(response.statusCode).toBe(412);
        expect(response.headers['tus-version']).toBe('1.0.0');
      }
      expect(asked[1]!.json()).toEqual({
        code: 412,
        msg: 'Uploads here speak the tus protocol 1.0.0 (send Tus-Resumable: 1.0.0).',
      });
    },
  );

  it.each(['text/plain', 'application/octet-stream', undefined])(
    'refuses bytes sent as %s with 415, and keeps none of them',
    async (contentType) => {
      const started = await start(cast.teacherOwner, 12, material('typed.txt'));
      const location = started.headers.location as string;
      const response = await t.app.inject({
        method: 'PATCH',
        url: location,
        headers: {
          ...TUS,
          ...cast.teacherOwner.session.headers,
          'upload-offset': '0',
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        payload: Buffer.from('twelve bytes'),
      });
      expect(refusal(response)).toEqual({
        status: 415,
        code: 415,
        msg: 'Send the bytes of an upload as application/offset+octet-stream.',
      });
      expect((await head(location, TUS)).headers['upload-offset']).toBe('0');
    },
  );

  it('refuses bytes that do not say where they go', async () => {
    const started = await start(cast.teacherOwner, 12, material('nowhere.txt'));
    const response = await t.app.inject({
      method: 'PATCH',
      url: started.headers.location as string,
      headers: {
        ...TUS,
        ...cast.teacherOwner.session.headers,
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.from('twelve bytes'),
    });
    expect(refusal(response)).toEqual({
      status: 400,
      code: 400,
      msg: 'Say where these bytes go in the file (Upload-Offset): ask how far the upload got (HEAD) first.',
    });
  });
});

describe('a finished upload, asked again (issue 33)', () => {
  const headers = (caller: Caller) => ({ ...TUS, ...caller?.session.headers });

  it('answers that it is whole, with the stored file it gave, and never stores the file twice', async () => {
    const bytes = Buffer.from('Chapter 3 is on the exam.\n');
    const started = await start(cast.teacherOwner, bytes.length, material('exam notes.txt'));
    const location = started.headers.location as string;
    const done = await send(cast.teacherOwner, location, 0, bytes);
    expect(done.statusCode).toBe(200);
    const answer = done.json();
    expect(decodeURIComponent(done.headers['upload-result'] as string)).toBe(done.body);

    const head = await t.app.inject({ method: 'HEAD', url: location, headers: headers(cast.teacherOwner) });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'upload-offset': String(bytes.length),
      'upload-length': String(bytes.length),
      'cache-control': 'no-store',
    });
    expect(JSON.parse(decodeURIComponent(head.headers['upload-result'] as string))).toEqual(answer);

    // A client that sends the end again finishes it again: the same answer, and still one file.
    const again = await send(cast.teacherOwner, location, bytes.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    const named = await t.app.db.select().from(files).where(eq(files.name, 'exam notes.txt'));
    expect(named.map((row) => row.id)).toEqual([answer.data._id]);

    expect(refusal(await send(cast.teacherOwner, location, 0, bytes))).toMatchObject({ status: 409 });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: headers(cast.teacherOwner),
    });
    expect(refusal(cancel)).toEqual({
      status: 403,
      code: 403,
      msg: 'This upload is finished and its file stored: there is nothing left to cancel.',
    });
    // Still no one else's to see.
    const other = await t.app.inject({ method: 'HEAD', url: location, headers: headers(cast.coTeacher) });
    expect(other.statusCode).toBe(404);
    expect(other.headers).not.toHaveProperty('upload-result');
  });

  it('answers a refused upload as none: the client starts again rather than hearing it is whole', async () => {
    const started = await start(cast.teacherOwner, sampleExe().length, material('setup.pdf'));
    const location = started.headers.location as string;
    expect((await send(cast.teacherOwner, location, 0, sampleExe())).statusCode).toBe(415);
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: headers(cast.teacherOwner) });
    expect(head.statusCode).toBe(404);
  });
});
