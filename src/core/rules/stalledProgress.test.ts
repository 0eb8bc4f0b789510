import { describe, expect, it } from 'vitest';
import { isStalled, type StallInput } from './stalledProgress';

// Issue 39: "a student whose progress has stalled stands out"; stalled after 7 days (core/constants.ts).
describe('isStalled (issue 39 class progress)', () => {
  const now = new Date(Date.UTC(2026, 2, 20, 12));
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const open = { startsAt: daysAgo(30), endsAt: daysAgo(-30), completedAt: null, lastActivityAt: null };
  const cases: Array<[string, Partial<StallInput>, boolean]> = [
    ['active yesterday', { lastActivityAt: daysAgo(1) }, false],
    ['active exactly 7 days ago', { lastActivityAt: daysAgo(7) }, false],
    ['last active 8 days ago', { lastActivityAt: daysAgo(8) }, true],
    ['never began a unit open for 30 days', {}, true],
    ['never began a unit open for 3 days', { startsAt: daysAgo(3) }, false],
    ['complete long ago', { lastActivityAt: daysAgo(20), completedAt: daysAgo(20) }, false],
    ['the unit has not started', { startsAt: daysAgo(-1) }, false],
    ['the unit has ended', { endsAt: daysAgo(1), lastActivityAt: daysAgo(20) }, false],
  ];
  it.each(cases)('%s', (_name, change, stalled) => {
    expect(isStalled({ ...open, ...change }, now)).toBe(stalled);
  });
});
