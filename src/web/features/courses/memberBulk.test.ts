import { describe, expect, it } from 'vitest';
import {
  MAX_MEMBER_LINE_LENGTH,
  MAX_MEMBER_LINES,
  pastedLines,
  pastedLinesProblem,
  reportSummary,
} from './memberBulk';

describe('a pasted member list (one username or email per line, commas too)', () => {
  it.each([
    [
      'lines are sent as typed, so report line numbers match the box',
      'anna\n\nben, carl',
      ['anna', '', 'ben, carl'],
    ],
    ['Windows line ends', 'anna\r\nben', ['anna', 'ben']],
    ['blank lines at the end are dropped', 'anna\n  \n\n', ['anna']],
  ])('%s', (_case, text, expected) => {
    expect(pastedLines(text)).toEqual(expected);
  });

  it.each([
    ['something to add', ['anna', ''], null],
    ['nothing but blanks', ['  ', ''], 'Paste at least one username or email.'],
    [
      'too many lines',
      Array.from({ length: MAX_MEMBER_LINES + 1 }, () => 'anna'),
      'Add at most 1000 lines at a time.',
    ],
    [
      'a line over the limit',
      ['anna', 'x'.repeat(MAX_MEMBER_LINE_LENGTH + 1)],
      'Line 2 is longer than 254 characters.',
    ],
  ])('%s', (_case, lines, problem) => {
    expect(pastedLinesProblem(lines)).toBe(problem);
  });
});

describe('the summary of a bulk add', () => {
  const line = (status: 'added' | 'already' | 'failed', index: number) => ({
    line: index,
    identifier: `user${index}`,
    status,
  });

  it.each([
    ['all added', [line('added', 1), line('added', 2)], '2 added'],
    [
      'a mix',
      [line('added', 1), line('already', 2), line('failed', 3), line('failed', 4)],
      '1 added, 1 already in the course, 2 not added',
    ],
    ['none added', [line('failed', 1)], '0 added, 1 not added'],
  ])('%s', (_case, lines, expected) => {
    expect(reportSummary(lines)).toBe(expected);
  });
});
