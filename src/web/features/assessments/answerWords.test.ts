import { describe, expect, it } from 'vitest';
import { writeMatchingAnswer } from '../../../core/rules/questionMarking';
import { acceptedText, matchLines, matchLineText, numberText, withWeight } from './answerWords';

describe('answers and keys in words (issue 33)', () => {
  it.each([
    [{ value: 3, tolerance: 0.5, weight: 1 }, '3 ± 0.5'],
    [{ value: 3, tolerance: 0, weight: 1 }, '3'],
    [{ value: -2.5, tolerance: 0.1, weight: 0.5 }, '-2.5 ± 0.1 (50%)'],
  ])('the accepted number %o reads "%s"', (accepted, text) => {
    expect(numberText(accepted)).toBe(text);
  });

  it.each([
    ['London', 0.5, 'London (50%)'],
    ['London', 1, 'London'],
    ['London', undefined, 'London'],
    ['Rome', -0.3333333, 'Rome (-33.33333%)'],
  ])('%s weighted %s reads "%s"', (text, weight, expected) => {
    expect(withWeight(text, weight)).toBe(expected);
  });

  it('lists accepted words with their weights only where the question has them', () => {
    expect(acceptedText({ answer: 'toad|frog', weights: [] })).toBe('toad, frog');
    expect(acceptedText({ answer: 'toad|frog', weights: [1, 0.8] })).toBe('toad, frog (80%)');
  });

  it('reads a matching answer against its prompts, an unchosen or missing match as none', () => {
    const lines = matchLines(['Paris', 'Rome', 'Oslo'], writeMatchingAnswer(['France', '']));
    expect(lines.map(matchLineText)).toEqual([
      'Paris → France',
      'Rome → no match chosen',
      'Oslo → no match chosen',
    ]);
    expect(matchLines(['Paris'], 'not a list').map(matchLineText)).toEqual(['Paris → no match chosen']);
  });
});
