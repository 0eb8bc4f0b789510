import { describe, expect, it } from 'vitest';
import {
  attemptTotal,
  autoMark,
  isMultipleAnswer,
  type MarkableQuestion,
  matchingChoices,
  normaliseWord,
  readMatchingAnswer,
  readNumber,
  writeMatchingAnswer,
} from './questionMarking';

// Issue 15 / SPEC §3 question types: one_word, brief, multiple choice answers joined by '|'.
const oneWord: MarkableQuestion = { type: 'one_word', choices: [], answer: 'Paris|paris city', marks: 2 };
const single: MarkableQuestion = {
  type: 'mcq',
  choices: ['red', 'green', 'blue'],
  answer: 'green',
  marks: 3,
};
const multi: MarkableQuestion = {
  type: 'mcq',
  choices: ['2', '3', '4', '5', '9'],
  answer: '2|3|5',
  marks: 6,
};
const brief: MarkableQuestion = { type: 'brief', choices: [], answer: 'A model answer', marks: 10 };

describe('normaliseWord (issue 15)', () => {
  it.each([
    ['  Paris ', 'paris'],
    ['PARIS', 'paris'],
    ['Paris\t City', 'paris city'],
    ['Cafe\u0301', 'caf\u00e9'],
  ])('%j becomes %j', (given, expected) => expect(normaliseWord(given)).toBe(expected));
});

describe('autoMark (issue 15, SPEC §3)', () => {
  it.each<[string, MarkableQuestion, string | undefined, number | null]>([
    ['one word: exact', oneWord, 'Paris', 2],
    ['one word: case and spaces ignored', oneWord, '  pARIS  ', 2],
    ['one word: another accepted answer, inner spaces collapsed', oneWord, 'Paris   City', 2],
    ['one word: wrong', oneWord, 'Lyon', 0],
    ['one word: a part of an answer is not the answer', oneWord, 'Par', 0],
    ['one word: empty', oneWord, '   ', 0],
    ['one word: not answered', oneWord, undefined, 0],
    ['single choice: right', single, 'green', 3],
    ['single choice: wrong', single, 'red', 0],
    ['single choice: the right one and another', single, 'green|red', 0],
    ['single choice: not answered', single, undefined, 0],
    ['several right: all of them', multi, '2|3|5', 6],
    ['several right: in another order', multi, '5|2|3', 6],
    ['several right: two of three', multi, '2|3', 4],
    ['several right: two right, one wrong', multi, '2|3|4', 2],
    ['several right: one right, two wrong', multi, '2|4|9', 0],
    ['several right: every choice', multi, '2|3|4|5|9', 2],
    ['several right: a choice that is not offered counts for nothing', multi, '2|3|5|7', 6],
    ['several right: a choice picked twice counts once', multi, '2|2|2', 2],
    ['brief: the teacher marks it', brief, 'My essay', null],
    ['brief: not answered is 0 (issue 37)', brief, undefined, 0],
    ['brief: only spaces is 0 (issue 37)', brief, ' \n\t ', 0],
    ['brief: an empty paragraph is 0 (issue 37)', brief, '<p>&nbsp;</p>', 0],
  ])('%s', (_, question, answer, expected) => expect(autoMark(question, answer)).toBe(expected));

  it('rounds a share of the marks to two decimals', () => {
    expect(autoMark({ ...multi, marks: 1 }, '2')).toBe(0.33);
  });
});

// Issue 33: Moodle grades each answer by a fraction of the question's marks. Its multichoice question
// (question/type/multichoice/question.php) gives a single-answer question the fraction of the one choice picked,
// and a multiple-answer question the sum of the picked choices' fractions, clamped to 0..1; its short answer the
// fraction of the first answer that matches; its numerical question the fraction of the first answer, in the
// teacher's order, the number is within the tolerance of; its matching question a share per right pair.
const europe: MarkableQuestion = {
  type: 'mcq',
  choices: ['London', 'Paris', 'Berlin', 'Tokyo', 'Lima'],
  answer: 'London|Paris|Berlin',
  weights: [1 / 3, 1 / 3, 1 / 3, -1, -1],
  multiple: true,
  marks: 3,
};
const primes: MarkableQuestion = {
  type: 'mcq',
  choices: ['2', '3', '4'],
  answer: '2|3',
  weights: [0.5, 0.5, -1],
  multiple: true,
  marks: 2,
};
const weightedSingle: MarkableQuestion = {
  type: 'mcq',
  choices: ['Mitochondrion', 'Chloroplast', 'Ribosome'],
  answer: 'Mitochondrion|Chloroplast',
  weights: [1, 0.5, 0],
  multiple: false,
  marks: 4,
};
const toad: MarkableQuestion = {
  type: 'one_word',
  choices: [],
  answer: 'frog|toad',
  weights: [1, 0.8],
  marks: 5,
};
const fromOneToFive: MarkableQuestion = {
  type: 'numerical',
  choices: [],
  answer: '',
  numbers: [
    { value: 3, tolerance: 2, weight: 1 },
    { value: 3, tolerance: 4, weight: 0.5 },
  ],
  marks: 2,
};
const capitals: MarkableQuestion = {
  type: 'matching',
  choices: [],
  answer: '',
  pairs: [
    { prompt: 'France', match: 'Paris' },
    { prompt: 'Italy', match: 'Rome' },
    { prompt: 'Spain', match: 'Madrid' },
    { prompt: '', match: 'Lisbon' },
  ],
  marks: 3,
};

