import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../core/schemas/assessments';
import { attemptAnswers, attempts, type CourseItemRow } from '../../db/schema';
import { addQuestions, attemptWith, sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 15: a teacher saves a test's questions (ids kept, so answers stay with their question), and every attempt
 * already handed in follows: a changed key, choice or mark is marked again, a removed question's answers stop
 * counting, a teacher's marks of brief answers stay. Attempts are written straight into the tables, as a sitting
 * would leave them.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const test = () => createItem(t.app, cast.course, { kind: 'test' });
const save = (item: Pick<CourseItemRow, 'id'>, questions: unknown[], who: Person = cast.teacherOwner) =>
  t.post('/api/v1/test/saveQuestions', { itemId: item.id, questions }, who.session);
const authored = async (item: CourseItemRow) =>
  (await t.get(`/api/v1/test/getQuestions/${item.id}`, cast.teacherOwner.session)).json().data.questions;
const attemptRow = async (id: string) =>
  (await t.app.db.select().from(attempts).where(eq(attempts.id, id)))[0]!;
const answersOf = async (attemptId: string) =>
  t.app.db
    .select({
      questionId: attemptAnswers.questionId,
      answer: attemptAnswers.answer,
      mark: attemptAnswers.mark,
      markedBy: attemptAnswers.markedBy,
    })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(attemptAnswers.questionId);

describe('POST /api/v1/test/saveQuestions', () => {
  it('writes the list in its order with the ids it gives, sanitising the text; getCurrent counts them', async () => {
    const item = await test();
    const colour = sampleQuestion({ _id: 'colour' });
    const city = sampleQuestion({ _id: 'city', type: 'one_word', choices: [], answer: 'Paris|paris city' });
    const essay = sampleQuestion({ _id: 'essay', type: 'brief', choices: [], answer: '', marks: 10 });
    const response = await save(item, [
      colour,
      { ...city, text: '<p>Capital of France?<script>alert(1)</script></p>' },
      essay,
    ]);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'The questions are saved.',
      data: { regraded: 0, removed: 0 },
    });
    expect(await authored(item)).toEqual([colour, { ...city, text: '<p>Capital of France?</p>' }, essay]);
    expect((await save(item, [essay, colour, city])).statusCode).toBe(200);
    expect((await authored(item)).map((q: Question) => q._id)).toEqual(['essay', 'colour', 'city']);
    const current = await t.get(`/api/v1/test/getCurrent/${item.id}`, cast.studentMember.session);
    expect(current.json().data).toMatchObject({ questionCount: 3, totalMarks: 14 });
    expect(JSON.stringify(current.json())).not.toContain('Paris');
  });

  it.each([
    [
      { choices: ['only'], answer: 'only' },
      'questions.0.choices',
      'Multiple choice: give at least two choices.',
    ],
    [
      { answer: 'purple' },
      'questions.0.answer',
      'Multiple choice: every right answer must be one of the choices.',
    ],
    [
      { choices: ['a|b', 'c'], answer: 'c' },
      'questions.0.choices.0',
      'Choice: the character | cannot be used.',
    ],
    [{ marks: 1001 }, 'questions.0.marks', 'Marks: at most 1000.'],
    [{ text: '<p> </p>' }, 'questions.0.text', 'Question: write the question.'],
    [
      { type: 'essay' },
      'questions.0.type',
      'Question type: choose one word, brief answer, multiple choice, numerical or matching.',
    ],
    [
      { type: 'numerical', choices: [], answer: '', numbers: [{ value: 3, tolerance: 0, weight: 0.5 }] },
      'questions.0.numbers',
      'Numerical: one number must earn 100%.',
    ],
    [
      { type: 'matching', choices: [], answer: '', pairs: [{ prompt: 'Paris', match: 'France' }] },
      'questions.0.pairs',
      'Matching: give at least two pairs.',
    ],
    [{ weights: [1] }, 'questions.0.weights', 'Multiple choice: give each choice a weight.'],
    [
      { type: 'one_word', choices: [], answer: '' },
      'questions.0.answer',
      'One word: give the accepted answer.',
    ],
  ])('refuses %j with the message a teacher sees, and changes nothing', async (fields, field, message) => {
    const item = await test();
    const kept = sampleQuestion();
    await addQuestions(t.app, item, [kept]);
    const response = await save(item, [{ ...sampleQuestion(), ...fields }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await authored(item)).toEqual([kept]);
  });

  it("keeps Moodle's weights, numbers and pairs (issue 33); a question saved before them reads as plain", async () => {
    const item = await test();
    const plain = sampleQuestion({ _id: 'plain' });
    await addQuestions(t.app, item, [plain]);
    const cities = sampleQuestion({
      _id: 'cities',
      choices: ['London', 'Paris', 'Tokyo'],
      answer: 'London|Paris',
      weights: [0.5, 0.5, -1],
      multiple: true,
    });
    const pi = sampleQuestion({
      _id: 'pi',
      type: 'numerical',
      choices: [],
      answer: '',
      numbers: [
        { value: 3.14, tolerance: 0.01, weight: 1 },
        { value: 3, tolerance: 0, weight: 0.5 },
      ],
    });
    const capitals = sampleQuestion({
      _id: 'capitals',
      type: 'matching',
      choices: [],
      answer: '',
      pairs: [
        { prompt: 'Paris', match: 'France' },
        { prompt: 'Rome', match: 'Italy' },
        { prompt: '', match: 'Spain' },
      ],
    });
    expect(await authored(item)).toEqual([plain]);
    expect((await save(item, [plain, cities, pi, capitals])).statusCode).toBe(200);
    expect(await authored(item)).toEqual([plain, cities, pi, capitals]);
  });

  it('refuses the same id twice, a student, a teacher of another course, and an exam', async () => {
    const item = await test();
    const question = sampleQuestion();
    expect((await save(item, [question, question])).json().fields).toEqual({
      questions: 'Each question only once.',
    });
    expect((await save(item, [question], cast.studentMember)).statusCode).toBe(403);
    expect((await save(item, [question], cast.teacherOutsider)).statusCode).toBe(403);
    const exam = await createItem(t.app, cast.course, { kind: 'exam' });
    expect((await save(exam, [question])).json()).toMatchObject({
      code: 400,
      msg: 'This is for tests only.',
    });
  });
});

