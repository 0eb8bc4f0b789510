import { describe, expect, it } from 'vitest';
import { progressAfter } from './progressCount';

// SPEC §4: "Progress modal: counts 0 to 100 percent in one-second steps over a chosen number of seconds."
describe('progressAfter (SPEC §4)', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [2, 4, 50],
    [4, 4, 100],
    [5, 4, 100],
    [1, 3, 33],
    [2, 3, 67],
    [1, 1, 100],
    [0, 0, 100],
    [3, -2, 100],
    [-1, 4, 0],
  ])('after %d ticks of %d seconds: %d%%', (ticks, seconds, percent) => {
    expect(progressAfter(ticks, seconds)).toBe(percent);
  });
});
