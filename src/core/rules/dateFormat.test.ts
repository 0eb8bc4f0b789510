import { describe, expect, it } from 'vitest';
import { calendarDayKey, chatGroupKey, formatLongDate, formatShortDate } from './dateFormat';

// SPEC §9: "Date formats: 'MMM DD, YYYY' and 'MM/DD/YYYY'. Calendar day: year-month-day. Chat grouping: month-day-year."
// Dates are built from local components so the table holds in any time zone.
const jan5 = new Date(2026, 0, 5, 9, 30);
const dec31 = new Date(2025, 11, 31, 23, 59);

describe('date formats (SPEC §9)', () => {
  it.each([
    ['long', formatLongDate, jan5, 'Jan 05, 2026'],
    ['long', formatLongDate, dec31, 'Dec 31, 2025'],
    ['short', formatShortDate, jan5, '01/05/2026'],
    ['short', formatShortDate, dec31.getTime(), '12/31/2025'],
    ['calendar day', calendarDayKey, jan5, '2026-01-05'],
    ['chat group', chatGroupKey, jan5, '01-05-2026'],
    ['long from ISO text', formatLongDate, '2026-03-14T12:00:00', 'Mar 14, 2026'],
    ['unreadable', formatLongDate, 'not a date', ''],
  ] as const)('%s: %s', (_label, format, value, expected) => {
    expect(format(value)).toBe(expected);
  });
});
