import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORM } from '../../../../core/constants';
import { slModules, slPackages, slProgress, slStatuses } from '../../../db/schema';
import { addMember, createCourse, createItem } from '../../../test/courseFactories';
import { createUser, type SignedIn, signIn } from '../../../test/factories';
import { multipartForm } from '../../../test/multipartForm';
import { buildScormPackage } from '../../../test/scormPackages';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/testApp';
import { type ContentServer, startContentServer } from './contentServer';
import { grantKey } from './grants';

/**
 * Issue 39, "SCORM packages": bad packages refused before anything is stored, good ones unpacked and served only
 * from the content origin with a grant for one package, and only the student whose progress it is reports to it.
 */
let test: TestApp;
let content: ContentServer;
let teacher: SignedIn;
let student: SignedIn;
let other: SignedIn;
let unitId: string;

beforeAll(async () => {
  test = await buildTestApp({ env: { CONTENT_PORT: '0' } });
  content = await startContentServer({
    config: test.app.config,
    storage: test.app.storage,
    host: '127.0.0.1',
  });
  const [t, s, o] = await Promise.all([
    createUser(test.app, { role: 'teacher' }),
    createUser(test.app, { role: 'student' }),
    createUser(test.app, { role: 'student' }),
  ]);
  const course = await createCourse(test.app, t!);
  await addMember(test.app, course, s!);
  await addMember(test.app, course, o!);
  unitId = (await createItem(test.app, course, { kind: 'selfLearning' })).id;
  [teacher, student, other] = await Promise.all([
    signIn(test.app, t!),
    signIn(test.app, s!),
    signIn(test.app, o!),
  ]);
});
afterAll(async () => {
  await content?.close();
  await test?.close();
});