describe('autoMark with weights and the Moodle types (issue 33, Moodle marking)', () => {
  it.each<[string, MarkableQuestion, string | undefined, number | null]>([
    ['weighted, several: all three right', europe, 'London|Paris|Berlin', 3],
    ['weighted, several: two right', europe, 'London|Paris', 2],
    ['weighted, several: three right and a wrong one', europe, 'London|Paris|Berlin|Tokyo', 0],
    ['weighted, several: every choice, clamped at 0', europe, 'London|Paris|Berlin|Tokyo|Lima', 0],
    ['weighted, several: both primes', primes, '2|3', 2],
    ['weighted, several: one prime', primes, '2', 1],
    ['weighted, several: a prime and the wrong one, clamped at 0', primes, '2|4', 0],
    ['weighted, several: nothing picked', primes, undefined, 0],
    ['weighted, one: the full answer', weightedSingle, 'Mitochondrion', 4],
    ['weighted, one: a half answer', weightedSingle, 'Chloroplast', 2],
    ['weighted, one: a 0% answer', weightedSingle, 'Ribosome', 0],
    ['weighted, one: two picks earn nothing', weightedSingle, 'Mitochondrion|Chloroplast', 0],
    ['short answer: the full answer', toad, 'Frog', 5],
    ['short answer: the partial one keeps its share', toad, ' toad ', 4],
    ['short answer: wrong', toad, 'newt', 0],
    ['numerical: exact', fromOneToFive, '3', 2],
    ['numerical: the edge of the tolerance', fromOneToFive, '5', 2],
    ['numerical: within the wider answer only', fromOneToFive, '6.5', 1],
    ['numerical: a unit after the number is ignored', fromOneToFive, '4 cm', 2],
    ['numerical: a decimal comma', fromOneToFive, '1,5', 2],
    [
      'numerical: the first answer in order decides, as in Moodle',
      { ...fromOneToFive, numbers: [...(fromOneToFive.numbers ?? [])].reverse() },
      '3',
      1,
    ],
    ['numerical: out of every tolerance', fromOneToFive, '-2', 0],
    ['numerical: not a number', fromOneToFive, 'three', 0],
    ['matching: every pair', capitals, writeMatchingAnswer(['Paris', 'Rome', 'Madrid']), 3],
    ['matching: two of three', capitals, writeMatchingAnswer(['Paris', 'Lisbon', 'Madrid']), 2],
    ['matching: none chosen', capitals, writeMatchingAnswer(['', '', '']), 0],
    ['matching: an answer that is not a list', capitals, 'Paris', 0],
  ])('%s', (_, question, answer, expected) => expect(autoMark(question, answer)).toBe(expected));
});

describe('readNumber (issue 33)', () => {
  it.each<[string, number | null]>([
    ['3', 3],
    ['  -2.5 ', -2.5],
    ['+4', 4],
    ['.5', 0.5],
    ['1,25', 1.25],
    ['6.02e23', 6.02e23],
    ['12kg', 12],
    ['9.81 m/s²', 9.81],
    ['1.2.3', null],
    ['abc', null],
    ['', null],
    ['- 3', null],
  ])('%j reads as %j', (given, expected) => expect(readNumber(given)).toBe(expected));
});

describe('matching answers (issue 33)', () => {
  it('lists each match once, extra ones too, in the teacher order', () =>
    expect(matchingChoices(capitals)).toEqual(['Paris', 'Rome', 'Madrid', 'Lisbon']));
  it.each<[string, string[]]>([
    ['["Paris",""]', ['Paris', '']],
    ['["Paris",3]', []],
    ['{"a":1}', []],
    ['not json', []],
  ])('%j reads as %j', (given, expected) => expect(readMatchingAnswer(given)).toEqual(expected));
});

describe('isMultipleAnswer (issue 15, issue 33)', () => {
  it.each<[MarkableQuestion, boolean]>([
    [single, false],
    [multi, true],
    [oneWord, false],
    [primes, true],
    [weightedSingle, false],
    [{ ...weightedSingle, answer: 'Mitochondrion', weights: [1, 0, 0], multiple: true }, true],
  ])('%j', (question, expected) => expect(isMultipleAnswer(question)).toBe(expected));
});

describe('attemptTotal (issue 15, SPEC §4 disqualified scores zero)', () => {
  it.each<[(number | null)[], boolean, number | null]>([
    [[2, 3, 0.5], false, 5.5],
    [[], false, 0],
    [[2, null], false, null],
    [[2, 3], true, 0],
    [[2, null], true, 0],
  ])('%j disqualified %s gives %j', (marks, disqualified, expected) =>
    expect(attemptTotal(marks, disqualified)).toBe(expected),
  );
});
