import { describe, expect, it } from 'vitest';
import { todayList } from '../../../core/rules/todayList';
import type { CalendarEntry, ControlPanelCourse } from '../../../core/schemas/calendar';
import { entryButtonPath, entryButtonState, panelEntries, upcomingEntries } from './panelEntries';

// Local noon: today's list goes by the viewer's local day.
const NOW = new Date('2026-03-10T12:00:00').getTime();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function entry(
  name: string,
  category: CalendarEntry['category'],
  start: number,
  end: number,
  duration = null as number | null,
): CalendarEntry {
  return {
    _id: name,
    name,
    description: '',
    category,
    startTime: new Date(NOW + start).toISOString(),
    endTime: new Date(NOW + end).toISOString(),
    duration,
    startedLive: false,
    courseId: 'c1',
    courseName: 'Algebra',
    link: '/viewcourse/c1',
  };
}

const emptyCourse = (id: string): ControlPanelCourse => ({
  _id: id,
  name: id,
  lectures: [],
  projects: [],
  assignments: [],
  labs: [],
  tests: [],
  exams: [],
  discussions: [],
  consults: [],
  teamMeetings: [],
});

describe('panelEntries', () => {
  it('flattens every list of every course, consults and team meetings too, by start', () => {
    const a = { ...emptyCourse('a'), tests: [entry('test', 'test', 3 * HOUR, 4 * HOUR)] };
    const b = {
      ...emptyCourse('b'),
      lectures: [entry('lecture', 'lecture', HOUR, 2 * HOUR)],
      teamMeetings: [entry('meeting', 'TeamMeeting', 2 * HOUR, 3 * HOUR)],
      consults: [entry('consult', 'consult', 0, HOUR)],
    };
    expect(panelEntries([a, b]).map((e) => e.name)).toEqual(['consult', 'lecture', 'meeting', 'test']);
  });
});

describe('upcomingEntries (next 14 days, control panel)', () => {
  it.each([
    ['starts tomorrow', entry('x', 'lecture', DAY, DAY + HOUR), true],
    ['starts later today, so it is on today’s list', entry('x', 'lecture', HOUR, 2 * HOUR), false],
    ['is an assignment running through today, on today’s list', entry('x', 'assignment', -DAY, DAY), false],
    ['is a lecture open since yesterday, not on today’s list', entry('x', 'lecture', -DAY, HOUR), true],
    ['starts just inside 14 days', entry('x', 'exam', 14 * DAY - 1, 14 * DAY + HOUR), true],
    ['starts at 14 days', entry('x', 'exam', 14 * DAY, 14 * DAY + HOUR), false],
    ['has ended', entry('x', 'test', -2 * HOUR, -HOUR), false],
    [
      'is yesterday’s discussion, still within its duration after the end',
      entry('x', 'discussion', -14 * HOUR, -13 * HOUR, 14 * 60),
      true,
    ],
    [
      'is a discussion past its duration after the end',
      entry('x', 'discussion', -3 * HOUR, -2 * HOUR, 60),
      false,
    ],
  ])('an entry that %s: %s', (_case, candidate, listed) => {
    expect(upcomingEntries([candidate], NOW)).toHaveLength(listed ? 1 : 0);
  });

  it('never repeats an entry of today’s list', () => {
    const entries = [
      entry('today', 'test', 2 * HOUR, 3 * HOUR),
      entry('running', 'project', -2 * DAY, 2 * DAY),
      entry('next week', 'exam', 7 * DAY, 7 * DAY + HOUR),
    ];
    const today = todayList(entries, NOW).map((e) => e.name);
    const upcoming = upcomingEntries(entries, NOW).map((e) => e.name);
    expect(today).toEqual(['running', 'today']);
    expect(upcoming).toEqual(['next week']);
  });

  it('sorts by start', () => {
    const later = entry('later', 'lab', 2 * DAY, 3 * DAY);
    const sooner = entry('sooner', 'project', DAY, 5 * DAY);
    expect(upcomingEntries([later, sooner], NOW).map((e) => e.name)).toEqual(['sooner', 'later']);
  });
});

describe('entryButtonState (SPEC §4 button state)', () => {
  it.each([
    ['before the start', entry('x', 'lecture', HOUR, 2 * HOUR), '0', 'Wait'],
    ['between start and end', entry('x', 'TeamMeeting', -HOUR, HOUR), '2', 'Join'],
    ['after the end', entry('x', 'test', -2 * HOUR, -HOUR), '1', 'Expired'],
    [
      'a discussion after its end, within its duration',
      entry('x', 'discussion', -2 * HOUR, -HOUR, 90),
      '2',
      'Join',
    ],
    [
      'a test its teacher opened live before its start',
      { ...entry('x', 'test', HOUR, 2 * HOUR), startedLive: true },
      '2',
      'Start',
    ],
  ])('%s', (_case, candidate, state, text) => {
    expect(entryButtonState(candidate, NOW)).toMatchObject({ state, text });
  });
});

// Issue 37: a teacher's Start on a test in the control panel opens the test, not its course.
describe('entryButtonPath', () => {
  const teaching = (item: CalendarEntry): CalendarEntry => ({ ...item, link: '/editcourse/c1' });
  it.each<[string, CalendarEntry, string]>([
    [
      'a test its teacher sees: its sitting page',
      teaching(entry('t1', 'test', 0, HOUR)),
      '/createLiveTest/c1/t1',
    ],
    [
      'an exam its teacher sees: its sitting page',
      teaching(entry('e1', 'exam', 0, HOUR)),
      '/createLiveExam/c1/e1',
    ],
    ['a test a student sees: the course', entry('t1', 'test', 0, HOUR), '/viewcourse/c1'],
    ['a lecture its teacher sees: the course', teaching(entry('l1', 'lecture', 0, HOUR)), '/editcourse/c1'],
  ])('%s', (_, item, path) => expect(entryButtonPath(item)).toBe(path));
});