const upload = (who: SignedIn, zip: Buffer, item = unitId) => {
  const form = multipartForm({
    file: { filename: 'package.zip', content: zip, contentType: 'application/zip' },
  });
  return test.app.inject({
    method: 'POST',
    url: `/api/v1/selflearning/uploadPackage/${item}`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
};

/** The student's progress line on a module, as begin and openModule make it. */
async function progressOn(moduleId: string, userId: string): Promise<string> {
  const now = new Date();
  const [status] = await test.app.db
    .insert(slStatuses)
    .values({ itemId: unitId, userId, startedAt: now, lastActivityAt: now })
    .onConflictDoNothing()
    .returning();
  const statusId =
    status?.id ?? (await test.app.db.select().from(slStatuses).where(eq(slStatuses.userId, userId)))[0]!.id;
  const [line] = await test.app.db.insert(slProgress).values({ statusId, moduleId, userId }).returning();
  return line!.id;
}

const launch = (who: SignedIn, progressId: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/v1/selflearning/scormLaunch/${progressId}`,
    headers: { ...who.headers, host: 'lms.test' },
  });

const commit = (who: SignedIn, progressId: string, cmi: object, session = 'launch-one') =>
  test.app.inject({
    method: 'POST',
    url: '/api/v1/selflearning/scormCommit',
    headers: who.headers,
    payload: { progressId, session, cmi },
  });

/** GET on the content origin with the path exactly as written (no normalising of `..`). */
function contentGet(
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: content.port, path, method: 'GET' },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode!, headers: response.headers, body: bytes.toString(), bytes });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}
const pathOf = (launchUrl: string) => new URL(launchUrl).pathname;

describe('uploadPackage', () => {
  it.each([
    ['no manifest', { withoutManifest: true }, /no imsmanifest\.xml at its root/],
    ['a launch file the zip lacks', { withoutLaunchFile: true }, /which the zip does not hold/],
    ['a path with ..', { extra: { '../escape.js': 'alert(1)' } }, /path leaves the package/],
    ['a zip bomb', { extra: { 'big.bin': new Uint8Array(40 * 1024 * 1024) } }, /zip bomb/],
  ] as const)('refuses a package with %s, storing nothing', async (_, options, message) => {
    const response = await upload(teacher, await buildScormPackage({ version: '1.2', ...options }));
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toMatch(message);
    expect(await test.app.db.select().from(slPackages)).toEqual([]);
    expect(await test.app.db.select().from(slModules)).toEqual([]);
    const blobs = join(test.app.config.dataDir, 'files', 'blobs');
    expect(existsSync(blobs) ? readdirSync(blobs) : []).toEqual([]);
  });

  it('refuses a form without a file, and students', async () => {
    const empty = multipartForm({ note: 'no file' });
    const noFile = await test.app.inject({
      method: 'POST',
      url: `/api/v1/selflearning/uploadPackage/${unitId}`,
      headers: { ...teacher.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toMatch(/Choose the SCORM package/);
    expect((await upload(student, await buildScormPackage({ version: '1.2' }))).statusCode).toBe(403);
  });
});

describe('a package played and reported', () => {
  let moduleId: string;
  let secondModuleId: string;
  let progressId: string;

  beforeAll(async () => {
    const response = await upload(teacher, await buildScormPackage({ version: '1.2', title: 'Fire safety' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      kind: 'scorm',
      title: 'Fire safety',
      packageTitle: 'Fire safety',
    });
    moduleId = response.json().data._id;
    const second = await upload(teacher, await buildScormPackage({ version: '2004', title: 'First aid' }));
    secondModuleId = second.json().data._id;
    expect(second.json().data.position).toBe(response.json().data.position + 1);
    progressId = await progressOn(moduleId, student.userId);
  });

  it('unpacks a good package into storage, with its manifest read', async () => {
    const [stored] = await test.app.db.select().from(slPackages).where(eq(slPackages.title, 'Fire safety'));
    expect(stored).toMatchObject({ version: '1.2', launchPath: 'index.html', fileCount: 3 });
  });

  it('launches on the content origin with a grant, never on the app origin', async () => {
    const response = await launch(student, progressId);
    expect(response.statusCode).toBe(200);
    const { launchUrl, version, cmi, preview } = response.json().data;
    expect({ version, cmi, preview }).toEqual({ version: '1.2', cmi: null, preview: false });
    expect(new URL(launchUrl).origin).toBe(`http://lms.test:${content.port}`);
    expect(new URL(launchUrl).origin).not.toBe(new URL(TEST_PUBLIC_URL).origin);

    const page = await contentGet(pathOf(launchUrl));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://lms.test');
    expect(page.body).toContain('new CrossFrameAPI("http://lms.test")');
    expect(page.body).toContain('A SCORM 1.2 lesson');

    const css = await contentGet(pathOf(launchUrl).replace(/index\.html$/, 'style.css'));
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await contentGet('/lms/cross-frame-api.js')).body).toContain('CrossFrameAPI');
  });

  it('serves nothing outside the package the grant names', async () => {
    const grantPath = pathOf((await launch(student, progressId)).json().data.launchUrl).replace(
      /index\.html$/,
      '',
    );
    expect((await contentGet(`${grantPath}imsmanifest.xml`)).status).toBe(200);
    expect((await contentGet(`${grantPath}../../../etc/passwd`)).status).toBe(404);
    expect((await contentGet(`${grantPath}%2e%2e/index.html`)).status).toBe(404);
    expect((await contentGet(`${grantPath}..%2Findex.html`)).status).toBe(404);
    expect((await contentGet(`${grantPath}missing.html`)).status).toBe(404);
    expect((await contentGet('/p/not-a-grant/index.html')).status).toBe(403);
  });

  it('refuses an expired grant and one signed with another key', async () => {
    const claims = { prg: progressId, pkg: 'x'.repeat(64), lp: 'index.html', app: 'http://lms.test' };
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'scorm+jwt' })
      .setSubject(student.userId)
      .setIssuedAt(now - SCORM.grantTtlSeconds - 120)
      .setExpirationTime(now - 120)
      .sign(grantKey(test.app.config.tokenSecret));
    const refused = await contentGet(`/p/${expired}/index.html`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatch(/expired/);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'scorm+jwt' })
      .setSubject(student.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(test.app.config.tokenSecret));
    expect((await contentGet(`/p/${forged}/index.html`)).status).toBe(403);
  });

  it('gives no grant on another student’s progress; a teacher previews without recording', async () => {
    expect((await launch(other, progressId)).statusCode).toBe(403);
    const preview = await launch(teacher, progressId);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.preview).toBe(true);
  });

  it('records what the runtime commits: status, score, time once per launch, data to resume with', async () => {
    const cmi = (sessionTime: string, status = 'incomplete') => ({
      suspend_data: 'page=3',
      core: { lesson_status: status, session_time: sessionTime, score: { raw: '40', max: '50', min: '' } },
    });
    const first = await commit(student, progressId, cmi('00:01:30'));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ state: 'open', scorePercent: 80, timeSpentSeconds: 90 });
    const second = await commit(student, progressId, cmi('00:02:00', 'passed'));
    expect(second.json().data).toMatchObject({ state: 'complete', timeSpentSeconds: 120 });
    const nextLaunch = await commit(student, progressId, cmi('00:00:30', 'passed'), 'launch-two');
    expect(nextLaunch.json().data.timeSpentSeconds).toBe(150);
    expect((await launch(student, progressId)).json().data.cmi).toMatchObject({ suspend_data: 'page=3' });
  });

  it('maps a 2004 package’s report', async () => {
    const line = await progressOn(secondModuleId, student.userId);
    const response = await commit(student, line, {
      completion_status: 'completed',
      success_status: 'passed',
      score: { scaled: '0.9' },
      session_time: 'PT2M',
    });
    expect(response.json().data).toMatchObject({
      state: 'complete',
      scorePercent: 90,
      timeSpentSeconds: 120,
    });
  });

  it('refuses commits by anyone but the progress line’s student, and runtime data past its size', async () => {
    const cmi = { core: { lesson_status: 'passed' } };
    expect((await commit(other, progressId, cmi)).statusCode).toBe(403);
    expect((await commit(teacher, progressId, cmi)).statusCode).toBe(403);
    const huge = await commit(student, progressId, { suspend_data: 'x'.repeat(SCORM.cmiMaxChars) });
    expect(huge.statusCode).toBe(400);
    const noSession = await test.app.inject({
      method: 'POST',
      url: '/api/v1/selflearning/scormCommit',
      headers: student.headers,
      payload: { progressId, cmi },
    });
    expect(noSession.statusCode).toBe(400);
  });
});

describe('a package larger than one stream chunk', () => {
  it('stores its files as they inflate, each served whole from the content origin', async () => {
    // Incompressible files of megabytes each: every one passes through the store in many chunks.
    const media = Object.fromEntries(
      Array.from({ length: 3 }, (_, index) => [`media/part${index}.bin`, randomBytes(4 * 1024 * 1024)]),
    );
    const response = await upload(
      teacher,
      await buildScormPackage({ version: '1.2', title: 'Large media', extra: media }),
    );
    expect(response.statusCode).toBe(200);
    const [stored] = await test.app.db.select().from(slPackages).where(eq(slPackages.title, 'Large media'));
    expect(stored).toMatchObject({ fileCount: 6 });
    expect(stored!.bytes).toBeGreaterThan(12 * 1024 * 1024);

    const progressId = await progressOn(response.json().data._id, student.userId);
    const { launchUrl } = (await launch(student, progressId)).json().data;
    for (const [path, bytes] of Object.entries(media)) {
      const served = await contentGet(pathOf(launchUrl).replace(/index\.html$/, path));
      expect(served.status).toBe(200);
      expect(served.bytes.length).toBe(bytes.length);
      expect(createHash('sha256').update(served.bytes).digest('hex')).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
    }
  });
});