describe('regrading handed-in attempts', () => {
  it('marks answers again when a key changes, keeps the teacher’s brief marks, leaves open and disqualified attempts', async () => {
    const item = await test();
    const pick = sampleQuestion({ _id: 'pick', choices: ['red', 'blue'], answer: 'red', marks: 2 });
    const word = sampleQuestion({ _id: 'word', type: 'one_word', choices: [], answer: 'Rome', marks: 3 });
    const essay = sampleQuestion({ _id: 'essay', type: 'brief', choices: [], answer: '', marks: 5 });
    await addQuestions(t.app, item, [pick, word, essay]);
    const answers = [
      { questionId: 'essay', answer: 'Long text.', mark: 4, markedBy: 'teacher' as const },
      { questionId: 'pick', answer: 'blue', mark: 0 },
      { questionId: 'word', answer: 'paris', mark: 0 },
    ];
    const ann = await attemptWith(t.app, item, cast.studentMember.user, answers, { state: 'released' });
    const bob = await attemptWith(t.app, item, cast.classmate.user, answers, {
      state: 'graded',
      endedBy: 'disqualified',
      mark: 0,
    });
    const open = await attemptWith(t.app, item, cast.disabled.user, answers.slice(1), {
      state: 'open',
      mark: null,
    });

    const response = await save(item, [
      { ...pick, answer: 'blue' },
      { ...word, answer: 'Rome|Paris' },
      essay,
    ]);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'The questions are saved. 2 handed-in attempts marked again.',
      data: { regraded: 2, removed: 0 },
    });
    const remarked = [
      { questionId: 'essay', answer: 'Long text.', mark: 4, markedBy: 'teacher' },
      { questionId: 'pick', answer: 'blue', mark: 2, markedBy: 'auto' },
      { questionId: 'word', answer: 'paris', mark: 3, markedBy: 'auto' },
    ];
    expect(await answersOf(ann.id)).toEqual(remarked);
    expect((await attemptRow(ann.id)).mark).toBe(9);
    expect(await answersOf(bob.id)).toEqual(remarked);
    expect((await attemptRow(bob.id)).mark).toBe(0);
    expect(await answersOf(open.id)).toEqual([
      { questionId: 'pick', answer: 'blue', mark: 0, markedBy: 'auto' },
      { questionId: 'word', answer: 'paris', mark: 0, markedBy: 'auto' },
    ]);
    expect((await attemptRow(open.id)).mark).toBeNull();
  });

  it('takes a removed question’s answers out of the attempts and their totals, and says so', async () => {
    const item = await test();
    const keep = sampleQuestion({ _id: 'keep', marks: 2 });
    const drop = sampleQuestion({ _id: 'drop', marks: 3 });
    await addQuestions(t.app, item, [keep, drop]);
    const ann = await attemptWith(t.app, item, cast.studentMember.user, [
      { questionId: 'keep', answer: 'blue', mark: 2 },
      { questionId: 'drop', answer: 'blue', mark: 3 },
    ]);
    expect((await attemptRow(ann.id)).mark).toBe(5);
    const response = await save(item, [keep]);
    expect(response.json()).toMatchObject({
      msg: 'The questions are saved. 1 question taken out, with their answers. 1 handed-in attempt marked again.',
      data: { regraded: 1, removed: 1 },
    });
    expect(await answersOf(ann.id)).toEqual([
      { questionId: 'keep', answer: 'blue', mark: 2, markedBy: 'auto' },
    ]);
    expect(await attemptRow(ann.id)).toMatchObject({ mark: 2, order: { questions: ['keep'], choices: {} } });
  });

  it('carries a choice renamed in place to the students who picked it, and the order they saw it in', async () => {
    const item = await test();
    const spelling = sampleQuestion({
      _id: 'organ',
      choices: ['Mitochondira', 'Ribosome'],
      answer: 'Mitochondira',
    });
    await addQuestions(t.app, item, [spelling]);
    const ann = await attemptWith(t.app, item, cast.studentMember.user, [
      { questionId: 'organ', answer: 'Mitochondira', mark: 2 },
    ]);
    await t.app.db
      .update(attempts)
      .set({ order: { questions: ['organ'], choices: { organ: ['Ribosome', 'Mitochondira'] } } })
      .where(eq(attempts.id, ann.id));
    const fixed = { ...spelling, choices: ['Mitochondrion', 'Ribosome'], answer: 'Mitochondrion' };
    expect((await save(item, [fixed])).json().data).toEqual({ regraded: 1, removed: 0 });
    expect(await answersOf(ann.id)).toEqual([
      { questionId: 'organ', answer: 'Mitochondrion', mark: 2, markedBy: 'auto' },
    ]);
    expect((await attemptRow(ann.id)).order.choices).toEqual({ organ: ['Ribosome', 'Mitochondrion'] });
  });

  it('cuts a teacher’s brief mark to the question’s new marks, and leaves an unmarked one for the teacher', async () => {
    const item = await test();
    const essay = sampleQuestion({ _id: 'essay', type: 'brief', choices: [], answer: '', marks: 10 });
    await addQuestions(t.app, item, [essay]);
    const ann = await attemptWith(t.app, item, cast.studentMember.user, [
      { questionId: 'essay', answer: 'Text.', mark: 8, markedBy: 'teacher' },
    ]);
    const bob = await attemptWith(t.app, item, cast.classmate.user, [
      { questionId: 'essay', answer: 'Text.', mark: null },
    ]);
    expect((await save(item, [{ ...essay, marks: 5 }])).json().data).toEqual({ regraded: 1, removed: 0 });
    expect(await attemptRow(ann.id)).toMatchObject({ mark: 5 });
    expect(await answersOf(bob.id)).toEqual([
      { questionId: 'essay', answer: 'Text.', mark: null, markedBy: null },
    ]);
    expect((await attemptRow(bob.id)).mark).toBeNull();
  });

  it('refuses a new type for an answered question; an unanswered one may change', async () => {
    const item = await test();
    const answered = sampleQuestion({ _id: 'answered' });
    const fresh = sampleQuestion({ _id: 'fresh' });
    await addQuestions(t.app, item, [answered, fresh]);
    await attemptWith(t.app, item, cast.studentMember.user, [
      { questionId: 'answered', answer: 'blue', mark: 2 },
    ]);
    const asWord = { type: 'one_word', choices: [], answer: 'blue' };
    const refused = await save(item, [{ ...answered, ...asWord }, fresh]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/^Question 1 has answers already, so its type cannot change\./);
    expect((await save(item, [answered, { ...fresh, ...asWord }])).statusCode).toBe(200);
  });
});

