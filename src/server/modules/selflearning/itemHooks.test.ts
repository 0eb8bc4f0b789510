import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseItems, files, slProgress, slStatuses } from '../../db/schema';
import { inTransaction } from '../../platform/transaction';
import { sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast } from '../../test/cast';
import { createCourse } from '../../test/courseFactories';
import { courseVideo, createUnit } from '../../test/selfLearningFactories';
import { testFileApp } from '../../test/testFileApp';
import { recordPackageReport } from './progressWrites';

/**
 * Issue 39: a course made from a template gets its units with their settings and modules (each module's file as a
 * file of the new course, the same bytes); what a SCORM package reports becomes its module's progress through one
 * function (recordPackageReport).
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

describe('a course made from a template', () => {
  it('copies the unit’s order setting and its modules, each file as a file of the new course', async () => {
    const template = await createCourse(t.app, cast.teacherOwner.user, { isTemplate: true, status: 'draft' });
    const video = await courseVideo(t.app, template, cast.teacherOwner.user);
    const question = sampleQuestion();
    await createUnit(
      t.app,
      template,
      [
        { title: 'Intro', kind: 'video', fileId: video.id, watchPercent: 70 },
        { title: 'Quiz', kind: 'test', passPercent: 60, questions: [question] },
      ],
      { sequential: false },
    );
    const response = await t.post(
      '/api/v1/course/createFromTemplate',
      { templateId: template.id, name: 'Units, spring', startDate: '2026-01-12', endDate: '2026-03-08' },
      cast.teacherOwner.session,
    );
    const courseId = response.json().data._id;
    const [copy] = await t.app.db.select().from(courseItems).where(eq(courseItems.courseId, courseId));
    const read = (
      await t.get(`/api/v1/selflearning/getCurrent/${copy!.id}`, cast.teacherOwner.session)
    ).json();
    expect(read.data).toMatchObject({
      sequential: false,
      modules: [
        { title: 'Intro', kind: 'video', watchPercent: 70, fileName: 'intro.mp4' },
        { title: 'Quiz', kind: 'test', passPercent: 60, questionCount: 1 },
      ],
    });
    const [copiedFile] = await t.app.db.select().from(files).where(eq(files.id, read.data.modules[0].fileId));
    expect(copiedFile).toMatchObject({ courseId, itemId: copy!.id, blobKey: video.blobKey });
    const quiz = (
      await t.get(`/api/v1/selflearning/getModule/${read.data.modules[1]._id}`, cast.teacherOwner.session)
    ).json();
    expect(quiz.data.questions).toEqual([question]);
  });
});

describe('recordPackageReport', () => {
  it('makes a SCORM report the module’s progress: score, time added, data kept, completion, the unit complete', async () => {
    const student = cast.studentMember;
    const { unit, modules } = await createUnit(t.app, cast.course, [{ title: 'Package', kind: 'scorm' }]);
    const statusId = (
      await t.post('/api/v1/selflearning/begin', { selflearningId: unit.id }, student.session)
    ).json().data._id;
    const opened = (
      await t.post('/api/v1/selflearning/openModule', { statusId, moduleId: modules[0]!.id }, student.session)
    ).json().data;
    const [line] = await t.app.db.select().from(slProgress).where(eq(slProgress.id, opened._id));

    const report = (completed: boolean, scorePercent: number | null, sessionSeconds: number) =>
      inTransaction(t.app.ctx, async (tx) => {
        const [fresh] = await tx.select().from(slProgress).where(eq(slProgress.id, line!.id));
        return recordPackageReport(tx, fresh!, {
          completed,
          scorePercent,
          sessionSeconds,
          cmi: { suspend_data: `page-${sessionSeconds}` },
        });
      });
    expect(await report(false, null, 120)).toMatchObject({
      state: 'open',
      scorePercent: null,
      timeSpentSeconds: 120,
      scorm: { suspend_data: 'page-120' },
    });
    const done = await report(true, 85, 60);
    expect(done).toMatchObject({ state: 'complete', scorePercent: 85, timeSpentSeconds: 180 });
    expect(done.completedAt).not.toBeNull();
    const [status] = await t.app.db.select().from(slStatuses).where(eq(slStatuses.id, statusId));
    expect(status!.completedAt).not.toBeNull();
    // A later report never takes completion back.
    expect(await report(false, 40, 10)).toMatchObject({ state: 'complete', completedAt: done.completedAt });
  });
});
