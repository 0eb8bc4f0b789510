import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAssessment } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { movableClock } from '../../test/movableClock';
import { sampleMp4, samplePdf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { uploadWhole } from '../../test/tusUploads';

/**
 * Issue 15, offline sittings: "answers or an uploaded answer file". The file goes to the student's own open attempt
 * at an offline test that takes one, and is read by that student and those who teach the course.
 */
const clock = movableClock();
const t = testFileApp({ clock });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date()));

const offline = { mode: 'offline' as const, allowAnswerFile: true };
const startOn = async (settings: object, who: Person = cast.studentMember) => {
  const { item } = await createAssessment(t.app, cast.course, { settings });
  const sitting = (await t.post('/api/v1/test/startAttempt', { itemId: item.id }, who.session)).json().data;
  return { item, attemptId: sitting.attempt._id as string };
};
const upload = (
  attemptId: string,
  who: Person = cast.studentMember,
  bytes = samplePdf(),
  filename = 'answers.pdf',
) => uploadWhole(t.app, who, bytes, { filename, purpose: 'assessmentAnswer', attemptId });

describe('an answer file (upload purpose assessmentAnswer)', () => {
  it("joins the student's open attempt; they and the course's teachers read it, nobody else", async () => {
    const { item, attemptId } = await startOn(offline);
    const response = await upload(attemptId);
    expect(response.statusCode).toBe(200);
    const file = response.json().data;
    expect(file).toMatchObject({
      name: 'answers.pdf',
      contentType: 'application/pdf',
      courseId: cast.course.id,
    });
    const sitting = (
      await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.studentMember.session)
    ).json().data;
    expect(sitting.attempt.answerFile).toMatchObject({ _id: file._id, name: 'answers.pdf' });
    const read = (who: Person) => t.get(`/api/v1/file/fileItem/${file._id}`, who.session);
    expect((await read(cast.studentMember)).statusCode).toBe(200);
    expect((await read(cast.teacherOwner)).statusCode).toBe(200);
    expect((await read(cast.classmate)).json()).toEqual({
      code: 403,
      msg: "This is another student's attempt.",
    });
    expect((await read(cast.studentOutsider)).statusCode).toBe(403);
    // Not the course's material, and not the teachers' to remove.
    expect(
      (await t.get(`/api/v1/file/fileList/${cast.course.id}`, cast.teacherOwner.session)).json().data,
    ).toEqual([]);
    expect(
      (await t.post('/api/v1/file/remove', { fileId: file._id }, cast.teacherOwner.session)).statusCode,
    ).toBe(403);
  });

  it('replaces the earlier file of the attempt', async () => {
    const { attemptId } = await startOn(offline);
    const first = (await upload(attemptId)).json().data;
    const second = (await upload(attemptId, cast.studentMember, samplePdf(), 'better.pdf')).json().data;
    expect(second.name).toBe('better.pdf');
    expect((await t.get(`/api/v1/file/fileItem/${first._id}`, cast.studentMember.session)).statusCode).toBe(
      404,
    );
  });

  it('is refused for a live test, an offline one that takes no file, a closed attempt, and another student', async () => {
    const live = await startOn({ mode: 'live', allowAnswerFile: true });
    expect((await upload(live.attemptId)).json()).toEqual({
      code: 409,
      msg: 'This test does not take an answer file: type your answers instead.',
    });
    const typed = await startOn({ mode: 'offline', allowAnswerFile: false });
    expect((await upload(typed.attemptId)).json().code).toBe(409);
    const { attemptId } = await startOn(offline);
    expect((await upload(attemptId, cast.classmate)).json()).toEqual({
      code: 403,
      msg: 'This is not your attempt.',
    });
    expect((await upload(attemptId, cast.studentMember, sampleMp4())).json().code).toBe(415);
    await t.post('/api/v1/test/submitAttempt', { attemptId }, cast.studentMember.session);
    expect((await upload(attemptId)).json()).toEqual({
      code: 409,
      msg: 'This attempt has been handed in; your answers up to then are kept.',
    });
  });
});
