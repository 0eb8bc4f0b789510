import { beforeAll, describe, expect, it } from 'vitest';
import type { ModuleSummary } from '../../../core/schemas/selfLearning';
import { sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast } from '../../test/cast';
import { createCourse } from '../../test/courseFactories';
import { createFile } from '../../test/fileFactories';
import { multipartForm } from '../../test/multipartForm';
import { coursePdf, courseVideo, createUnit } from '../../test/selfLearningFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 39, the teacher's side: a unit's order setting, its modules (a video or a document from the course's
 * files, a test), their order and removal, a test's questions typed or imported (never a brief answer, which nobody
 * would mark), getCurrent's summaries that never carry a question, and /MCQLecture's multiple-choice questions.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const base = '/api/v1/selflearning';
const teach = (verb: string, body: object) => t.post(`${base}/${verb}`, body, cast.teacherOwner.session);
const current = async (unitId: string) =>
  (await t.get(`${base}/getCurrent/${unitId}`, cast.studentMember.session)).json().data;

describe('modules', () => {
  it('adds a video and a document from the course’s files and a test, in order, and getCurrent lists them', async () => {
    const { unit } = await createUnit(t.app, cast.course, []);
    const video = await courseVideo(t.app, cast.course, cast.teacherOwner.user);
    const pdf = await coursePdf(t.app, cast.course, cast.teacherOwner.user);
    const added = [
      await teach('saveModule', {
        selflearningId: unit.id,
        title: 'Intro',
        kind: 'video',
        fileId: video.id,
        watchPercent: 75,
      }),
      await teach('saveModule', {
        selflearningId: unit.id,
        title: 'Chapter',
        kind: 'document',
        fileId: pdf.id,
      }),
      await teach('saveModule', { selflearningId: unit.id, title: 'Quiz', kind: 'test', passPercent: 80 }),
    ].map((reply) => reply.json());
    expect(added[0]).toMatchObject({
      code: 0,
      msg: 'The module is saved.',
      data: {
        title: 'Intro',
        kind: 'video',
        position: 0,
        fileName: 'intro.mp4',
        fileType: 'video/mp4',
        watchPercent: 75,
      },
    });
    const content = await current(unit.id);
    expect(content.sequential).toBe(true);
    expect(content.modules.map((m: ModuleSummary) => [m.title, m.kind, m.position])).toEqual([
      ['Intro', 'video', 0],
      ['Chapter', 'document', 1],
      ['Quiz', 'test', 2],
    ]);
    expect(content.modules[2]).toMatchObject({ passPercent: 80, questionCount: 0, fileId: null });
    expect(content.modules[2]).not.toHaveProperty('questions');

    const renamed = await teach('saveModule', {
      selflearningId: unit.id,
      moduleId: added[2].data._id,
      title: 'Final quiz',
      kind: 'test',
    });
    expect(renamed.json().data).toMatchObject({ title: 'Final quiz', passPercent: 80, position: 2 });
    const changedKind = await teach('saveModule', {
      selflearningId: unit.id,
      moduleId: added[2].data._id,
      title: 'Quiz',
      kind: 'video',
      fileId: video.id,
    });
    expect(changedKind.json()).toEqual({
      code: 409,
      msg: 'A module keeps its kind: add a new module for another kind.',
    });
  });

  it('refuses a file of the wrong kind, of another course, or none at all', async () => {
    const { unit } = await createUnit(t.app, cast.course, []);
    const text = await createFile(t.app, cast.course, cast.teacherOwner.user);
    const elsewhere = await createCourse(t.app, cast.teacherOwner.user);
    const foreign = await courseVideo(t.app, elsewhere, cast.teacherOwner.user);
    const cases: Array<[object, string]> = [
      [{ kind: 'video', fileId: text.id }, '“week-1.txt” is not a video.'],
      [{ kind: 'document', fileId: text.id }, '“week-1.txt” is not a PDF or an office document.'],
      [{ kind: 'video', fileId: foreign.id }, 'Choose a file of this course.'],
      [{ kind: 'document' }, 'Choose the document this module shows.'],
      [{ kind: 'scorm' }, 'Add a SCORM module by uploading its package.'],
    ];
    for (const [fields, msg] of cases) {
      const reply = await teach('saveModule', { selflearningId: unit.id, title: 'M', ...fields });
      expect(reply.json().msg).toBe(msg);
      expect(reply.statusCode).toBe(400);
    }
    expect((await current(unit.id)).modules).toEqual([]);
  });

  it('moves a module and removes one; the students see the unit change', async () => {
    const { unit, modules } = await createUnit(t.app, cast.course, [
      { title: 'A', kind: 'test' },
      { title: 'B', kind: 'test' },
      { title: 'C', kind: 'test' },
    ]);
    const moved = (await teach('moveModule', { moduleId: modules[2]!.id, position: 0 })).json();
    expect(moved.data.map((m: ModuleSummary) => [m.title, m.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    expect((await teach('removeModule', { moduleId: modules[0]!.id })).json()).toEqual({
      code: 0,
      msg: 'The module is removed.',
    });
    expect((await current(unit.id)).modules.map((m: ModuleSummary) => m.title)).toEqual(['C', 'B']);
    expect((await teach('removeModule', { moduleId: modules[0]!.id })).statusCode).toBe(404);
  });

  it('opens every module at once once the teacher says the order does not matter', async () => {
    const { unit } = await createUnit(t.app, cast.course, []);
    expect((await teach('saveUnit', { selflearningId: unit.id, sequential: false })).json()).toEqual({
      code: 0,
      msg: 'The unit is saved.',
      data: { sequential: false },
    });
    expect((await current(unit.id)).sequential).toBe(false);
  });
});

describe('a module’s test', () => {
  it('keeps its keys from students: the teacher sees them, a student never does', async () => {
    const { modules } = await createUnit(t.app, cast.course, [{ title: 'Quiz', kind: 'test' }]);
    const question = sampleQuestion({ choices: ['blue', 'green', 'red'] });
    const saved = (
      await teach('saveModuleQuestions', { moduleId: modules[0]!.id, questions: [question] })
    ).json();
    expect(saved).toMatchObject({
      code: 0,
      data: { view: 'teacher', questionCount: 1, questions: [{ answer: 'blue' }] },
    });
    const seen = (await t.get(`${base}/getModule/${modules[0]!.id}`, cast.studentMember.session)).json().data;
    expect(seen).toMatchObject({
      view: 'student',
      questions: [{ _id: question._id, type: 'mcq', marks: 2 }],
    });
    expect(seen.questions[0].choices.sort()).toEqual(['blue', 'green', 'red']);
    expect(JSON.stringify(seen)).not.toMatch(/"answer"/);
  });

  it('refuses a brief answer, which nobody would mark', async () => {
    const { modules } = await createUnit(t.app, cast.course, [{ title: 'Quiz', kind: 'test' }]);
    const reply = await teach('saveModuleQuestions', {
      moduleId: modules[0]!.id,
      questions: [sampleQuestion(), sampleQuestion({ type: 'brief', choices: [], answer: '' })],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().msg).toMatch(/^Question 2 is a brief answer: .*nobody marks a brief answer there/);
  });

  it('imports a GIFT file, leaving out its brief answers with the reason', async () => {
    const { modules } = await createUnit(t.app, cast.course, [
      { title: 'Quiz', kind: 'test', questions: [sampleQuestion()] },
    ]);
    const gift = '::Sky:: The sky is {=blue ~green}\n\n::Essay:: Tell us about your holidays. {}\n';
    const form = multipartForm({ format: 'gift', file: { filename: 'quiz.gift.txt', content: gift } });
    const reply = await t.app.inject({
      method: 'POST',
      url: `${base}/importModuleQuestions/${modules[0]!.id}`,
      headers: { ...cast.teacherOwner.session.headers, ...form.headers },
      payload: form.payload,
    });
    expect(reply.json()).toMatchObject({
      code: 0,
      msg: '1 question imported; 1 question skipped, each with the reason.',
      imported: [{ type: 'mcq', name: 'Sky' }],
      skipped: [{ reason: expect.stringMatching(/nobody marks a brief answer/) }],
    });
    const detail = (await t.get(`${base}/getModule/${modules[0]!.id}`, cast.teacherOwner.session)).json()
      .data;
    expect(detail.questionCount).toBe(2);
  });

  it('gives /MCQLecture the unit’s multiple-choice questions with their keys, by test', async () => {
    const mcq = sampleQuestion();
    const word = sampleQuestion({ type: 'one_word', choices: [], answer: 'Paris' });
    const { unit, modules } = await createUnit(t.app, cast.course, [
      { title: 'Quiz', kind: 'test', questions: [mcq, word] },
      { title: 'Video', kind: 'video' },
    ]);
    const reply = (await t.get(`/api/v1/unit/getCurrentUnit/${unit.id}`, cast.coTeacher.session)).json();
    expect(reply.data).toEqual({
      _id: unit.id,
      courseId: cast.course.id,
      title: unit.title,
      modules: [{ _id: modules[0]!.id, title: 'Quiz', questions: [mcq] }],
    });
  });
});