describe('regrading handed-in attempts at weighted, numerical and matching questions (issue 33)', () => {
  it("marks answers again with the new weights, numbers and pairs, by Moodle's rules", async () => {
    const item = await test();
    const cities = sampleQuestion({
      _id: 'cities',
      choices: ['London', 'Paris', 'Tokyo'],
      answer: 'London|Paris',
      weights: [0.5, 0.5, -1],
      multiple: true,
      marks: 4,
    });
    const pi = sampleQuestion({
      _id: 'pi',
      type: 'numerical',
      choices: [],
      answer: '',
      numbers: [{ value: 3.14, tolerance: 0.001, weight: 1 }],
      marks: 2,
    });
    const capitals = sampleQuestion({
      _id: 'capitals',
      type: 'matching',
      choices: [],
      answer: '',
      pairs: [
        { prompt: 'Paris', match: 'France' },
        { prompt: 'Rome', match: 'Italy' },
        { prompt: '', match: 'Spain' },
      ],
      marks: 2,
    });
    await addQuestions(t.app, item, [cities, pi, capitals]);
    const ann = await attemptWith(t.app, item, cast.studentMember.user, [
      { questionId: 'cities', answer: 'London', mark: 2 },
      { questionId: 'pi', answer: '3.1', mark: 0 },
      { questionId: 'capitals', answer: '["France","Spain"]', mark: 1 },
    ]);
    const response = await save(item, [
      { ...cities, choices: ['London', 'Paris', 'Tokyo'], answer: 'London', weights: [1, 0, -1] },
      { ...pi, numbers: [{ value: 3.14, tolerance: 0.05, weight: 1 }] },
      {
        ...capitals,
        pairs: [
          { prompt: 'Paris', match: 'France' },
          { prompt: 'Rome', match: 'Spain' },
          { prompt: '', match: 'Italy' },
        ],
      },
    ]);
    expect(response.json().data).toEqual({ regraded: 1, removed: 0 });
    expect(await answersOf(ann.id)).toEqual([
      { questionId: 'capitals', answer: '["France","Spain"]', mark: 2, markedBy: 'auto' },
      { questionId: 'cities', answer: 'London', mark: 4, markedBy: 'auto' },
      { questionId: 'pi', answer: '3.1', mark: 2, markedBy: 'auto' },
    ]);
    expect((await attemptRow(ann.id)).mark).toBe(8);
  });
});

