import { describe, expect, it } from 'vitest';
import {
  attemptOrder,
  inAttemptOrder,
  type OrderableQuestion,
  offeredChoices,
  seededShuffle,
  shownChoices,
} from './questionOrder';

// Issue 15, Authoring: "order and shuffling of questions and choices"; Sitting: a resumed attempt "resumes where
// the student was".
const questions: OrderableQuestion[] = [
  { id: 'q1', type: 'mcq', choices: ['a', 'b', 'c', 'd', 'e'] },
  { id: 'q2', type: 'one_word', choices: [] },
  { id: 'q3', type: 'brief', choices: [] },
  { id: 'q4', type: 'mcq', choices: ['yes', 'no'] },
  { id: 'q5', type: 'one_word', choices: [] },
  { id: 'q6', type: 'mcq', choices: ['1', '2', '3', '4', '5', '6'] },
];
const ids = questions.map((q) => q.id);
const keep = { shuffleQuestions: false, shuffleChoices: false };
const shuffleAll = { shuffleQuestions: true, shuffleChoices: true };

describe('seededShuffle', () => {
  it('gives the same order for the same seed, and keeps every item', () => {
    const once = seededShuffle(ids, 'attempt-1');
    expect(seededShuffle(ids, 'attempt-1')).toEqual(once);
    expect([...once].sort()).toEqual(ids);
  });

  it('gives different orders for different seeds', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) => seededShuffle(ids, `attempt-${i}`).join(',')),
    );
    expect(orders.size).toBeGreaterThan(10);
  });

  it('leaves the given list alone', () => {
    const given = [...ids];
    seededShuffle(given, 'x');
    expect(given).toEqual(ids);
  });
});

describe('attemptOrder (issue 15)', () => {
  it("keeps the teacher's order when the settings shuffle nothing", () => {
    expect(attemptOrder('attempt-1', questions, keep)).toEqual({ questions: ids, choices: {} });
  });

  it('shuffles questions and the choices of multiple-choice questions, seeded by the attempt', () => {
    const order = attemptOrder('attempt-1', questions, shuffleAll);
    expect(order).toEqual(attemptOrder('attempt-1', questions, shuffleAll));
    expect([...order.questions].sort()).toEqual(ids);
    expect(Object.keys(order.choices).sort()).toEqual(['q1', 'q4', 'q6']);
    expect([...order.choices.q6!].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    const others = Array.from({ length: 10 }, (_, i) =>
      attemptOrder(`attempt-${i + 2}`, questions, shuffleAll),
    );
    expect(others.some((other) => other.questions.join() !== order.questions.join())).toBe(true);
    expect(others.some((other) => other.choices.q6!.join() !== order.choices.q6!.join())).toBe(true);
  });

  it('shuffles only what the settings say', () => {
    expect(
      attemptOrder('attempt-1', questions, { shuffleQuestions: true, shuffleChoices: false }).choices,
    ).toEqual({});
    expect(
      attemptOrder('attempt-1', questions, { shuffleQuestions: false, shuffleChoices: true }).questions,
    ).toEqual(ids);
  });
});

describe('inAttemptOrder (issue 15)', () => {
  it('shows the questions and choices in the stored order', () => {
    const order = { questions: ['q4', 'q1', 'q2', 'q3', 'q5', 'q6'], choices: { q4: ['no', 'yes'] } };
    const shown = inAttemptOrder(order, questions);
    expect(shown.map((q) => q.id)).toEqual(order.questions);
    expect(shown[0]!.choices).toEqual(['no', 'yes']);
    expect(shown[1]!.choices).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('puts questions and choices added since at the end, and leaves out removed ones', () => {
    const order = { questions: ['q9', 'q2', 'q1'], choices: { q1: ['e', 'gone', 'a'] } };
    const shown = inAttemptOrder(order, questions);
    expect(shown.map((q) => q.id)).toEqual(['q2', 'q1', 'q3', 'q4', 'q5', 'q6']);
    expect(shown[1]!.choices).toEqual(['e', 'a', 'b', 'c', 'd']);
  });
});

describe('weighted multiple choice in an attempt (issue 33)', () => {
  it('keeps each weight with its choice when the choices are shown in another order', () => {
    const cities = { id: 'q8', type: 'mcq', choices: ['London', 'Paris', 'Tokyo'], weights: [0.5, 0.4, -1] };
    const order = { questions: ['q8'], choices: { q8: ['Tokyo', 'London', 'Paris'] } };
    expect(inAttemptOrder(order, [cities])).toEqual([
      { ...cities, choices: ['Tokyo', 'London', 'Paris'], weights: [-1, 0.5, 0.4] },
    ]);
    const added = { ...cities, choices: [...cities.choices, 'Rome'], weights: [...cities.weights, 0.1] };
    expect(inAttemptOrder(order, [added])[0]!.weights).toEqual([-1, 0.5, 0.4, 0.1]);
  });
});

// Issue 33: a matching question's matches are what its student chooses from, shuffled as choices are.
const countries: OrderableQuestion = {
  id: 'q7',
  type: 'matching',
  choices: [],
  pairs: [
    { prompt: 'Paris', match: 'France' },
    { prompt: 'Lyon', match: 'France' },
    { prompt: 'Rome', match: 'Italy' },
    { prompt: 'Berlin', match: 'Germany' },
    { prompt: '', match: 'Spain' },
  ],
};

describe('offeredChoices (issue 33)', () => {
  it.each([
    ['multiple choice: its choices', questions[0]!, ['a', 'b', 'c', 'd', 'e']],
    ['matching: every match once, extra wrong ones too', countries, ['France', 'Italy', 'Germany', 'Spain']],
    ['one word: nothing', questions[1]!, []],
    ['brief: nothing', questions[2]!, []],
  ])('%s', (_, question, offered) => {
    expect(offeredChoices(question)).toEqual(offered);
  });
});

describe('matching questions in an attempt (issue 33)', () => {
  it("shuffles a matching question's matches where choices are shuffled", () => {
    const orders = Array.from({ length: 10 }, (_, i) =>
      attemptOrder(`attempt-${i}`, [countries], shuffleAll),
    );
    for (const order of orders)
      expect([...order.choices.q7!].sort()).toEqual(['France', 'Germany', 'Italy', 'Spain']);
    expect(new Set(orders.map((order) => order.choices.q7!.join())).size).toBeGreaterThan(1);
    expect(attemptOrder('attempt-1', [countries], keep).choices).toEqual({});
  });

  it('shows the matches in the stored order, keeps the pairs, and adds new matches at the end', () => {
    const order = { questions: ['q7'], choices: { q7: ['Italy', 'Gone', 'France'] } };
    const [shown] = inAttemptOrder(order, [countries]);
    expect(shown).toEqual(countries);
    expect(shownChoices(order, countries)).toEqual(['Italy', 'France', 'Germany', 'Spain']);
    expect(shownChoices({ questions: ['q7'], choices: {} }, countries)).toEqual([
      'France',
      'Italy',
      'Germany',
      'Spain',
    ]);
  });

  it('reads an attempt begun before matching questions: only multiple-choice choices stored', () => {
    const order = { questions: ['q4', 'q7'], choices: { q4: ['no', 'yes'] } };
    const shown = inAttemptOrder(order, [questions[3]!, countries]);
    expect(shown.map((q) => shownChoices(order, q))).toEqual([
      ['no', 'yes'],
      ['France', 'Italy', 'Germany', 'Spain'],
    ]);
  });
});
