import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_EXPIRY_MS } from '../../../core/constants';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { type Cast, courseCast } from '../../test/cast';
import { newDataFolder } from '../../test/dataFolder';
import { movableClock } from '../../test/movableClock';
import { TEST_PUBLIC_URL } from '../../test/testApp';
import { testFileApp } from '../../test/testFileApp';
import { startUpload, TUS, uploadWhole } from '../../test/tusUploads';
import { MAX_UNFINISHED_UPLOAD_BYTES, MAX_UNFINISHED_UPLOADS, SWEEP_EVERY_MS } from './unfinishedUploads';

/**
 * Issue 32: a user may have only so many unfinished uploads, declaring only so many bytes, and an unfinished
 * upload is removed from the server's disk once it expires: by a sweep every hour of the app's clock, and when the
 * app starts again after being down. Uploads are started and abandoned through the whole app; time moves by the
 * app's clock.
 */
type Caller = Cast['teacherOwner'];
const MB = 1024 * 1024;
const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...response.json() });
const idOf = (started: LightMyRequestResponse) => (started.headers.location as string).split('/').pop();
/** The unfinished uploads on the disk of `app`, by id (each is its bytes and a .json of its details). */
const onDisk = async (app: FastifyInstance) => (await readdir(join(app.config.dataDir, 'uploads'))).sort();
const idsOnDisk = async (app: FastifyInstance) =>
  (await onDisk(app)).filter((name) => !name.endsWith('.json'));

const material = (cast: Cast, filename: string) => ({
  filename,
  purpose: 'courseMaterial',
  courseId: cast.course.id,
});

/** Starts uploads of 10 bytes as `who` until they may start no more; the refusal. */
async function fillShare(app: FastifyInstance, cast: Cast, who: Caller): Promise<LightMyRequestResponse> {
  for (let n = 0; n <= MAX_UNFINISHED_UPLOADS; n += 1) {
    const started = await startUpload(app, who, 10, material(cast, `part ${n}.txt`));
    if (started.statusCode !== 201) return started;
  }
  throw new Error(`more than ${MAX_UNFINISHED_UPLOADS} uploads started`);
}

