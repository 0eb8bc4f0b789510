import { describe, expect, it } from 'vitest';
import type { QuestionForStudent } from '../../../core/schemas/assessments';
import {
  answersOf,
  chosenMatches,
  isAnswered,
  matchingAnswer,
  pickedAnswer,
  questionList,
  unansweredNumbers,
} from './sittingAnswers';

const question = (id: string, extra: Partial<QuestionForStudent> = {}): QuestionForStudent => ({
  _id: id,
  type: 'one_word',
  text: `<p>${id}</p>`,
  choices: [],
  prompts: [],
  multiple: false,
  marks: 1,
  ...extra,
});

describe("a student's answers on the sitting page", () => {
  it('start from what the server saved', () => {
    expect(
      answersOf([
        { questionId: 'q1', answer: 'Paris', seq: 3, savedAt: '2030-01-01T00:00:00Z' },
        { questionId: 'q2', answer: '', seq: 1, savedAt: '2030-01-01T00:00:00Z' },
      ]),
    ).toEqual({ q1: 'Paris', q2: '' });
  });

  it.each([
    [undefined, false],
    ['', false],
    ['   ', false],
    ['a', true],
  ])('%o is answered: %s', (value, answered) => {
    expect(isAnswered(value)).toBe(answered);
  });

  it('name the questions still unanswered, in the order of the attempt', () => {
    const questions = [question('q1'), question('q2'), question('q3'), question('q4')];
    expect(unansweredNumbers(questions, { q1: 'x', q3: ' ', q4: 'y' })).toEqual([2, 3]);
    expect(unansweredNumbers(questions, { q1: 'a', q2: 'b', q3: 'c', q4: 'd' })).toEqual([]);
  });

  it('keep the picks of a "choose all that apply" question in the order the choices show', () => {
    const choices = ['TCP', 'UDP', 'ICMP'];
    expect(pickedAnswer(choices, [])).toBe('');
    expect(pickedAnswer(choices, ['ICMP'])).toBe('ICMP');
    expect(pickedAnswer(choices, ['ICMP', 'TCP'])).toBe('TCP|ICMP');
    expect(pickedAnswer(choices, ['TCP', 'gone'])).toBe('TCP');
  });

  it.each([
    [[3], 'Question 3'],
    [[2, 5], 'Questions 2 and 5'],
    [[2, 5, 7], 'Questions 2, 5 and 7'],
  ])('%o reads "%s"', (numbers, text) => {
    expect(questionList(numbers)).toBe(text);
  });
});

describe('a matching answer (issue 33)', () => {
  const matching = question('m1', {
    type: 'matching',
    prompts: ['Paris', 'Rome', 'Oslo'],
    choices: ['France', 'Italy', 'Norway', 'Spain'],
  });

  it('keeps the match chosen for each prompt, in prompt order, none as ""', () => {
    const answer = matchingAnswer(['France', '', 'Norway']);
    expect(answer).toBe('["France","","Norway"]');
    expect(chosenMatches(matching, answer)).toEqual(['France', '', 'Norway']);
  });

  it('with nothing chosen is no answer, so the question counts as unanswered', () => {
    expect(matchingAnswer(['', '', ''])).toBe('');
    expect(unansweredNumbers([matching], { m1: matchingAnswer(['', '', '']) })).toEqual([1]);
  });

  it('reads a saved answer that is short, not a list, or names a match no longer offered as none chosen', () => {
    expect(chosenMatches(matching, '["Italy"]')).toEqual(['Italy', '', '']);
    expect(chosenMatches(matching, 'Italy')).toEqual(['', '', '']);
    expect(chosenMatches(matching, '["Germany","Italy",""]')).toEqual(['', 'Italy', '']);
  });
});
