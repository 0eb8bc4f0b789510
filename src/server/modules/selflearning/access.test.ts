import { beforeAll, describe, expect, it } from 'vitest';
import { sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { courseVideo, createUnit } from '../../test/selfLearningFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 39: every self-learning call refuses whoever it is not for. A student's progress is read by them and the
 * course's teachers and reported to by them alone; a student outside the course gets nothing; malformed input is
 * refused naming the field, before anything is written.
 */
const t = testFileApp();
let cast: Cast;
let unitId: string;
let moduleIds: string[];
let statusId: string;
let progressId: string;

const base = '/api/v1/selflearning';
const get = (path: string, who: Person) => t.get(`${base}/${path}`, who.session);
const post = (verb: string, body: object, who: Person) => t.post(`${base}/${verb}`, body, who.session);

beforeAll(async () => {
  cast = await courseCast(t.app);
  const video = await courseVideo(t.app, cast.course, cast.teacherOwner.user);
  const { unit, modules } = await createUnit(t.app, cast.course, [
    { title: 'Intro', kind: 'video', fileId: video.id },
    { title: 'Quiz', kind: 'test', questions: [sampleQuestion()] },
  ]);
  unitId = unit.id;
  moduleIds = modules.map((module) => module.id);
  statusId = (await post('begin', { selflearningId: unitId }, cast.studentMember)).json().data._id;
  progressId = (await post('openModule', { statusId, moduleId: moduleIds[0] }, cast.studentMember)).json()
    .data._id;
});

describe("another student's progress", () => {
  it('is neither read nor reported to by a classmate', async () => {
    const ann = cast.studentMember.user.id;
    const refusals = await Promise.all([
      get(`getCurrentStatus/${progressId}/${ann}`, cast.classmate),
      get(`getProgress/${cast.course.id}/${unitId}/${statusId}`, cast.classmate),
      get(`getCurrentStudent/${unitId}/${ann}`, cast.classmate),
      post('watch', { progressId, from: 0, to: 1, position: 1, mediaSeconds: 60 }, cast.classmate),
      post('readDocument', { progressId, page: 1, pages: 1 }, cast.classmate),
      post('answerTest', { progressId, answers: {} }, cast.classmate),
      post('openModule', { statusId, moduleId: moduleIds[0] }, cast.classmate),
    ]);
    expect(refusals.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 404]);
    expect(refusals[0]!.json().msg).toBe(
      'You can only see your own progress, or that of the students you teach.',
    );
    expect(refusals[3]!.json().msg).toBe('Only the student whose progress this is can report it.');
  });

  it('is read by the course’s teachers and an administrator, who cannot report to it', async () => {
    const ann = cast.studentMember.user.id;
    for (const who of [cast.teacherOwner, cast.coTeacher, cast.admin]) {
      expect((await get(`getCurrentStatus/${progressId}/${ann}`, who)).json()).toMatchObject({
        code: 0,
        data: { progress: { _id: progressId, userId: ann } },
      });
      expect((await get(`getCurrentStudent/${unitId}/${ann}`, who)).json().data.status._id).toBe(statusId);
    }
    const watched = await post(
      'watch',
      { progressId, from: 0, to: 1, position: 1, mediaSeconds: 60 },
      cast.admin,
    );
    expect(watched.statusCode).toBe(403);
  });

  it('is not read under another student’s id: the line and the user must match', async () => {
    const reply = await get(`getCurrentStatus/${progressId}/${cast.classmate.user.id}`, cast.teacherOwner);
    expect(reply.json()).toEqual({ code: 404, msg: 'This progress record is not that student’s.' });
  });

  it('is not of another unit or course than the address names', async () => {
    const other = await createUnit(t.app, cast.course, []);
    const reply = await get(`getProgress/${cast.course.id}/${other.unit.id}/${statusId}`, cast.studentMember);
    expect(reply.json()).toEqual({ code: 404, msg: 'This progress record is not of that unit.' });
  });
});

describe('a student outside the course', () => {
  it('can neither begin the unit nor see its modules or questions', async () => {
    const outsider = cast.studentOutsider;
    const replies = await Promise.all([
      post('begin', { selflearningId: unitId }, outsider),
      get(`getModule/${moduleIds[1]}`, outsider),
      get(`getCurrentStudent/${unitId}/${outsider.user.id}`, outsider),
      t.get(`/api/v1/selflearning/getCurrent/${unitId}`, outsider.session),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403]);
  });
});

describe('the teacher’s calls', () => {
  it('are refused to students and to teachers outside the course', async () => {
    for (const who of [cast.studentMember, cast.teacherOutsider]) {
      const replies = await Promise.all([
        post('saveUnit', { selflearningId: unitId, sequential: false }, who),
        post('saveModule', { selflearningId: unitId, title: 'More', kind: 'test' }, who),
        post('removeModule', { moduleId: moduleIds[0] }, who),
        post('moveModule', { moduleId: moduleIds[0], position: 1 }, who),
        post('saveModuleQuestions', { moduleId: moduleIds[1], questions: [] }, who),
        get(`classProgress/${unitId}`, who),
        t.get(`/api/v1/unit/getCurrentUnit/${unitId}`, who.session),
      ]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
  });

  it('name a unit: another kind of item is not one', async () => {
    const reply = await get(`classProgress/${cast.course.id}`, cast.teacherOwner);
    expect(reply.statusCode).toBe(404);
  });
});

describe('malformed input', () => {
  it('is refused naming the field, and nothing is written', async () => {
    const ann = cast.studentMember;
    const cases: Array<[string, object, RegExp]> = [
      ['watch', { progressId, from: 10, to: 5, position: 5, mediaSeconds: 60 }, /ends after it starts/],
      ['watch', { progressId, from: -1, to: 5, position: 5, mediaSeconds: 60 }, /From: 0 or more/],
      ['watch', { progressId, from: 0, to: 5, position: 5, mediaSeconds: 0 }, /Video length: more than 0/],
      ['watch', { progressId, from: 0, to: 5 }, /position/i],
      ['readDocument', { progressId, page: 5, pages: 3 }, /at most the number of pages/],
      ['answerTest', { progressId, answers: { q: 3 } }, /answers/],
      ['openModule', { statusId }, /moduleId/],
    ];
    for (const [verb, body, message] of cases) {
      const reply = await post(verb, body, ann);
      expect(reply.statusCode, verb).toBe(400);
      expect(JSON.stringify(reply.json()), verb).toMatch(message);
    }
    const line = (await get(`getCurrentStatus/${progressId}/${ann.user.id}`, ann)).json().data.progress;
    expect(line).toMatchObject({ watched: [], resumeAt: 0 });

    const teacher = cast.teacherOwner;
    const bad = await post(
      'saveModule',
      { selflearningId: unitId, title: ' ', kind: 'video', watchPercent: 0 },
      teacher,
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/Title: write a title/);
    expect(JSON.stringify(bad.json())).toMatch(/Watched share: at least 1%/);
  });
});