describe('a user’s share of unfinished uploads', () => {
  const clock = movableClock();
  const t = testFileApp({ clock });
  let cast: Cast;

  beforeAll(async () => {
    cast = await courseCast(t.app);
  });

  it(`refuses an upload past ${MAX_UNFINISHED_UPLOADS} unfinished ones with 429; one finished or abandoned counts no more`, async () => {
    const teacher = cast.teacherOwner;
    const started: LightMyRequestResponse[] = [];
    for (let n = 0; n < MAX_UNFINISHED_UPLOADS; n += 1) {
      const one = await startUpload(t.app, teacher, 10, material(cast, `part ${n}.txt`));
      expect(one.statusCode).toBe(201);
      started.push(one);
    }
    const tooMany = {
      status: 429,
      code: 429,
      msg: `You have ${MAX_UNFINISHED_UPLOADS} uploads that are not finished. Finish or cancel some of them before starting another; an unfinished upload is also dropped a day after it started.`,
    };
    expect(refusal(await startUpload(t.app, teacher, 10, material(cast, 'one more.txt')))).toEqual(tooMany);
    // Another teacher's share is their own.
    expect((await startUpload(t.app, cast.coTeacher, 10, material(cast, 'mine.txt'))).statusCode).toBe(201);

    const abandoned = await t.app.inject({
      method: 'DELETE',
      url: started[0]!.headers.location as string,
      headers: { ...TUS, ...teacher.session.headers },
    });
    expect(abandoned.statusCode).toBe(204);
    expect((await startUpload(t.app, teacher, 10, material(cast, 'instead.txt'))).statusCode).toBe(201);
    expect(refusal(await startUpload(t.app, teacher, 10, material(cast, 'one more.txt')))).toEqual(tooMany);

    const finished = await t.app.inject({
      method: 'PATCH',
      url: started[1]!.headers.location as string,
      headers: {
        ...TUS,
        ...teacher.session.headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.from('ten bytes.'),
    });
    expect(finished.statusCode).toBe(200);
    expect((await startUpload(t.app, teacher, 10, material(cast, 'next.txt'))).statusCode).toBe(201);
  });

  it('refuses an upload that would take a user’s unfinished ones past 5 GB declared, before a byte is sent', async () => {
    expect(MAX_UNFINISHED_UPLOAD_BYTES).toBe(5 * 1024 * MB);
    const admin = cast.admin;
    for (let n = 0; n < 10; n += 1)
      expect((await startUpload(t.app, admin, 500 * MB, material(cast, `lecture ${n}.mp4`))).statusCode).toBe(
        201,
      );
    expect(refusal(await startUpload(t.app, admin, 500 * MB, material(cast, 'lecture 10.mp4')))).toEqual({
      status: 429,
      code: 429,
      msg: 'Your unfinished uploads already come to 4.88 GB, and all of them together may be at most 5 GB. Finish or cancel some of them before starting this one.',
    });
    expect((await startUpload(t.app, admin, 100 * MB, material(cast, 'short.mp4'))).statusCode).toBe(201);
  });

  it('removes expired uploads from the disk by the hourly sweep, and counts them no more', async () => {
    const teacher = cast.teacherOwner;
    expect(refusal(await fillShare(t.app, cast, teacher))).toMatchObject({ status: 429 });
    const before = await idsOnDisk(t.app);

    // An hour on, the sweep is due and removes nothing: no upload is a day old. Time moves by the app's clock
    // alone, which the uploads' starts are read from too, so the real time (how busy the machine is) has no say.
    clock.advance(SWEEP_EVERY_MS);
    expect(refusal(await startUpload(t.app, teacher, 10, material(cast, 'still full.txt')))).toMatchObject({
      status: 429,
    });
    expect(await idsOnDisk(t.app)).toEqual(before);

    // A day after they started, the next sweep removes them all, their bytes and their details.
    clock.advance(UPLOAD_EXPIRY_MS);
    const fresh = await startUpload(t.app, teacher, 10, material(cast, 'fresh.txt'));
    expect(fresh.statusCode).toBe(201);
    expect(await onDisk(t.app)).toEqual([idOf(fresh), `${idOf(fresh)}.json`]);
    const expired = await t.app.inject({
      method: 'HEAD',
      url: `/api/v1/file/upload/${before[0]}`,
      headers: { ...TUS, ...teacher.session.headers },
    });
    expect(expired.statusCode).toBe(404);
    // The teacher's share is whole again: the fresh upload and as many more as make it full.
    expect(refusal(await fillShare(t.app, cast, teacher))).toMatchObject({ status: 429 });
    expect(await idsOnDisk(t.app)).toHaveLength(MAX_UNFINISHED_UPLOADS);
  });
});

describe('unfinished uploads across a restart', () => {
  const folder = newDataFolder('unfinished-uploads');
  afterAll(() => folder.remove());
  /** The app on the folder, its database on the folder's disk as `npm start` keeps it, reading the time from `clock`. */
  async function startApp(clock: Clock): Promise<FastifyInstance> {
    const config = {
      ...loadConfig({ ...folder.env, LOG_LEVEL: 'silent', PUBLIC_URL: TEST_PUBLIC_URL }),
      webDir: undefined,
    };
    const app = await buildApp({
      config,
      database: await openDatabase({ pgliteDir: folder.pgliteDir }),
      clock,
    });
    await app.ready();
    return app;
  }

  it('still counts the uploads left unfinished, and removes those that expired while the app was down', async () => {
    const first = await startApp(movableClock());
    const cast = await courseCast(first);
    const teacher = cast.teacherOwner;
    const finished = await uploadWhole(first, teacher, Buffer.from('ten bytes.'), material(cast, 'done.txt'));
    expect(finished.statusCode).toBe(200);
    const finishedId = (await idsOnDisk(first))[0];
    expect(refusal(await fillShare(first, cast, teacher))).toMatchObject({ status: 429 });
    const left = await idsOnDisk(first);
    expect(left).toHaveLength(MAX_UNFINISHED_UPLOADS + 1);
    await first.close();

    const again = await startApp(movableClock());
    expect(await idsOnDisk(again)).toEqual(left);
    expect(refusal(await startUpload(again, teacher, 10, material(cast, 'after restart.txt')))).toMatchObject(
      {
        status: 429,
      },
    );
    // The finished upload still answers that it is whole, with its file, and counts no more: one abandoned upload
    // makes room for one more.
    const asked = await again.inject({
      method: 'HEAD',
      url: `/api/v1/file/upload/${finishedId}`,
      headers: { ...TUS, ...teacher.session.headers },
    });
    expect(asked.headers['upload-offset']).toBe('10');
    expect(decodeURIComponent(asked.headers['upload-result'] as string)).toBe(finished.body);
    const abandoned = await again.inject({
      method: 'DELETE',
      url: `/api/v1/file/upload/${left.find((id) => id !== finishedId)}`,
      headers: { ...TUS, ...teacher.session.headers },
    });
    expect(abandoned.statusCode).toBe(204);
    expect((await startUpload(again, teacher, 10, material(cast, 'room again.txt'))).statusCode).toBe(201);
    await again.close();

    const dayLater = await startApp(movableClock(new Date(Date.now() + UPLOAD_EXPIRY_MS)));
    try {
      expect(await onDisk(dayLater)).toEqual([]);
      expect(
        (await startUpload(dayLater, cast.teacherOwner, 10, material(cast, 'new day.txt'))).statusCode,
      ).toBe(201);
    } finally {
      await dayLater.close();
    }
    // Three starts of an app on a database on disk: seconds on a quiet machine, far more on a loaded one.
  }, 180_000);
});
