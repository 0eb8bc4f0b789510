import { describe, expect, it } from 'vitest';
import {
  countStretch,
  longestHonestStretch,
  mergeRange,
  type Range,
  videoComplete,
  watchedPercent,
  watchedSecondsOf,
} from './watchedTime';

// Issue 39: "Video progress is recorded as watched time (skipping ahead does not count)".
describe('mergeRange (issue 39: a stretch watched twice counts once)', () => {
  const cases: Array<[string, Range[], Range, Array<[number, number]>]> = [
    ['the first stretch', [], [0, 10], [[0, 10]]],
    [
      'a stretch after a gap',
      [[0, 10]],
      [20, 30],
      [
        [0, 10],
        [20, 30],
      ],
    ],
    ['a stretch that touches', [[0, 10]], [10, 20], [[0, 20]]],
    ['a stretch that overlaps', [[0, 10]], [5, 15], [[0, 15]]],
    ['a stretch watched again', [[0, 10]], [2, 8], [[0, 10]]],
    [
      'a stretch that bridges two',
      [
        [0, 10],
        [20, 30],
      ],
      [8, 22],
      [[0, 30]],
    ],
    [
      'a stretch before the others',
      [[20, 30]],
      [0, 5],
      [
        [0, 5],
        [20, 30],
      ],
    ],
    ['an empty stretch (a pause where it started)', [[0, 10]], [12, 12], [[0, 10]]],
  ];
  it.each(cases)('%s', (_name, ranges, stretch, merged) => {
    expect(mergeRange(ranges, stretch)).toEqual(merged);
  });

  it('counts the seconds the ranges cover', () => {
    expect(
      watchedSecondsOf([
        [0, 10],
        [20, 25.5],
      ]),
    ).toBe(15.5);
  });
});

describe('countStretch (issue 39: skipping does not count; x16 is the fastest honest playback)', () => {
  const cases: Array<[string, Range[], Range, number, number, number | null]> = [
    // name, ranges, stretch, media length, wall seconds since the last report, watched seconds (null: refused)
    ['ten seconds played in ten seconds', [], [0, 10], 60, 10, 10],
    ['played at double speed', [], [0, 20], 60, 10, 20],
    ['played at x16, the fastest rate', [[0, 10]], [10, 58], 60, 3, 58],
    ['twelve seconds claimed half a second after the last report', [], [0, 12], 60, 0.5, null],
    ['within the two seconds of slack', [], [0, 2], 60, 0, 2],
    ['a forged report of the whole video', [], [0, 3600], 3600, 10, null],
    ['a stretch past the end is clipped to the video', [], [50, 70], 60, 20, 10],
    ['a stretch before the start is clipped', [], [-5, 5], 60, 10, 5],
  ];
  it.each(cases)('%s', (_name, ranges, stretch, media, wall, watched) => {
    const verdict = countStretch(ranges, stretch, media, wall);
    if (watched === null) expect(verdict.counted).toBe(false);
    else expect(verdict).toMatchObject({ counted: true, watchedSeconds: watched });
  });

  it('a seek ahead adds nothing: the stretches before and after it are counted, the gap is not', () => {
    let ranges: Range[] = [];
    for (const stretch of [
      [0, 10],
      [50, 60],
    ] as const) {
      const verdict = countStretch(ranges, stretch, 60, 10);
      if (!verdict.counted) throw new Error(verdict.reason);
      ranges = verdict.ranges;
    }
    expect(watchedSecondsOf(ranges)).toBe(20);
    expect(videoComplete(watchedSecondsOf(ranges), 60, 90)).toBe(false);
  });

  it('allows x16 the wall time and two seconds', () => {
    expect(longestHonestStretch(10)).toBe(162);
    expect(longestHonestStretch(-3)).toBe(2);
  });
});

describe('watchedPercent and videoComplete (issue 39: complete at the set share)', () => {
  const cases: Array<[string, number, number | null, number, number, boolean]> = [
    ['nothing watched', 0, 100, 90, 0, false],
    ['just under the aim', 89.9, 100, 90, 89.9, false],
    ['the aim exactly', 90, 100, 90, 90, true],
    ['all of it', 100, 100, 90, 100, true],
    ['no length reported yet', 50, null, 90, 0, false],
    ['an aim of 100%', 99, 100, 100, 99, false],
  ];
  it.each(cases)('%s', (_name, watched, media, aim, percent, complete) => {
    expect(watchedPercent(watched, media)).toBeCloseTo(percent);
    expect(videoComplete(watched, media, aim)).toBe(complete);
  });
});
