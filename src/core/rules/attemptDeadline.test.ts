import { describe, expect, it } from 'vitest';
import { ASSESSMENT } from '../constants';
import { attemptDeadline, attemptsLeft, type DeadlineFacts, isWriteInTime } from './attemptDeadline';

// Issue 15, Sitting: "The server holds the deadline (start + limit + the student's extra time)"; "A late or
// duplicate write is refused"; accommodations: "extra time and extra attempts for named students".
const startedAt = new Date('2026-05-04T09:10:00Z');
const endAt = new Date('2026-05-04T12:00:00Z');
const facts = (overrides: Partial<DeadlineFacts>): DeadlineFacts => ({
  mode: 'live',
  startedAt,
  durationMinutes: 45,
  endAt,
  extraMinutes: 0,
  ...overrides,
});

describe('attemptDeadline (issue 15)', () => {
  it.each<[string, Partial<DeadlineFacts>, string]>([
    ['live with a time limit: start + limit', {}, '2026-05-04T09:55:00.000Z'],
    ['live with a time limit and extra time', { extraMinutes: 20 }, '2026-05-04T10:15:00.000Z'],
    [
      'live: the limit runs from the start, even past the end date',
      { startedAt: new Date('2026-05-04T11:50:00Z') },
      '2026-05-04T12:35:00.000Z',
    ],
    ['live without a time limit: the end date', { durationMinutes: null }, '2026-05-04T12:00:00.000Z'],
    ['live with a limit of 0: no limit, the end date', { durationMinutes: 0 }, '2026-05-04T12:00:00.000Z'],
    [
      'live without a limit, with extra time',
      { durationMinutes: null, extraMinutes: 30 },
      '2026-05-04T12:30:00.000Z',
    ],
    ['offline: the end date, whatever the limit', { mode: 'offline' }, '2026-05-04T12:00:00.000Z'],
    ['offline with extra time', { mode: 'offline', extraMinutes: 90 }, '2026-05-04T13:30:00.000Z'],
  ])('%s', (_, overrides, expected) => {
    expect(attemptDeadline(facts(overrides)).toISOString()).toBe(expected);
  });
});

describe('isWriteInTime (issue 15: late writes refused, with a grace for the network)', () => {
  const deadline = new Date('2026-05-04T10:00:00Z');
  const at = (ms: number) => new Date(deadline.getTime() + ms);
  it.each<[string, Date, boolean]>([
    ['well before the deadline', at(-60_000), true],
    ['at the deadline', deadline, true],
    ['just after, within the grace', at(ASSESSMENT.deadlineGraceMs - 1), true],
    ['at the end of the grace', at(ASSESSMENT.deadlineGraceMs), true],
    ['a millisecond past the grace', at(ASSESSMENT.deadlineGraceMs + 1), false],
    ['an hour late', at(3_600_000), false],
  ])('%s: %s', (_, now, expected) => expect(isWriteInTime(deadline, now)).toBe(expected));
});

describe('attemptsLeft (issue 15: attempts allowed, and extra attempts for named students)', () => {
  it.each<[number, number, number, number]>([
    [1, 0, 0, 1],
    [1, 0, 1, 0],
    [3, 0, 1, 2],
    [1, 2, 1, 2],
    [1, 2, 3, 0],
    // The teacher lowered the attempts after some were used: none left, never fewer than none.
    [1, 0, 3, 0],
  ])('allowed %i, extra %i, used %i: %i left', (attemptsAllowed, extraAttempts, used, expected) =>
    expect(attemptsLeft({ attemptsAllowed, extraAttempts, used })).toBe(expected),
  );
});
