import { describe, expect, it } from 'vitest';
import {
  attemptTotal,
  autoMark,
  isMultipleAnswer,
  type MarkableQuestion,
  normaliseWord,
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
    ['brief: even when not answered', brief, undefined, null],
  ])('%s', (_, question, answer, expected) => expect(autoMark(question, answer)).toBe(expected));

  it('rounds a share of the marks to two decimals', () => {
    expect(autoMark({ ...multi, marks: 1 }, '2')).toBe(0.33);
  });
});

describe('isMultipleAnswer (issue 15)', () => {
  it.each<[MarkableQuestion, boolean]>([
    [single, false],
    [multi, true],
    [oneWord, false],
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
