import { describe, expect, it } from 'vitest';
import { attendancePercent, behindReasons, type Progress } from './studentBehind';

// Issue 35 /student_tracking (SPEC §2): "who is behind standing out".
describe('behindReasons (issue 35)', () => {
  it.each<[string, Progress, string[]]>([
    ['on track', { missing: 0, lecturesHeld: 4, lecturesAttended: 4 }, []],
    ['one missing is not yet behind', { missing: 1, lecturesHeld: 4, lecturesAttended: 3 }, []],
    ['two missing', { missing: 2, lecturesHeld: 0, lecturesAttended: 0 }, ['2 pieces of work missing']],
    ['attendance 75% is enough', { missing: 0, lecturesHeld: 4, lecturesAttended: 3 }, []],
    [
      'attendance below 75%',
      { missing: 0, lecturesHeld: 4, lecturesAttended: 2 },
      ['attended 50% of lectures'],
    ],
    ['one lecture held is too few to judge', { missing: 0, lecturesHeld: 1, lecturesAttended: 0 }, []],
    [
      'both',
      { missing: 3, lecturesHeld: 3, lecturesAttended: 0 },
      ['3 pieces of work missing', 'attended 0% of lectures'],
    ],
  ])('%s', (_, progress, reasons) => {
    expect(behindReasons(progress)).toEqual(reasons);
  });

  it.each<[number, number, number | null]>([
    [0, 0, null],
    [3, 2, 67],
    [4, 4, 100],
  ])('%i held, %i attended: %s%%', (held, attended, percent) => {
    expect(attendancePercent({ missing: 0, lecturesHeld: held, lecturesAttended: attended })).toBe(percent);
  });
});
