import { describe, expect, it } from 'vitest';
import type { FocusEvent, RosterLine, StartedRosterLine } from '../../../core/schemas/assessments';
import {
  awayText,
  disconnectedSince,
  focusLosses,
  newestLoss,
  rosterCounts,
  rosterShown,
  timeLeftText,
} from './roster';

const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

const line = (name: string, overrides: Partial<StartedRosterLine> = {}): StartedRosterLine => ({
  attemptId: `${name}-1`,
  student: { _id: name, username: name.toLowerCase(), fullName: name },
  state: 'open',
  endedBy: null,
  startedAt: at(0),
  deadlineAt: at(3600),
  answered: 0,
  questionCount: 5,
  focusEvents: [],
  ...overrides,
});

/** A student expected to sit it who has not started (issue 37). */
const notStarted = (name: string): RosterLine => ({
  attemptId: null,
  student: { _id: name, username: name.toLowerCase(), fullName: name },
  state: 'notStarted',
  endedBy: null,
  startedAt: null,
  deadlineAt: null,
  answered: 0,
  questionCount: 5,
  focusEvents: [],
});

describe('the lines a proctor page shows', () => {
  const roster = [
    line('Zoe'),
    line('Ann', { state: 'submitted', endedBy: 'student' }),
    line('Max', { state: 'released', endedBy: 'terminated' }),
    line('Bo'),
    notStarted('Cy'),
  ];
  // Issue 37: /proctor keeps to those sitting it; /proctor_all shows the ones not started too.
  it.each([
    [false, ['Bo', 'Zoe']],
    [true, ['Ann', 'Bo', 'Cy', 'Max', 'Zoe']],
  ])('everyone %s → %j', (everyone, names) => {
    expect(rosterShown(roster, everyone).map((l) => l.student.fullName)).toEqual(names);
  });

  it('counts who sits it now, who handed in and who has not started (issue 37)', () => {
    expect(rosterCounts(roster)).toEqual({ sitting: 2, finished: 2, notStarted: 1 });
    expect(rosterCounts([])).toEqual({ sitting: 0, finished: 0, notStarted: 0 });
  });
});

describe('focus losses', () => {
  const event = (kind: FocusEvent['event'], seconds: number): FocusEvent => ({
    event: kind,
    at: at(seconds),
  });

  it('lists the losses in time order, each with when the student came back', () => {
    expect(
      focusLosses([
        event('visible', 70),
        event('hidden', 60),
        event('blur', 10),
        event('focus', 25),
        event('fullscreenExit', 100),
        event('blur', 200),
      ]),
    ).toEqual([
      { kind: 'blur', at: at(10), backAt: at(25) },
      { kind: 'hidden', at: at(60), backAt: at(70) },
      { kind: 'fullscreenExit', at: at(100), backAt: null },
      { kind: 'blur', at: at(200), backAt: null },
    ]);
  });

  it('has none for a student who only came back', () => {
    expect(focusLosses([event('focus', 5), event('visible', 6)])).toEqual([]);
  });

  it.each([
    [{ kind: 'hidden', at: at(60), backAt: at(69) }, true, 'back after 9 s'],
    [{ kind: 'blur', at: at(60), backAt: at(185) }, false, 'back after 2 min 5 s'],
    [{ kind: 'hidden', at: at(60), backAt: null }, true, 'not back yet'],
    [{ kind: 'hidden', at: at(60), backAt: null }, false, null],
    [{ kind: 'fullscreenExit', at: at(60), backAt: null }, true, null],
  ] as const)('%j, still sitting %s, reads %s', (loss, sitting, text) => {
    expect(awayText(loss, sitting)).toBe(text);
  });

  it("finds the roster's newest loss", () => {
    const roster = [
      line('Ann', { focusEvents: [event('blur', 50)] }),
      line('Bo', { focusEvents: [event('hidden', 80), event('visible', 90)] }),
      line('Cy'),
    ];
    expect(newestLoss(roster)).toEqual({
      attemptId: 'Bo-1',
      name: 'Bo',
      loss: { kind: 'hidden', at: at(80), backAt: at(90) },
    });
    expect(newestLoss([line('Cy')])).toBeNull();
    expect(newestLoss([notStarted('Di')])).toBeNull();
  });
});

describe('a student whose sitting page went away (issue 37)', () => {
  const events = (...kinds: [FocusEvent['event'], number][]) =>
    kinds.map(([event, seconds]) => ({ event, at: at(seconds) }));
  it.each([
    ['never gone', line('Ann', { focusEvents: events(['hidden', 5]) }), null],
    [
      'gone',
      line('Ann', { focusEvents: events(['connected', 5], ['disconnected', 30], ['blur', 40]) }),
      at(30),
    ],
    ['back', line('Ann', { focusEvents: events(['disconnected', 30], ['connected', 90]) }), null],
    [
      'handed in while gone',
      line('Ann', { state: 'submitted', focusEvents: events(['disconnected', 30]) }),
      null,
    ],
    ['not started', notStarted('Bo'), null],
  ] as const)('%s: disconnected since %s', (_what, shown, since) => {
    expect(disconnectedSince(shown)).toBe(since);
  });
});

describe('time left on a sitting', () => {
  it.each([
    [3600 + 125, '1:02:05'],
    [3600, '1:00:00'],
    [725, '12:05'],
    [59.2, '1:00'],
    [0.4, '0:01'],
    [0, 'Time is up'],
    [-30, 'Time is up'],
  ])('%s s before the deadline reads %s', (secondsLeft, text) => {
    expect(timeLeftText(at(3600), T0 + (3600 - secondsLeft) * 1000)).toBe(text);
  });

  it('claims nothing about a deadline it cannot read', () => {
    expect(timeLeftText('not a date', T0)).toBe('—');
  });
});
