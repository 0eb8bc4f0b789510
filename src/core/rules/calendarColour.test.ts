import { describe, expect, it } from 'vitest';
import type { CalendarCategory } from '../itemKinds';
import { calendarColour } from './calendarColour';

const now = '2026-03-10T12:00:00Z';
const future = '2026-03-10T13:00:00Z';
const past = '2026-03-10T11:00:00Z';

// SPEC §4 "Calendar colours".
describe('calendarColour (SPEC §4 calendar colours)', () => {
  const upcoming: Array<[CalendarCategory, string]> = [
    ['lecture', 'orange'],
    ['project', 'DarkKhaki'],
    ['assignment', 'coral'],
    ['lab', 'cornflowerblue'],
    ['test', 'yellowgreen'],
    ['exam', 'skyblue'],
    ['consult', 'aqua'],
    ['TeamMeeting', 'green'],
    ['discussion', 'palevioletred'],
  ];
  it.each(upcoming)('upcoming %s is %s', (category, colour) => {
    expect(calendarColour(category, future, now)).toBe(colour);
  });
  it.each(upcoming)('past %s is grey', (category) => {
    expect(calendarColour(category, past, now)).toBe('grey');
  });
  it('an item ending right now is past', () => {
    expect(calendarColour('lecture', now, now)).toBe('grey');
  });
});
