import { describe, expect, it } from 'vitest';
import type { SittingMode } from '../schemas/assessments';
import type { VisibilityFacts } from './itemVisibility';
import { type SittingVerdict, sittingWindow } from './sittingWindow';

// Issue 15: live sittings ("the teacher opens the sitting") and offline ones ("within the window"); SPEC §4 item
// visibility for tests and exams; attempts allowed.
const now = new Date('2026-03-10T12:00:00Z');
const inWindow = { startDate: '2026-03-10T11:00:00Z', endDate: '2026-03-10T13:00:00Z' };
const later = { startDate: '2026-03-10T15:00:00Z', endDate: '2026-03-10T16:00:00Z' };
const earlier = { startDate: '2026-03-10T09:00:00Z', endDate: '2026-03-10T10:00:00Z' };
const base: VisibilityFacts = {
  kind: 'test',
  manual: false,
  active: false,
  startedLive: false,
  openedEarly: false,
  ...inWindow,
};
const OK: SittingVerdict = { ok: true };
const notStarted: SittingVerdict = { ok: false, reason: 'The test has not started yet.' };
const over: SittingVerdict = { ok: false, reason: 'The test is over.' };
const noneLeft: SittingVerdict = { ok: false, reason: 'No attempts left.' };

describe('sittingWindow (issue 15, SPEC §4)', () => {
  it.each<[string, SittingMode, Partial<VisibilityFacts>, number, SittingVerdict]>([
    ['live, inside its dates', 'live', {}, 1, OK],
    ['live, before its dates', 'live', later, 1, notStarted],
    ['live, after its dates', 'live', earlier, 1, over],
    ['live, start is inclusive', 'live', { startDate: now.toISOString() }, 1, OK],
    ['live, end is exclusive', 'live', { endDate: now.toISOString() }, 1, over],
    [
      'live, opened by the teacher before its dates',
      'live',
      { ...later, active: true, startedLive: true },
      1,
      OK,
    ],
    [
      'live, opened by the teacher after its dates',
      'live',
      { ...earlier, active: true, startedLive: true },
      1,
      OK,
    ],
    ['live, started-live without the flag is hidden', 'live', { ...later, startedLive: true }, 1, notStarted],
    [
      'live, opened early is not opened live',
      'live',
      { ...later, active: true, openedEarly: true },
      1,
      notStarted,
    ],
    ['live, manual and set, inside its dates', 'live', { manual: true, active: true }, 1, OK],
    ['live, manual and set, after its dates', 'live', { ...earlier, manual: true, active: true }, 1, over],
    ['live, manual and not set: hidden', 'live', { manual: true }, 1, notStarted],
    ['live, no attempts left', 'live', {}, 0, noneLeft],
    ['offline, inside its dates', 'offline', {}, 1, OK],
    ['offline, before its dates', 'offline', later, 1, notStarted],
    ['offline, after its dates', 'offline', earlier, 1, over],
    [
      'offline, manual and set, after its dates',
      'offline',
      { ...earlier, manual: true, active: true },
      1,
      OK,
    ],
    ['offline, manual and set, before its dates', 'offline', { ...later, manual: true, active: true }, 1, OK],
    ['offline, manual and not set: hidden', 'offline', { manual: true }, 1, notStarted],
    ['offline, opened early', 'offline', { ...later, active: true, openedEarly: true }, 1, OK],
    [
      'offline, opened early is over at its end',
      'offline',
      { ...earlier, active: true, openedEarly: true },
      1,
      over,
    ],
    ['offline, no attempts left', 'offline', {}, 0, noneLeft],
    ['the window is told before the attempts', 'offline', earlier, 0, over],
  ])('%s', (_, mode, overrides, attemptsLeft, expected) => {
    expect(sittingWindow({ item: { ...base, ...overrides }, mode, now, attemptsLeft })).toEqual(expected);
  });

  it('names an exam an exam', () => {
    expect(
      sittingWindow({ item: { ...base, ...later, kind: 'exam' }, mode: 'live', now, attemptsLeft: 1 }),
    ).toEqual({ ok: false, reason: 'The exam has not started yet.' });
  });
});
