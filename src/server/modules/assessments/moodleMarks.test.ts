import { beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../core/schemas/assessments';
import { sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 33: a test of the question types Moodle's banks hold, marked as Moodle marks them. The questions are Moodle's
 * own examples (question/format/gift/tests/fixtures/questions.gift.txt, and the GIFT format's documentation), written
 * as the question editor sends them; the teacher saves them through the API, a student sits three attempts (all
 * right, partly right, wrong), and every mark is the one Moodle gives.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const question = (fields: Partial<Question> & Pick<Question, '_id' | 'type' | 'text' | 'marks'>) =>
  sampleQuestion({ choices: [], answer: '', ...fields });

// questions.gift.txt, "colours": `~%50%yellow ~%-100%red ~%50%off-beige ~%-100%blue`, several may be picked.
const colours = question({
  _id: 'colours',
  type: 'mcq',
  text: "<p>What's between orange and green in the spectrum?</p>",
  choices: ['yellow', 'red', 'off-beige', 'blue'],
  answer: 'yellow|off-beige',
  weights: [0.5, -1, 0.5, -1],
  multiple: true,
  marks: 4,
});
// GIFT documentation: `Difficult question. {~wrong answer ~%50%half credit answer =full credit answer}`, one pick.
const difficult = question({
  _id: 'difficult',
  type: 'mcq',
  text: '<p>Difficult question.</p>',
  choices: ['wrong answer', 'half credit answer', 'full credit answer'],
  answer: 'half credit answer|full credit answer',
  weights: [0, 0.5, 1],
  marks: 2,
});
// gift/format.php: `Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}`, plain multiple choice.
const tomb = question({
  _id: 'tomb',
  type: 'mcq',
  text: "<p>Who's buried in Grant's tomb?</p>",
  choices: ['Grant', 'Jefferson', 'no one'],
  answer: 'no one',
  marks: 1,
});
// questions.gift.txt, "Q5": `What is a number from 1 to 5? {#3:2}`.
const range = question({
  _id: 'range',
  type: 'numerical',
  text: '<p>What is a number from 1 to 5?</p>',
  numbers: [{ value: 3, tolerance: 2, weight: 1 }],
  marks: 2,
});
// GIFT documentation: `When was Ulysses S. Grant born? {# =1822:0 =%50%1822:2}`.
const born = question({
  _id: 'born',
  type: 'numerical',
  text: '<p>When was Ulysses S. Grant born?</p>',
  numbers: [
    { value: 1822, tolerance: 0, weight: 1 },
    { value: 1822, tolerance: 2, weight: 0.5 },
  ],
  marks: 4,
});
// questions.gift.txt, "Shortanswer": `=Frog =%50%Cat` (its `=%0%*` catch-all earns nothing, so is left out).
const animal = question({
  _id: 'animal',
  type: 'one_word',
  text: '<p>Which is the best animal?</p>',
  answer: 'Frog|Cat',
  weights: [1, 0.5],
  marks: 2,
});
// questions.gift.txt, "Moodle activities": four pairs and `= -> Chat`, an extra wrong match.
const activities = question({
  _id: 'activities',
  type: 'matching',
  text: '<p>Match the <b>activity</b> to the description.</p>',
  pairs: [
    { prompt: 'An activity supporting asynchronous discussions.', match: 'Forum' },
    { prompt: 'A teacher asks a question and specifies a choice of multiple responses.', match: 'Choice' },
    { prompt: 'A bank of record entries which participants can add to.', match: 'Database' },
    { prompt: 'A collection of web pages that anyone can add to or edit.', match: 'Wiki' },
    { prompt: '', match: 'Chat' },
  ],
  marks: 4,
});
const QUESTIONS = [colours, difficult, tomb, range, born, animal, activities];

/**
 * Each attempt's answers with the fraction Moodle gives them, worked out by hand by Moodle's rules
 * (question/type/<type>/question.php, grade_response): a single-pick multiple choice earns the picked choice's
 * fraction; a multiple-pick one the sum of the picked fractions, clamped to 0..1; numerical the fraction of the best
 * answer the number is within the tolerance of; short answer the fraction of the answer it matches; matching the
 * right pairs over the prompts. A mark is the question's marks times the fraction.
 */
const ATTEMPTS: { name: string; answers: Record<string, [answer: string, fraction: number]> }[] = [
  {
    name: 'all right',
    answers: {
      colours: ['yellow|off-beige', 0.5 + 0.5],
      difficult: ['full credit answer', 1],
      tomb: ['no one', 1],
      range: ['5', 1], // 3 ± 2 takes both ends.
      born: ['1822', 1],
      animal: ['  frog ', 1],
      activities: ['["Forum","Choice","Database","Wiki"]', 4 / 4],
    },
  },
  {
    name: 'partly right',
    answers: {
      colours: ['yellow', 0.5],
      difficult: ['half credit answer', 0.5],
      tomb: ['', 0],
      range: ['2,5 apples', 1], // A decimal comma, and a unit after the number.
      born: ['1823', 0.5], // Within 1822 ± 2 only.
      animal: ['Cat', 0.5],
      activities: ['["Forum","Chat","","Wiki"]', 2 / 4],
    },
  },
  {
    name: 'wrong',
    answers: {
      colours: ['yellow|red|off-beige', Math.max(0, 0.5 - 1 + 0.5)],
      difficult: ['wrong answer', 0],
      tomb: ['Grant', 0],
      range: ['6', 0],
      born: ['1825', 0],
      animal: ['Dog', 0],
      activities: ['["Choice","Forum","Wiki","Database"]', 0 / 4],
    },
  },
];
const moodleMark = (questionId: string, fraction: number) =>
  Math.round(QUESTIONS.find((q) => q._id === questionId)!.marks * fraction * 100) / 100;

/** The teacher sets up an offline test of these questions, choices shuffled, through the API. */
async function moodleTest(attemptsAllowed: number) {
  const teacher = cast.teacherOwner.session;
  const item = await createItem(t.app, cast.course, { kind: 'test' });
  const settings = {
    itemId: item.id,
    mode: 'offline',
    attemptsAllowed,
    shuffleQuestions: false,
    shuffleChoices: true,
    allowAnswerFile: false,
  };
  const set = await t.post('/api/v1/test/saveSettings', settings, teacher);
  expect(set.statusCode).toBe(200);
  const saved = await t.post(
    '/api/v1/test/saveQuestions',
    { itemId: item.id, questions: QUESTIONS },
    teacher,
  );
  expect(saved.statusCode).toBe(200);
  return item;
}

describe("a test of Moodle's question types, marked as Moodle marks it (issue 33)", () => {
  it('gives every answer, and every attempt, the mark Moodle gives it', async () => {
    const teacher = cast.teacherOwner.session;
    const student = cast.studentMember.session;
    const item = await moodleTest(3);

    const attemptIds: string[] = [];
    for (const { answers } of ATTEMPTS) {
      const sitting = (await t.post('/api/v1/test/startAttempt', { itemId: item.id }, student)).json().data;
      attemptIds.push(sitting.attempt._id);
      for (const [questionId, [answer]] of Object.entries(answers)) {
        const reply = await t.post(
          '/api/v1/test/saveAnswer',
          { attemptId: sitting.attempt._id, questionId, answer, seq: 1 },
          student,
        );
        expect(reply.statusCode, `${questionId}: ${answer}`).toBe(200);
      }
      const handedIn = await t.post(
        '/api/v1/test/submitAttempt',
        { attemptId: sitting.attempt._id },
        student,
      );
      expect(handedIn.statusCode).toBe(200);
    }

    for (const [index, { name, answers }] of ATTEMPTS.entries()) {
      const reply = await t.get(`/api/v1/test/getCurrentAnswer/${item.id}/${attemptIds[index]}`, teacher);
      const detail = reply.json().data;
      const given = Object.fromEntries(
        detail.answers.map((a: { questionId: string; mark: number }) => [a.questionId, a.mark]),
      );
      const expected = Object.fromEntries(
        Object.entries(answers).map(([questionId, [, fraction]]) => [
          questionId,
          moodleMark(questionId, fraction),
        ]),
      );
      expect(given, name).toEqual(expected);
      const total = Object.values(expected).reduce((sum, mark) => sum + mark, 0);
      expect(detail.attempt, name).toMatchObject({ state: 'graded', mark: total, maxMark: 19 });
    }
    // Moodle's figures, question by question: 19, 10 and 0 marks of 19.
    expect(
      ATTEMPTS.map(({ answers }) => Object.keys(answers).map((id) => moodleMark(id, answers[id]![1]))),
    ).toEqual([
      [4, 2, 1, 2, 4, 2, 4],
      [2, 1, 0, 2, 2, 1, 2],
      [0, 0, 0, 0, 0, 0, 0],
    ]);
  });
});

describe('a sitting of numerical and matching questions (issue 33)', () => {
  const saveAnswer = (attemptId: string, questionId: string, answer: string, seq = 1) =>
    t.post('/api/v1/test/saveAnswer', { attemptId, questionId, answer, seq }, cast.studentMember.session);

  async function sitting() {
    const item = await moodleTest(1);
    const reply = await t.post('/api/v1/test/startAttempt', { itemId: item.id }, cast.studentMember.session);
    return { item, reply };
  }

  it('sends no key: prompts and the matches to choose from, never which goes with which, and no numbers', async () => {
    const { reply } = await sitting();
    const { questions, released } = reply.json().data;
    expect(released).toBeNull();
    const shown = Object.fromEntries(questions.map((q: { _id: string }) => [q._id, q]));
    expect(shown.activities).toEqual({
      _id: 'activities',
      type: 'matching',
      text: activities.text,
      choices: expect.any(Array),
      prompts: activities.pairs.slice(0, 4).map((pair) => pair.prompt),
      multiple: false,
      marks: 4,
    });
    expect([...shown.activities.choices].sort()).toEqual(['Chat', 'Choice', 'Database', 'Forum', 'Wiki']);
    expect(shown.born).toEqual({
      _id: 'born',
      type: 'numerical',
      text: born.text,
      choices: [],
      prompts: [],
      multiple: false,
      marks: 4,
    });
    expect([shown.colours.multiple, shown.difficult.multiple]).toEqual([true, false]);
    const body = reply.body;
    for (const key of [
      '"pairs"',
      '"prompt"',
      '"match"',
      '"numbers"',
      '"weights"',
      '"tolerance"',
      '1822',
      'Frog',
    ])
      expect(body).not.toContain(key);
  });

  it('refuses answers that do not fit, with a message the student can act on, and saves none of them', async () => {
    const { item, reply } = await sitting();
    const attemptId = reply.json().data.attempt._id;
    const refusals: [string, string, string][] = [
      ['born', 'abc', 'Answer: write a number, like 3.5.'],
      ['born', 'about 1822', 'Answer: write a number, like 3.5.'],
      [
        'activities',
        'Forum, Choice',
        'This answer could not be read as matches. Reload the page and choose the matches again.',
      ],
      [
        'activities',
        '{"0":"Forum"}',
        'This answer could not be read as matches. Reload the page and choose the matches again.',
      ],
      [
        'activities',
        '[1,2]',
        'This answer could not be read as matches. Reload the page and choose the matches again.',
      ],
      ['activities', '["Forum","Blog"]', 'Choose among the matches offered.'],
      [
        'activities',
        '["Forum","Choice","Database","Wiki","Chat"]',
        'This question has 4 prompts: choose at most one match for each.',
      ],
      ['difficult', 'half credit answer|full credit answer', 'This question takes one choice.'],
      ['colours', 'yellow|green', 'Choose among the choices offered.'],
    ];
    for (const [questionId, answer, msg] of refusals) {
      const refused = await saveAnswer(attemptId, questionId, answer);
      expect(refused.statusCode, answer).toBe(400);
      expect(refused.json(), answer).toMatchObject({ code: 400, msg });
    }
    const now = await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.studentMember.session);
    expect(now.json().data.answers).toEqual([]);
    // What fits is kept: an empty answer (clearing it), a matching answer with a prompt left open.
    for (const [questionId, answer, seq] of [
      ['born', '', 1],
      ['activities', '', 1],
      ['activities', '["","Choice"]', 2],
      ['colours', 'yellow|off-beige', 1],
    ] as const)
      expect((await saveAnswer(attemptId, questionId, answer, seq)).statusCode, answer).toBe(200);
  });

  it('shows the student, once marks are released, each key as an answer would be written', async () => {
    const { item, reply } = await sitting();
    const attemptId = reply.json().data.attempt._id;
    await saveAnswer(attemptId, 'born', '1823');
    await t.post('/api/v1/test/submitAttempt', { attemptId }, cast.studentMember.session);
    expect(
      (await t.post('/api/v1/test/release', { itemId: item.id }, cast.teacherOwner.session)).statusCode,
    ).toBe(200);
    const released = (
      await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.studentMember.session)
    ).json().data.released;
    expect(released).toMatchObject({
      colours: { answer: 'yellow|off-beige' },
      difficult: { answer: 'full credit answer' },
      tomb: { answer: 'no one' },
      range: { answer: '3 ± 2' },
      born: { answer: '1822' },
      animal: { answer: 'Frog' },
      activities: { answer: '["Forum","Choice","Database","Wiki"]' },
    });
  });
});
