import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCourseDates, formatDateTime, formatItemWhen } from './itemDates';

// Local times are what people see; pin the zone so the expectations read the same on every machine.
const savedZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = savedZone;
});

describe('item dates (SPEC §9 "MMM DD, YYYY" with the time)', () => {
  it.each([
    ['2026-01-05T09:00:00Z', 'Jan 05, 2026, 9:00 AM'],
    ['2026-12-31T23:55:00Z', 'Dec 31, 2026, 11:55 PM'],
    ['not a date', ''],
  ])('formatDateTime(%s) is %j', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each([
    [
      'one day shows the date once',
      '2026-01-05T09:00:00Z',
      '2026-01-05T10:30:00Z',
      'Jan 05, 2026, 9:00 AM – 10:30 AM',
    ],
    [
      'several days show both dates',
      '2026-01-05T09:00:00Z',
      '2026-01-12T17:00:00Z',
      'Jan 05, 2026, 9:00 AM – Jan 12, 2026, 5:00 PM',
    ],
  ])('%s', (_case, start, end, expected) => {
    expect(formatItemWhen(start, end)).toBe(expected);
  });

  it('a course runs from day to day', () => {
    expect(formatCourseDates('2026-01-05', '2026-03-31')).toBe('Jan 05, 2026 – Mar 31, 2026');
  });
});
