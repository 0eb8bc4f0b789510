import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, deletedHistory } from '../../db/schema';
import { filesDirOf } from '../../storage/openStorage';
import { addMember, createCourse, pictureBytes, TEST_PICTURES } from '../../test/courseFactories';
import { createUser, type SignedIn, signIn, type TestUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** Issue 11 §8: the course picture lives in file storage; a template's copy refers to the same stored bytes. */
let t: TestApp;
let owner: TestUser;
let asOwner: SignedIn;
let asStudent: SignedIn;
let asAdmin: SignedIn;
let student: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: 'teacher' });
  student = await createUser(t.app);
  asOwner = await signIn(t.app, owner);
  asStudent = await signIn(t.app, student);
  asAdmin = await signIn(t.app, await createUser(t.app, { role: 'teacher', isAdmin: true }));
});
afterAll(() => t.close());

const post = (url: string, payload: object, s: SignedIn) =>
  t.app.inject({ method: 'POST', url, payload, headers: s.headers });
const picture = (courseId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/course/image/${courseId}`, headers });
const setPicture = async (courseId: string, image: string) => {
  const response = await post('/api/v1/course/setImage', { courseId, image }, asOwner);
  expect(response.statusCode).toBe(200);
  return response.json().data.image as string;
};
const rowOf = async (id: string) => (await t.app.db.select().from(courses).where(eq(courses.id, id)))[0]!;
const keyOf = (dataUrl: string) => createHash('sha256').update(pictureBytes(dataUrl)).digest('hex');
const storedBlobs = () =>
  readdirSync(filesDirOf(t.app.config.dataDir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.parentPath.includes('blobs'))
    .map((entry) => entry.name)
    .sort();

describe('the course picture in file storage', () => {
  it('keeps the bytes under their SHA-256, serves them with an ETag, and answers a current copy with 304', async () => {
    const course = await createCourse(t.app, owner);
    const first = await setPicture(course.id, TEST_PICTURES.black);
    const black = keyOf(TEST_PICTURES.black);
    expect(await rowOf(course.id)).toMatchObject({
      imageMime: 'image/png',
      imageKey: black,
      imageData: null,
    });
    expect(storedBlobs()).toContain(black);

    const served = await picture(course.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(pictureBytes(TEST_PICTURES.black).length),
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      etag: `"${black}"`,
    });
    expect(served.rawPayload.equals(pictureBytes(TEST_PICTURES.black))).toBe(true);
    for (const current of [`"${black}"`, `W/"${black}"`, `"other", "${black}"`, '*']) {
      const revalidated = await picture(course.id, { 'if-none-match': current });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload).toHaveLength(0);
    }

    const second = await setPicture(course.id, TEST_PICTURES.blue);
    expect(second).not.toBe(first);
    const changed = await picture(course.id, { 'if-none-match': `"${black}"` });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe(`"${keyOf(TEST_PICTURES.blue)}"`);
    expect(changed.rawPayload.equals(pictureBytes(TEST_PICTURES.blue))).toBe(true);
  });

  it('gives a course made from a template the same stored bytes, which it keeps when the template’s picture changes', async () => {
    const template = await createCourse(t.app, owner, { isTemplate: true, status: 'draft' });
    await setPicture(template.id, TEST_PICTURES.black);
    const blobs = storedBlobs();
    const made = await post(
      '/api/v1/course/createFromTemplate',
      {
        templateId: template.id,
        name: 'Copy with a picture',
        startDate: '2026-01-12',
        endDate: '2026-03-08',
      },
      asOwner,
    );
    expect(made.statusCode).toBe(200);
    const copy = made.json().data as { _id: string; image: string };
    expect(copy.image).toMatch(new RegExp(`^/api/v1/course/image/${copy._id}\\?v=\\d+$`));
    expect((await rowOf(copy._id)).imageKey).toBe((await rowOf(template.id)).imageKey);
    expect(storedBlobs()).toEqual(blobs);

    await setPicture(template.id, TEST_PICTURES.blue);
    expect((await picture(copy._id)).rawPayload.equals(pictureBytes(TEST_PICTURES.black))).toBe(true);
    expect((await picture(template.id)).rawPayload.equals(pictureBytes(TEST_PICTURES.blue))).toBe(true);
  });

  it('serves no picture of a removed course, and the same one again once it is restored', async () => {
    const course = await createCourse(t.app, owner);
    await setPicture(course.id, TEST_PICTURES.blue);
    expect((await post('/api/v1/course/remove', { courseId: course.id }, asOwner)).statusCode).toBe(200);
    expect((await picture(course.id)).statusCode).toBe(404);
    const [entry] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, course.id));
    // The deleted history names the stored bytes; it does not hold a copy of them.
    expect(JSON.stringify(entry!.snapshot)).toContain(keyOf(TEST_PICTURES.blue));
    expect(JSON.stringify(entry!.snapshot)).not.toContain(TEST_PICTURES.blue.split(',')[1]);

    expect((await post('/api/v1/deleted/restore', { _id: entry!.id }, asAdmin)).statusCode).toBe(200);
    const served = await picture(course.id);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pictureBytes(TEST_PICTURES.blue))).toBe(true);
  });

  it('stores nothing for a caller who may not change the course', async () => {
    const course = await createCourse(t.app, owner);
    await addMember(t.app, course, student);
    const before = storedBlobs();
    const unseen = `data:image/png;base64,${Buffer.concat([pictureBytes(TEST_PICTURES.blue), Buffer.from('x')]).toString('base64')}`;
    const refused = await post('/api/v1/course/setImage', { courseId: course.id, image: unseen }, asStudent);
    expect(refused.statusCode).toBe(403);
    expect(storedBlobs()).toEqual(before);
  });

  it('answers 404 for a picture missing from storage (a data folder restored without its files)', async () => {
    const course = await createCourse(t.app, owner);
    const unique = `data:image/png;base64,${Buffer.concat([pictureBytes(TEST_PICTURES.black), Buffer.from('lost')]).toString('base64')}`;
    await setPicture(course.id, unique);
    await t.app.storage.delete(keyOf(unique));
    const missing = await picture(course.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: 'This course has no picture.' });
  });
});
