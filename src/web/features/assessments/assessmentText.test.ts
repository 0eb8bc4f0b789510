import { describe, expect, it } from 'vitest';
import { sizeText, workText } from './assessmentText';

describe('a test in words', () => {
  it.each([
    [0, 0, 'No questions yet'],
    [1, 1, '1 question · 1 mark'],
    [5, 12, '5 questions · 12 marks'],
  ])('%i questions worth %i marks: %s', (questionCount, totalMarks, text) => {
    expect(sizeText({ questionCount, totalMarks })).toBe(text);
  });

  it.each([
    [null, null, 'Nothing handed in yet'],
    [0, 0, 'Nothing handed in yet'],
    [3, 1, '3 handed in · 1 to mark'],
    [3, 0, '3 handed in · all marked'],
  ])('%s handed in, %s to mark: %s', (submitted, toMark, text) => {
    expect(workText({ submitted, toMark })).toBe(text);
  });
});
