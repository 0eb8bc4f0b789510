import { describe, expect, it } from 'vitest';
import { carriedAnswer, carriedChoice, carriedChoiceOrder } from './regrade';

/** Issue 15: where a student's pick goes when the teacher edits a question's choices after the sitting. */
describe('carriedChoice', () => {
  it.each([
    ['still offered, moved', 'b', ['a', 'b', 'c'], ['c', 'b', 'a'], 'b'],
    [
      'renamed in place',
      'Mitochondira',
      ['Mitochondira', 'Ribosome'],
      ['Mitochondrion', 'Ribosome'],
      'Mitochondrion',
    ],
    ['removed (fewer choices)', 'c', ['a', 'b', 'c'], ['a', 'b'], null],
    ['renamed while one was added: no telling which', 'c', ['a', 'b', 'c'], ['a', 'b', 'x', 'y'], null],
    ['never offered', 'z', ['a', 'b'], ['a', 'c'], null],
  ])('%s', (_case, choice, before, after, expected) => {
    expect(carriedChoice(choice, before, after)).toBe(expected);
  });
});

describe('carriedAnswer and carriedChoiceOrder', () => {
  it('carry every pick, drop those gone, and show new choices last', () => {
    expect(carriedAnswer('a|c', ['a', 'b', 'c'], ['A', 'b', 'c'])).toBe('A|c');
    expect(carriedAnswer('c', ['a', 'b', 'c'], ['a', 'b'])).toBe('');
    expect(carriedChoiceOrder(['c', 'a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'd', 'e'])).toEqual([
      'a',
      'b',
      'd',
      'e',
    ]);
    expect(carriedChoiceOrder(['c', 'a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'C'])).toEqual(['C', 'a', 'b']);
  });
});
