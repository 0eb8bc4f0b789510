import type { CalendarCategory } from '../itemKinds';
import type { DateLike } from './dateFormat';

/** SPEC §4 calendar colours of upcoming items, as CSS colour names. */
export const CALENDAR_COLOURS: Record<CalendarCategory, string> = {
  lecture: 'orange',
  project: 'DarkKhaki',
  assignment: 'coral',
  lab: 'cornflowerblue',
  test: 'yellowgreen',
  exam: 'skyblue',
  consult: 'aqua',
  TeamMeeting: 'green',
  discussion: 'palevioletred',
};

export const PAST_COLOUR = 'grey';

/** An item is past once it has ended; it is then grey, whatever its category. */
export function calendarColour(category: CalendarCategory, endTime: DateLike, now: DateLike): string {
  return new Date(endTime).getTime() <= new Date(now).getTime() ? PAST_COLOUR : CALENDAR_COLOURS[category];
}
