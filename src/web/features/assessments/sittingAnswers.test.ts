import { describe, expect, it } from 'vitest';
import type { QuestionForStudent } from '../../../core/schemas/assessments';
import { answersOf, isAnswered, pickedAnswer, questionList, unansweredNumbers } from './sittingAnswers';

const question = (id: string, extra: Partial<QuestionForStudent> = {}): QuestionForStudent => ({
  _id: id,
  type: 'one_word',
  text: `<p>${id}</p>`,
  choices: [],
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
