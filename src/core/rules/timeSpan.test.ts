import { describe, expect, it } from 'vitest';
import { timeSpanText } from './timeSpan';

const MINUTE = 60_000;

describe('timeSpanText (issue 37: "oldest handed in 3 days ago", "Due in 2 hours")', () => {
  it.each([
    [0, 'less than a minute'],
    [59_999, 'less than a minute'],
    [MINUTE, '1 minute'],
    [59 * MINUTE, '59 minutes'],
    [60 * MINUTE, '1 hour'],
    [23 * 60 * MINUTE, '23 hours'],
    [47 * 60 * MINUTE, '1 day'],
    [3 * 24 * 60 * MINUTE + 5 * MINUTE, '3 days'],
  ])('%d ms reads %j', (ms, text) => {
    expect(timeSpanText(ms)).toBe(text);
  });
});
