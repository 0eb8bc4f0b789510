import { describe, expect, it } from 'vitest';
import { dueText } from './dueText';

const now = Date.parse('2026-03-01T12:00:00Z');

// Issue 14: the student page shows how far the deadline is, in the largest whole unit.
describe('dueText', () => {
  it.each([
    ['2026-03-04T12:00:00Z', 'Due in 3 days'],
    ['2026-03-02T12:00:00Z', 'Due in 1 day'],
    ['2026-03-01T17:30:00Z', 'Due in 5 hours'],
    ['2026-03-01T12:01:00Z', 'Due in 1 minute'],
    ['2026-03-01T12:00:20Z', 'Due in less than a minute'],
    ['2026-03-01T10:00:00Z', 'Was due 2 hours ago'],
    ['2026-02-20T12:00:00Z', 'Was due 9 days ago'],
    ['not a date', ''],
  ])('%s → %j', (endDate, expected) => {
    expect(dueText(endDate, now)).toBe(expected);
  });
});
