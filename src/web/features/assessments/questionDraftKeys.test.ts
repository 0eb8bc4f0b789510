import { describe, expect, it } from 'vitest';
import { type Question, questionSchema } from '../../../core/schemas/assessments';
import {
  changeAccepted,
  changeChoice,
  choosesSeveral,
  type DraftQuestion,
  draftsOf,
  newQuestion,
  questionOf,
  questionsOf,
  setText,
} from './questionDraft';
import {
  addExtraMatch,
  addNumber,
  addPair,
  changeNumber,
  changePair,
  removeNumber,
  removePair,
  setExtraMatch,
  setMultiple,
  setWeighted,
} from './questionDraftKeys';
import { checkQuestions } from './questionProblems';

/** Ids in the order they are made: id1, id2, ... */
function counter() {
  let next = 0;
  return () => `id${++next}`;
}

const plain = { choices: [], answer: '', weights: [], multiple: false, numbers: [], pairs: [], feedback: '' };

// Issue 33: what a Moodle bank brings, as the schema keeps it.
const saved: Question[] = [
  {
    ...plain,
    _id: 'num',
    type: 'numerical',
    text: '<p>g, in m/s²?</p>',
    numbers: [
      { value: 9.81, tolerance: 0.05, weight: 1 },
      { value: 10, tolerance: 0, weight: 0.3333333 },
    ],
    marks: 2,
  },
  {
    ...plain,
    _id: 'match',
    type: 'matching',
    text: '<p>Capitals</p>',
    pairs: [
      { prompt: 'Paris', match: 'France' },
      { prompt: 'Rome', match: 'Italy' },
      { prompt: '', match: 'Spain' },
    ],
    marks: 2,
  },
  {
    ...plain,
    _id: 'pick',
    type: 'mcq',
    text: '<p>Capitals of kingdoms</p>',
    choices: ['London', 'Madrid', 'Paris'],
    answer: 'London|Madrid',
    weights: [0.5, 0.5, -1],
    multiple: true,
    marks: 2,
  },
  {
    ...plain,
    _id: 'word',
    type: 'one_word',
    text: '<p>A warty amphibian</p>',
    answer: 'toad|frog',
    weights: [1, 0.8],
    marks: 1,
  },
];

const byId = (drafts: DraftQuestion[], id: string) => drafts.find((draft) => draft._id === id)!;

describe("a draft of issue 33's questions", () => {
  it('gives back exactly the saved questions, weights as fractions, extra matches after the pairs', () => {
    expect(questionsOf(draftsOf(saved, counter()))).toEqual(saved);
  });

  it('shows weights in percent, numbers with their tolerance, pairs and extra matches apart', () => {
    const drafts = draftsOf(saved, counter());
    const num = byId(drafts, 'num');
    expect(num.type === 'numerical' && num.numbers.map(({ key: _, ...entry }) => entry)).toEqual([
      { value: 9.81, tolerance: 0.05, weight: 100 },
      { value: 10, tolerance: 0, weight: 33.33333 },
    ]);
    const match = byId(drafts, 'match');
    expect(match.type === 'matching' && match.pairs.map((entry) => [entry.prompt, entry.match])).toEqual([
      ['Paris', 'France'],
      ['Rome', 'Italy'],
    ]);
    expect(match.type === 'matching' && match.extras.map((entry) => entry.text)).toEqual(['Spain']);
    const pick = byId(drafts, 'pick');
    expect(pick.type === 'mcq' && pick.choices.map((entry) => entry.weight)).toEqual([50, 50, -100]);
    expect(choosesSeveral(pick)).toBe(true);
  });

  it('keys weighted multiple choice by the choices earning more than 0%', () => {
    const pick = byId(draftsOf(saved, counter()), 'pick');
    const key = pick.type === 'mcq' ? pick.choices[2]!.key : '';
    expect(questionOf(changeChoice(pick, key, { weight: 10 }))).toMatchObject({
      answer: 'London|Madrid|Paris',
      weights: [0.5, 0.5, 0.1],
    });
    expect(questionOf(changeChoice(pick, key, { weight: '' }))).toMatchObject({ weights: [0.5, 0.5, 0] });
  });

  it('reads an empty weight of an accepted answer or number as 100%, an empty tolerance as 0', () => {
    const drafts = draftsOf(saved, counter());
    const word = byId(drafts, 'word');
    const second = word.type === 'one_word' ? word.accepted[1]!.key : '';
    expect(questionOf(changeAccepted(word, second, { weight: '' })).weights).toEqual([1, 1]);
    const num = byId(drafts, 'num');
    const first = num.type === 'numerical' ? num.numbers[0]!.key : '';
    expect(questionOf(changeNumber(num, first, { tolerance: '', weight: '' })).numbers?.[0]).toEqual({
      value: 9.81,
      tolerance: 0,
      weight: 1,
    });
  });
});

