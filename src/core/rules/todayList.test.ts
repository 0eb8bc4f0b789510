import { describe, expect, it } from 'vitest';
import { type TodayFacts, todayList } from './todayList';

// Local times, so that "today" is the same day wherever the test runs.
const now = new Date(2026, 2, 10, 12, 0);
const at = (day: number, hour: number) => new Date(2026, 2, day, hour, 0).toISOString();

// SPEC §4 "Today's list".
describe('todayList (SPEC §4 today’s list)', () => {
  const cases: Array<[string, TodayFacts, boolean]> = [
    ['a lecture starting today', { category: 'lecture', startTime: at(10, 9), endTime: at(10, 10) }, true],
    [
      'a lecture that started today and is over',
      { category: 'lecture', startTime: at(10, 8), endTime: at(10, 9) },
      true,
    ],
    ['a test starting later today', { category: 'test', startTime: at(10, 23), endTime: at(11, 1) }, true],
    [
      'an exam that started yesterday and ends today',
      { category: 'exam', startTime: at(9, 9), endTime: at(10, 18) },
      false,
    ],
    ['a consult tomorrow', { category: 'consult', startTime: at(11, 9), endTime: at(11, 10) }, false],
    ['a team meeting today', { category: 'TeamMeeting', startTime: at(10, 15), endTime: at(10, 16) }, true],
    [
      'an assignment running across today',
      { category: 'assignment', startTime: at(1, 9), endTime: at(20, 9) },
      true,
    ],
    ['an assignment ending today', { category: 'assignment', startTime: at(1, 9), endTime: at(10, 8) }, true],
    ['a project starting today', { category: 'project', startTime: at(10, 23), endTime: at(30, 9) }, true],
    ['a lab that ended yesterday', { category: 'lab', startTime: at(1, 9), endTime: at(9, 23) }, false],
    [
      'a lab that ended yesterday, extended for this student to tomorrow (issue 37)',
      { category: 'lab', startTime: at(1, 9), endTime: at(9, 23), extendedTo: at(11, 9) },
      true,
    ],
    [
      'a discussion starting tomorrow',
      { category: 'discussion', startTime: at(11, 0), endTime: at(12, 0) },
      false,
    ],
  ];
  it.each(cases)('%s', (_name, entry, expected) => {
    expect(todayList([entry], now)).toHaveLength(expected ? 1 : 0);
  });

  it('sorts by start and gives an empty list on an empty day', () => {
    const late = { category: 'lecture' as const, startTime: at(10, 15), endTime: at(10, 16) };
    const early = { category: 'test' as const, startTime: at(10, 9), endTime: at(10, 10) };
    expect(todayList([late, early], now)).toEqual([early, late]);
    expect(todayList([], now)).toEqual([]);
  });
});
