import { describe, expect, it } from 'vitest';
import { calendarDayKey } from '../../../core/rules/dateFormat';
import type { CalendarEntry } from '../../../core/schemas/calendar';
import { formatItemWhen } from '../courses/itemDates';
import { LEGEND, spannedDays, toCalendarEvents } from './calendarEvents';

const NOW = '2026-03-10T12:00:00.000Z';

const entry = (overrides: Partial<CalendarEntry>): CalendarEntry => ({
  _id: 'i1',
  name: 'Group sync',
  description: '',
  category: 'TeamMeeting',
  startTime: '2026-03-11T09:00:00.000Z',
  endTime: '2026-03-11T10:00:00.000Z',
  duration: 60,
  startedLive: false,
  courseId: 'c1',
  courseName: 'Algebra',
  link: '/editcourse/c1',
  ...overrides,
});

describe('toCalendarEvents (SPEC §4 calendar colours)', () => {
  it('colours an upcoming entry by its category and names its kind', () => {
    const [event] = toCalendarEvents([entry({})], NOW);
    expect(event).toMatchObject({
      id: 'i1',
      title: 'Team meeting: Group sync',
      start: '2026-03-11T09:00:00.000Z',
      end: '2026-03-11T10:00:00.000Z',
      url: '/editteammeeting/c1/i1',
      backgroundColor: 'green',
      borderColor: 'green',
      textColor: 'white',
    });
  });

  it('greys an entry once it has ended, whatever its category', () => {
    const [event] = toCalendarEvents([entry({ category: 'exam', endTime: '2026-03-10T11:59:59.000Z' })], NOW);
    expect(event).toMatchObject({ backgroundColor: 'grey', textColor: 'black' });
  });
});

describe('spannedDays (entries over several days are drawn as all-day bars)', () => {
  const local = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();

  it.each([
    ['within one day', local('2026-03-10', '09:00'), local('2026-03-10', '17:00'), null],
    [
      'ending at the midnight after its day',
      local('2026-03-10', '22:00'),
      local('2026-03-11', '00:00'),
      null,
    ],
    [
      'over several days',
      local('2026-03-10', '12:00'),
      local('2026-03-14', '12:00'),
      { start: '2026-03-10', end: '2026-03-15' },
    ],
    [
      'overnight',
      local('2026-03-10', '23:00'),
      local('2026-03-11', '01:00'),
      { start: '2026-03-10', end: '2026-03-12' },
    ],
  ])('an entry %s', (_case, start, end, days) => {
    expect(spannedDays(start, end)).toEqual(days);
  });

  it('keeps the colour and link of an all-day bar', () => {
    const start = '2026-03-09T12:00:00.000Z';
    const [event] = toCalendarEvents(
      [entry({ category: 'assignment', startTime: start, endTime: '2026-03-20T12:00:00.000Z' })],
      NOW,
    );
    expect(event).toMatchObject({
      allDay: true,
      start: calendarDayKey(start),
      backgroundColor: 'coral',
      url: '/editassignment/c1/i1',
    });
  });
});

describe('entries over several days in a list view', () => {
  const local = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
  const week = entry({
    category: 'assignment',
    name: 'Essay',
    startTime: local('2026-03-10', '12:00'),
    endTime: local('2026-03-13', '12:00'),
  });

  it('stand once, on their first day, with their dates in the title', () => {
    const [event] = toCalendarEvents([week], NOW, '2026-03-09');
    expect(event).toMatchObject({ start: '2026-03-10', allDay: true });
    expect(event).not.toHaveProperty('end');
    expect(event?.title).toBe(`Assignment: Essay (${formatItemWhen(week.startTime, week.endTime)})`);
  });

  it('stand on the first day shown when they began before it', () => {
    const [event] = toCalendarEvents([week], NOW, '2026-03-12');
    expect(event).toMatchObject({ start: '2026-03-12', allDay: true });
  });

  it('keep a one-day entry at its times', () => {
    const [event] = toCalendarEvents([entry({})], NOW, '2026-03-09');
    expect(event).toMatchObject({ start: '2026-03-11T09:00:00.000Z', end: '2026-03-11T10:00:00.000Z' });
  });
});

it('lists the nine SPEC §4 colours and the grey of past items in the legend', () => {
  expect(LEGEND.map((row) => `${row.label}=${row.colour}`)).toEqual([
    'Lectures=orange',
    'Projects=DarkKhaki',
    'Assignments=coral',
    'Labs=cornflowerblue',
    'Tests=yellowgreen',
    'Exams=skyblue',
    'Consults=aqua',
    'Team meetings=green',
    'Discussions=palevioletred',
    'Past items=grey',
  ]);
});
