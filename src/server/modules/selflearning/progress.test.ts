import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SelfLearningEvent } from '../../../core/schemas/realtimeNames';
import type { ClassProgressRow, ProgressLine } from '../../../core/schemas/selfLearning';
import { slStatuses } from '../../db/schema';
import { sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { movableClock } from '../../test/movableClock';
import { caughtUp, collect, publish } from '../../test/realtimeClient';
import { coursePdf, courseVideo, createUnit } from '../../test/selfLearningFactories';
import { socketTestApp } from '../../test/socketTestApp';

/**
 * Issue 39, a student working through a unit: prerequisites held on the server, a video's progress as the time
 * really watched (seeking does not count, a forged stretch is refused, fast playback counts), a document read to its
 * end, a test passed, the unit complete, and the teachers told live; the class progress shows who has stalled.
 */
const clock = movableClock();
const t = socketTestApp({ clock });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const base = '/api/v1/selflearning';
const SECOND = 1000;
const DAY = 86_400_000;
const as = (who: Person) => ({
  post: (verb: string, body: object) => t.post(`${base}/${verb}`, body, who.session),
  get: (path: string) => t.get(`${base}/${path}`, who.session),
});
const ann = () => as(cast.studentMember);

async function unitOfThree(options: { sequential?: boolean } = {}) {
  const teacher = cast.teacherOwner.user;
  const [video, pdf] = await Promise.all([
    courseVideo(t.app, cast.course, teacher),
    coursePdf(t.app, cast.course, teacher),
  ]);
  const right = sampleQuestion();
  return {
    right,
    ...(await createUnit(
      t.app,
      cast.course,
      [
        { title: 'Watch the intro', kind: 'video', fileId: video.id, watchPercent: 90 },
        { title: 'Read the chapter', kind: 'document', fileId: pdf.id },
        { title: 'Check yourself', kind: 'test', passPercent: 50, questions: [right, sampleQuestion()] },
      ],
      options,
    )),
  };
}

async function begun(unitId: string) {
  const reply = (await ann().post('begin', { selflearningId: unitId })).json();
  expect(reply).toMatchObject({ code: 0, data: { selflearningId: unitId, completedAt: null } });
  return reply.data._id as string;
}

async function opened(statusId: string, moduleId: string): Promise<ProgressLine> {
  const reply = (await ann().post('openModule', { statusId, moduleId })).json();
  expect(reply).toMatchObject({ code: 0, data: { moduleId, state: 'open' } });
  return reply.data;
}

const watch = (progressId: string, from: number, to: number, mediaSeconds = 100) =>
  ann().post('watch', { progressId, from, to, position: to, mediaSeconds });

describe('a student working through a unit', () => {
  it('begins once: a second begin gives the same status', async () => {
    const { unit } = await unitOfThree();
    expect(await begun(unit.id)).toBe(await begun(unit.id));
  });

  it('holds the prerequisites on the server: a module opens only once the one before is complete', async () => {
    const { unit, modules } = await unitOfThree();
    const statusId = await begun(unit.id);
    const refused = await ann().post('openModule', { statusId, moduleId: modules[1]!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 409, msg: 'Finish “Watch the intro” first.' });
    const progress = (await ann().get(`getProgress/${cast.course.id}/${unit.id}/${statusId}`)).json().data;
    expect(progress).toMatchObject({
      sequential: true,
      openModuleIds: [modules[0]!.id],
      nextModuleId: modules[0]!.id,
      progress: [],
    });
  });

  it('opens every module at once in a unit whose modules are not in order', async () => {
    const { unit, modules } = await unitOfThree({ sequential: false });
    const statusId = await begun(unit.id);
    await opened(statusId, modules[2]!.id);
  });

  it('counts a video as the time really watched: a seek adds nothing, a forged stretch is refused, x16 counts', async () => {
    const { unit, modules } = await unitOfThree();
    const statusId = await begun(unit.id);
    const line = await opened(statusId, modules[0]!.id);

    clock.advance(10 * SECOND);
    expect((await watch(line._id, 0, 10)).json().data).toMatchObject({
      watched: [[0, 10]],
      watchedSeconds: 10,
      watchedPercent: 10,
      resumeAt: 10,
      state: 'open',
    });
    // The student seeks to the end and plays the last ten seconds: the gap is not watched.
    clock.advance(10 * SECOND);
    expect((await watch(line._id, 90, 100)).json().data).toMatchObject({
      watched: [
        [0, 10],
        [90, 100],
      ],
      watchedPercent: 20,
      resumeAt: 100,
      state: 'open',
    });
    // A report of eighty seconds watched one second after the last is a seek or a forgery.
    clock.advance(SECOND);
    const forged = await watch(line._id, 10, 90);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().msg).toMatch(/skipping ahead does not count/);
    // Five seconds later the same stretch is honest at x16, the fastest rate a browser plays.
    clock.advance(4 * SECOND);
    const fast = (await watch(line._id, 10, 90)).json().data;
    expect(fast).toMatchObject({ watched: [[0, 100]], watchedPercent: 100, state: 'complete' });
    expect(fast.completedAt).not.toBeNull();
  });

  it('resumes where the student stopped, on any device: getCurrentStatus gives the resume point', async () => {
    const { unit, modules } = await unitOfThree();
    const line = await opened(await begun(unit.id), modules[0]!.id);
    clock.advance(30 * SECOND);
    await ann().post('watch', { progressId: line._id, from: 0, to: 30, position: 31.5, mediaSeconds: 100 });
    const status = (await ann().get(`getCurrentStatus/${line._id}/${cast.studentMember.user.id}`)).json();
    expect(status.data).toMatchObject({
      progress: { resumeAt: 31.5, watchedPercent: 30 },
      module: { _id: modules[0]!.id, kind: 'video', fileName: 'intro.mp4', watchPercent: 90 },
      courseId: cast.course.id,
      selflearningId: unit.id,
    });
  });

  it('keeps both of two reports that race on one line: the second is read again and merged', async () => {
    const { unit, modules } = await unitOfThree();
    const line = await opened(await begun(unit.id), modules[0]!.id);
    const replies = await Promise.all([watch(line._id, 0, 1), watch(line._id, 1, 2)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const status = (await ann().get(`getCurrentStatus/${line._id}/${cast.studentMember.user.id}`)).json();
    expect(status.data.progress).toMatchObject({ watched: [[0, 2]], watchedSeconds: 2 });
  });

  it('a video report is refused on a document, and a document report on a video', async () => {
    const { unit, modules } = await unitOfThree({ sequential: false });
    const statusId = await begun(unit.id);
    const video = await opened(statusId, modules[0]!.id);
    const doc = await opened(statusId, modules[1]!.id);
    expect((await ann().post('readDocument', { progressId: video._id, page: 1, pages: 1 })).json()).toEqual({
      code: 409,
      msg: '“Watch the intro” is not a document.',
    });
    expect((await watch(doc._id, 0, 1)).json()).toEqual({
      code: 409,
      msg: '“Read the chapter” is not a video.',
    });
  });

  it('completes the unit when every module is: video, document read to its end, test passed', async () => {
    const { unit, modules, right } = await unitOfThree();
    const teacher = await t.goOnline(cast.teacherOwner);
    expect(
      await publish(teacher.socket, {
        name: 'selflearning',
        options: { selflearningId: unit.id },
        join: true,
      }),
    ).toMatchObject({ code: 0 });
    const heard = collect<SelfLearningEvent>(teacher.socket, 'selflearning');
    const statusId = await begun(unit.id);

    const video = await opened(statusId, modules[0]!.id);
    clock.advance(10 * SECOND);
    await watch(video._id, 0, 95);
    const doc = await opened(statusId, modules[1]!.id);
    clock.advance(60 * SECOND);
    expect(
      (await ann().post('readDocument', { progressId: doc._id, page: 3, pages: 12 })).json().data,
    ).toMatchObject({
      state: 'open',
      resumeAt: 3,
      reachedEnd: false,
      timeSpentSeconds: 60,
    });
    expect(
      (await ann().post('readDocument', { progressId: doc._id, page: 12, pages: 12 })).json().data,
    ).toMatchObject({
      state: 'complete',
      reachedEnd: true,
    });

    const test = await opened(statusId, modules[2]!.id);
    const failed = (
      await ann().post('answerTest', { progressId: test._id, answers: { [right._id]: 'green' } })
    ).json();
    expect(failed).toMatchObject({
      code: 0,
      msg: '0%: the pass mark is 50%. Try again.',
      data: { percent: 0, passed: false, progress: { state: 'open', testPercent: 0 } },
    });
    const passed = (
      await ann().post('answerTest', { progressId: test._id, answers: { [right._id]: 'blue' } })
    ).json();
    expect(passed).toMatchObject({
      msg: 'Passed with 50%.',
      data: {
        percent: 50,
        passed: true,
        marks: [
          { questionId: right._id, mark: 2, outOf: 2 },
          { mark: 0, outOf: 2 },
        ],
        progress: { state: 'complete', testPercent: 50, scorePercent: 50 },
      },
    });
    // A worse retake keeps the best mark.
    await ann().post('answerTest', { progressId: test._id, answers: {} });
    const progress = (await ann().get(`getProgress/${cast.course.id}/${unit.id}/${statusId}`)).json().data;
    expect(progress.status.completedAt).not.toBeNull();
    expect(progress.nextModuleId).toBeNull();
    expect(progress.progress.find((line: ProgressLine) => line._id === test._id)).toMatchObject({
      testPercent: 50,
    });

    await caughtUp(t.app, teacher.socket);
    expect(heard.length).toBeGreaterThanOrEqual(9);
    expect(heard.at(-1)).toEqual({ selflearningId: unit.id, userId: cast.studentMember.user.id, statusId });
  });
});

describe('the class progress', () => {
  it('shows each student of the course with modules done, time, test marks, and who has stalled', async () => {
    const { unit, modules } = await createUnit(
      t.app,
      cast.course,
      [
        {
          title: 'Read',
          kind: 'document',
          fileId: (await coursePdf(t.app, cast.course, cast.teacherOwner.user)).id,
        },
        { title: 'Quiz', kind: 'test', questions: [sampleQuestion()] },
      ],
      {
        item: {
          startAt: new Date(clock.now().getTime() - 30 * DAY),
          endAt: new Date(clock.now().getTime() + 30 * DAY),
        },
      },
    );
    const statusId = await begun(unit.id);
    const doc = await opened(statusId, modules[0]!.id);
    clock.advance(40 * SECOND);
    await ann().post('readDocument', { progressId: doc._id, page: 2, pages: 2 });

    const rows: ClassProgressRow[] = (await as(cast.teacherOwner).get(`classProgress/${unit.id}`)).json()
      .data;
    const byName = Object.fromEntries(rows.map((row) => [row.student.fullName, row]));
    expect(Object.keys(byName).sort()).toEqual(['Ann Able', 'Bob Baker', 'Dee Disabled']);
    expect(byName['Ann Able']).toMatchObject({
      statusId,
      modulesDone: 1,
      moduleCount: 2,
      timeSpentSeconds: 40,
      testMarks: [{ moduleId: modules[1]!.id, title: 'Quiz', percent: null }],
      completedAt: null,
      stalled: false,
    });
    // Bob never began a unit open for thirty days: he has stalled.
    expect(byName['Bob Baker']).toMatchObject({
      statusId: null,
      modulesDone: 0,
      lastActivityAt: null,
      stalled: true,
    });

    // Had her last report been eight days ago, Ann would have stalled too.
    await t.app.db
      .update(slStatuses)
      .set({ lastActivityAt: new Date(clock.now().getTime() - 8 * DAY) })
      .where(eq(slStatuses.id, statusId));
    const later: ClassProgressRow[] = (await as(cast.coTeacher).get(`classProgress/${unit.id}`)).json().data;
    expect(later.find((row) => row.student.fullName === 'Ann Able')?.stalled).toBe(true);
  });
});