describe('while students are sitting the test', () => {
  it('takes corrections of text, key and marks, but refuses to add, remove or change choices', async () => {
    const item = await test();
    const pick = sampleQuestion({ _id: 'pick' });
    await addQuestions(t.app, item, [pick]);
    await attemptWith(t.app, item, cast.studentMember.user, [], { state: 'open', mark: null });
    for (const questions of [[pick, sampleQuestion()], [], [{ ...pick, choices: ['blue', 'grey'] }]]) {
      const refused = await save(item, questions);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toMatch(
        /^A student is sitting this test now\. Until every attempt is handed in/,
      );
    }
    const corrected = {
      ...pick,
      text: '<p>Sky colour?</p>',
      answer: 'green',
      marks: 4,
      feedback: 'Look up.',
    };
    expect((await save(item, [corrected])).statusCode).toBe(200);
    expect(await authored(item)).toEqual([corrected]);
  });

  it('takes a corrected matching key, but refuses changed prompts or matches (issue 33)', async () => {
    const item = await test();
    const capitals = sampleQuestion({
      _id: 'capitals',
      type: 'matching',
      choices: [],
      answer: '',
      pairs: [
        { prompt: 'Paris', match: 'France' },
        { prompt: 'Rome', match: 'Italy' },
      ],
    });
    await addQuestions(t.app, item, [capitals]);
    await attemptWith(t.app, item, cast.studentMember.user, [], { state: 'open', mark: null });
    const reshaped = [
      [
        { prompt: 'Paris', match: 'France' },
        { prompt: 'Roma', match: 'Italy' },
      ],
      [
        { prompt: 'Paris', match: 'France' },
        { prompt: 'Rome', match: 'Italia' },
      ],
      [...capitals.pairs, { prompt: '', match: 'Spain' }],
    ];
    for (const pairs of reshaped) {
      const refused = await save(item, [{ ...capitals, pairs }]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toMatch(/a matching question's prompts and matches\.$/);
    }
    const swapped = {
      ...capitals,
      pairs: [
        { prompt: 'Paris', match: 'Italy' },
        { prompt: 'Rome', match: 'France' },
      ],
    };
    expect((await save(item, [swapped])).statusCode).toBe(200);
    expect(await authored(item)).toEqual([swapped]);
  });
});
