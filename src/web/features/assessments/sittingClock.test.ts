import { describe, expect, it } from 'vitest';
import {
  anchorClock,
  clockStage,
  formatClock,
  MINUTE_MS,
  remainingMs,
  serverTimeAt,
  spokenClock,
  stageWarning,
} from './sittingClock';

// A fixed instant: the rules read no clock of their own.
const serverNow = '2030-03-04T10:00:00.000Z';
const deadlineAt = '2030-03-04T10:30:00.000Z';

describe('the time left of a sitting (issue 15: the server holds the deadline)', () => {
  it("counts from the server's clock, whatever the computer's clock says", () => {
    // The computer's wall clock is a day off; only the time elapsed since the reply counts.
    const wallNow = Date.parse('2031-01-01T00:00:00Z');
    const anchor = anchorClock({ deadlineAt, serverNow }, wallNow, wallNow, 5000);
    expect(remainingMs(anchor, 5000)).toBe(30 * MINUTE_MS);
    expect(remainingMs(anchor, 5000 + 90_000)).toBe(28.5 * MINUTE_MS);
    expect(serverTimeAt(anchor, 5000 + 1000)).toBe(Date.parse(serverNow) + 1000);
  });

  it('dates a reply read from the cache by when it arrived', () => {
    // The reply came 20 s ago: 20 s of the 30 minutes are gone.
    const anchor = anchorClock({ deadlineAt, serverNow }, 1_000_000, 1_020_000, 50_000);
    expect(remainingMs(anchor, 50_000)).toBe(30 * MINUTE_MS - 20_000);
  });

  it('never goes below zero', () => {
    const anchor = anchorClock({ deadlineAt, serverNow }, 0, 0, 0);
    expect(remainingMs(anchor, 31 * MINUTE_MS)).toBe(0);
  });

  it.each([
    [30 * MINUTE_MS, '30:00'],
    [5 * MINUTE_MS + 1, '5:01'],
    [59_001, '1:00'],
    [999, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
    [3_723_000, '1:02:03'],
  ])('%i ms shows as %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });

  it.each([
    [3_723_000, '1 hour 2 minutes left'],
    [30 * MINUTE_MS, '30 minutes left'],
    [4 * MINUTE_MS + 5000, '4 minutes 5 seconds left'],
    [MINUTE_MS, '1 minute left'],
    [45_000, '45 seconds left'],
    [1000, '1 second left'],
    [0, 'Time is up'],
  ])('%i ms is said as "%s"', (ms, text) => {
    expect(spokenClock(ms)).toBe(text);
  });

  it.each([
    [6 * MINUTE_MS, 'calm'],
    [5 * MINUTE_MS, 'fiveMinutes'],
    [MINUTE_MS + 1, 'fiveMinutes'],
    [MINUTE_MS, 'oneMinute'],
    [1, 'oneMinute'],
    [0, 'over'],
  ] as const)('%i ms left is %s', (ms, stage) => {
    expect(clockStage(ms)).toBe(stage);
  });

  it('warns at 5 minutes, 1 minute and zero, and not before', () => {
    expect(stageWarning('calm')).toBeNull();
    expect(stageWarning('fiveMinutes')).toMatch(/^5 minutes left/);
    expect(stageWarning('oneMinute')).toMatch(/^1 minute left/);
    expect(stageWarning('over')).toMatch(/^Time is up/);
  });
});
