import { describe, expect, it } from 'vitest';
import { StretchTracker } from './watchStretch';

/** Issue 39: video progress is watched time; skipping ahead does not count, fast playback does. */
describe('StretchTracker', () => {
  const cases: { name: string; steps: (t: StretchTracker) => void; taken: { from: number; to: number }[] }[] =
    [
      {
        name: 'playing on reports one stretch',
        steps: (t) => {
          for (const second of [0, 1, 2, 3]) t.played(second, second * 1000);
        },
        taken: [{ from: 0, to: 3 }],
      },
      {
        name: 'a seek ahead ends the stretch and adds nothing for the skipped part',
        steps: (t) => {
          t.played(0, 0);
          t.played(2, 2000);
          t.broke();
          t.played(50, 2100);
          t.played(51, 3100);
        },
        taken: [
          { from: 0, to: 2 },
          { from: 50, to: 51 },
        ],
      },
      {
        name: 'a jump the player did not announce is not watched',
        steps: (t) => {
          t.played(0, 0);
          t.played(1, 1000);
          t.played(80, 1250);
        },
        taken: [{ from: 0, to: 1 }],
      },
      {
        name: 'going back starts a new stretch',
        steps: (t) => {
          t.played(10, 0);
          t.played(12, 2000);
          t.played(3, 2200);
          t.played(4, 3200);
        },
        taken: [
          { from: 10, to: 12 },
          { from: 3, to: 4 },
        ],
      },
      {
        name: 'sixteen times speed still counts as watched',
        steps: (t) => {
          t.played(0, 0);
          t.played(16, 1000);
        },
        taken: [{ from: 0, to: 16 }],
      },
      {
        name: 'a pause with nothing played reports nothing',
        steps: (t) => {
          t.played(5, 0);
          t.broke();
        },
        taken: [],
      },
    ];
  it.each(cases)('$name', ({ steps, taken }) => {
    const tracker = new StretchTracker();
    steps(tracker);
    expect(tracker.take()).toEqual(taken);
  });

  it('goes on from where a take left it', () => {
    const tracker = new StretchTracker();
    tracker.played(0, 0);
    tracker.played(10, 10_000);
    expect(tracker.take()).toEqual([{ from: 0, to: 10 }]);
    tracker.played(12, 12_000);
    expect(tracker.take()).toEqual([{ from: 10, to: 12 }]);
    expect(tracker.take()).toEqual([]);
  });
});