describe('weights per choice, on and off', () => {
  it('turned on, the right choices share 100% and "several" follows how many are right', () => {
    let mcq = newQuestion('mcq', counter());
    const [a, b] = mcq.type === 'mcq' ? mcq.choices.map((entry) => entry.key) : [];
    mcq = changeChoice(changeChoice(mcq, a!, { text: 'A', right: true }), b!, { text: 'B', right: true });
    const weighted = setWeighted(mcq, true);
    expect(weighted.type === 'mcq' && weighted.choices.map((entry) => entry.weight)).toEqual([50, 50]);
    expect(questionOf(weighted)).toMatchObject({ answer: 'A|B', weights: [0.5, 0.5], multiple: true });
    expect(questionOf(setMultiple(weighted, false))).toMatchObject({ multiple: false });
  });

  it('turned off, the choices earning more than 0% are the right ones, and nothing is weighted', () => {
    const pick = byId(draftsOf(saved, counter()), 'pick');
    const plainAgain = setWeighted(pick, false);
    expect(questionOf(plainAgain)).toMatchObject({ answer: 'London|Madrid', weights: [], multiple: false });
    expect(choosesSeveral(plainAgain)).toBe(true);
  });

  it('gives each accepted answer 100% when turned on for one word', () => {
    const word = setWeighted(newQuestion('one_word', counter()), true);
    expect(word.type === 'one_word' && word.accepted.map((entry) => entry.weight)).toEqual([100]);
  });
});

describe('numbers and pairs', () => {
  it('keeps at least one number and two pairs; extra matches may all go', () => {
    const newId = counter();
    const num = newQuestion('numerical', newId);
    const only = num.type === 'numerical' ? num.numbers[0]!.key : '';
    expect(removeNumber(num, only)).toBe(num);
    const two = addNumber(num, newId);
    expect(removeNumber(two, only)).toMatchObject({ numbers: [{ value: '' }] });

    const match = newQuestion('matching', newId);
    const first = match.type === 'matching' ? match.pairs[0]!.key : '';
    expect(removePair(match, first)).toBe(match);
    expect(removePair(addPair(match, newId), first)).toMatchObject({ pairs: [{}, {}] });
  });

  it('written in full, a numerical and a matching question pass the server’s schema', () => {
    const newId = counter();
    let num = setText(newQuestion('numerical', newId), '<p>2.5 + 0.5?</p>');
    const key = num.type === 'numerical' ? num.numbers[0]!.key : '';
    num = changeNumber(num, key, { value: 3, tolerance: 0.5 });
    let match = setText(newQuestion('matching', newId), '<p>Match</p>');
    const [p, q] = match.type === 'matching' ? match.pairs.map((entry) => entry.key) : [];
    match = changePair(changePair(match, p!, { prompt: 'Paris', match: 'France' }), q!, {
      prompt: 'Rome',
      match: 'Italy',
    });
    match = addExtraMatch(match, newId);
    const extra = match.type === 'matching' ? match.extras[0]!.key : '';
    match = setExtraMatch(match, extra, ' Spain ');
    const questions = questionsOf([num, match]);
    expect(questions.map((question) => questionSchema.safeParse(question).success)).toEqual([true, true]);
    expect(questions[1]?.pairs).toEqual([
      { prompt: 'Paris', match: 'France' },
      { prompt: 'Rome', match: 'Italy' },
      { prompt: '', match: 'Spain' },
    ]);
    expect(checkQuestions('t1', [num, match])).toEqual({ list: null, byQuestion: {} });
  });
});

describe("issue 33's problems, found before saving in the schema's words", () => {
  it('names a number left empty, and a list where no number earns 100%', () => {
    const newId = counter();
    let num = setText(newQuestion('numerical', newId), '<p>How many?</p>');
    const key = num.type === 'numerical' ? num.numbers[0]!.key : '';
    expect(checkQuestions('t1', [num]).byQuestion[num._id]).toEqual({
      'numbers.0.value': 'Number: write a number.',
    });
    num = changeNumber(num, key, { value: 4, weight: 50 });
    expect(checkQuestions('t1', [num]).byQuestion[num._id]).toEqual({
      numbers: 'Numerical: one number must earn 100%.',
    });
  });

  it('names a pair without its prompt at the prompt, and an empty extra match at its field', () => {
    const newId = counter();
    let match = setText(newQuestion('matching', newId), '<p>Match</p>');
    const [p, q] = match.type === 'matching' ? match.pairs.map((entry) => entry.key) : [];
    match = changePair(changePair(match, p!, { prompt: 'Paris', match: 'France' }), q!, { match: 'Italy' });
    match = addExtraMatch(match, newId);
    const problems = checkQuestions('t1', [match]).byQuestion[match._id];
    expect(problems).toMatchObject({
      pairs: 'Matching: give at least two pairs.',
      'pairs.1.prompt': 'Prompt: write what this match answers, or make it an extra wrong match.',
      // The extra match comes after the two pairs in the question the server takes.
      'pairs.2.match': 'Choice: write its text.',
    });
  });

  it('names weighted multiple choice with no choice above 0%', () => {
    let mcq = setText(newQuestion('mcq', counter()), '<p>Pick</p>');
    const [a, b] = mcq.type === 'mcq' ? mcq.choices.map((entry) => entry.key) : [];
    mcq = changeChoice(changeChoice(mcq, a!, { text: 'A' }), b!, { text: 'B' });
    mcq = setWeighted(mcq, true);
    expect(checkQuestions('t1', [mcq]).byQuestion[mcq._id]).toEqual({
      answer: 'Multiple choice: mark at least one right choice.',
    });
  });
});
