import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema';
import { createCourse, pictureBytes, TEST_PICTURES } from '../../test/courseFactories';
import { newDataFolder, withApp } from '../../test/dataFolder';
import { createUser, signIn } from '../../test/factories';
import { startServerProcess, stopServerProcess } from '../../test/serverProcess';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { moveLegacyCourseImages } from './legacyCourseImages';

/** Pictures an older version kept as base64 in `courses.image_data` move into file storage, none lost. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base64Of = (dataUrl: string) => dataUrl.split(',')[1]!;
const keyOf = (dataUrl: string) => createHash('sha256').update(pictureBytes(dataUrl)).digest('hex');
const rowOf = async (id: string) => (await t.app.db.select().from(courses).where(eq(courses.id, id)))[0]!;
const picture = (courseId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/course/image/${courseId}` });

describe('moveLegacyCourseImages', () => {
  it('moves each picture into storage once, and the course serves the same picture', async () => {
    const owner = await createUser(t.app, { role: 'teacher' });
    const course = await createCourse(t.app, owner);
    const replaced = await createCourse(t.app, owner);
    for (const { id } of [course, replaced])
      await t.app.db
        .update(courses)
        .set({ imageMime: 'image/png', imageData: base64Of(TEST_PICTURES.blue) })
        .where(eq(courses.id, id));
    // Set anew before the move (another instance already runs this version): the new picture stays.
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/course/setImage',
      headers: (await signIn(t.app, owner)).headers,
      payload: { courseId: replaced.id, image: TEST_PICTURES.black },
    });
    expect(set.statusCode).toBe(200);

    expect(await moveLegacyCourseImages(t.app.ctx)).toBe(1);
    expect(await rowOf(course.id)).toMatchObject({
      imageMime: 'image/png',
      imageKey: keyOf(TEST_PICTURES.blue),
      imageData: null,
    });
    expect((await picture(course.id)).rawPayload.equals(pictureBytes(TEST_PICTURES.blue))).toBe(true);
    expect((await picture(replaced.id)).rawPayload.equals(pictureBytes(TEST_PICTURES.black))).toBe(true);
    expect(await moveLegacyCourseImages(t.app.ctx)).toBe(0);
  });

  it('runs when the server starts, so a data folder of an older version serves its pictures', async () => {
    const folder = newDataFolder('legacy-pictures');
    try {
      const courseId = await withApp({ dataDir: folder.dataDir }, async (app) => {
        const owner = await createUser(app, { role: 'teacher' });
        const course = await createCourse(app, owner, {
          imageMime: 'image/png',
          imageData: base64Of(TEST_PICTURES.blue),
        });
        return course.id;
      });
      const server = await startServerProcess(folder.env);
      try {
        const served = await fetch(`${server.url}/api/v1/course/image/${courseId}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(pictureBytes(TEST_PICTURES.blue))).toBe(true);
      } finally {
        await stopServerProcess(server);
      }
    } finally {
      folder.remove();
    }
  }, 120_000);
});
