import { describe, expect, it } from 'vitest';
import { selfLearningRefreshes } from './selfLearningRefresh';

// SPEC §4 "Course view" self-learning timer and SPEC §9 "Self-learning refresh window: 4 hours".
describe('selfLearningRefreshes (SPEC §4 course view, §9 refresh window)', () => {
  const now = Date.UTC(2026, 2, 10, 12, 0);
  const at = (msFromNow: number) => new Date(now + msFromNow).toISOString();
  const hour = 3_600_000;
  const cases: Array<[string, { kind: string; startDate: string }, number | null]> = [
    ['a unit starting in 1 hour', { kind: 'selfLearning', startDate: at(hour) }, hour],
    ['a unit starting in exactly 4 hours', { kind: 'selfLearning', startDate: at(4 * hour) }, 4 * hour],
    [
      'a unit starting in 4 hours and a second',
      { kind: 'selfLearning', startDate: at(4 * hour + 1000) },
      null,
    ],
    ['a unit that started already', { kind: 'selfLearning', startDate: at(-1000) }, null],
    ['a unit starting now', { kind: 'selfLearning', startDate: at(0) }, null],
    ['a lecture starting in 1 hour', { kind: 'lecture', startDate: at(hour) }, null],
    ['an unreadable start', { kind: 'selfLearning', startDate: 'soon' }, null],
  ];
  it.each(cases)('%s', (_name, item, delayMs) => {
    expect(selfLearningRefreshes([{ _id: 'u1', ...item }], now)).toEqual(
      delayMs === null ? [] : [{ refId: 'u1', delayMs }],
    );
  });
});
