import { describe, expect, it } from 'vitest';
import { markProblem } from './markProblem';

describe('markProblem', () => {
  it.each([
    ['', 'Mark: give a whole number.'],
    ['abc', 'Mark: give a whole number.'],
    [2.5, 'Mark: a whole number.'],
    [-1, 'Mark: 0 or more.'],
    [11, 'Mark: at most 10.'],
    [0, null],
    [10, null],
    ['7', null],
  ])('%j out of 10 → %s', (value, problem) => {
    expect(markProblem(value, 0, 10)).toBe(problem);
  });
});
