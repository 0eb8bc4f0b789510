import type { EventInput } from '@fullcalendar/core';
import dayjs from 'dayjs';
import { CALENDAR_COLOURS, calendarColour, PAST_COLOUR } from '../../../core/rules/calendarColour';
import { calendarDayKey, type DateLike } from '../../../core/rules/dateFormat';
import { type CalendarEntry, kindOfCategory } from '../../../core/schemas/calendar';
import {
  CALENDAR_CATEGORIES,
  type CalendarCategory,
  ITEM_KIND_LABELS,
} from '../../../core/schemas/courseItems';

/**
 * Text on an event in the colour of SPEC §4 needs contrast: dark text reads on every colour of the set (at least
 * 5:1) except green, where black falls to 4.1:1 and white reaches 5.1:1.
 */
export function eventTextColour(background: string): string {
  return background.toLowerCase() === 'green' ? 'white' : 'black';
}

/** 'Lecture', 'Team meeting': the kind's name, so an event says what it is without relying on its colour. */
export const categoryLabel = (category: CalendarCategory) => ITEM_KIND_LABELS[kindOfCategory(category)].one;

/**
 * When an entry runs over more than one local day (an assignment open for a week), its days: such an entry is
 * drawn as an all-day bar across them, not as a column filling every hour of the week view. An end at midnight
 * belongs to the day before. Null for an entry within one day, which keeps its times.
 */
export function spannedDays(start: DateLike, end: DateLike): { start: string; end: string } | null {
  const first = dayjs(start);
  const endsAt = dayjs(end);
  const last = endsAt.isSame(endsAt.startOf('day')) ? endsAt.subtract(1, 'millisecond') : endsAt;
  if (!last.isAfter(first, 'day')) return null;
  // FullCalendar's all-day end is exclusive: the day after the last.
  return { start: calendarDayKey(first.toDate()), end: calendarDayKey(last.add(1, 'day').toDate()) };
}

/** Calendar entries as FullCalendar events: upcoming in their category's colour, past ones grey (SPEC §4). */
export function toCalendarEvents(entries: readonly CalendarEntry[], now: DateLike): EventInput[] {
  return entries.map((entry) => {
    const colour = calendarColour(entry.category, entry.endTime, now);
    const days = spannedDays(entry.startTime, entry.endTime);
    return {
      id: entry._id,
      title: `${categoryLabel(entry.category)}: ${entry.name}`,
      ...(days ? { ...days, allDay: true } : { start: entry.startTime, end: entry.endTime }),
      url: entry.link,
      backgroundColor: colour,
      borderColor: colour,
      textColor: eventTextColour(colour),
      extendedProps: { courseName: entry.courseName },
    };
  });
}

/** The legend: every category's colour, then the grey of past items. */
export const LEGEND: ReadonlyArray<{ label: string; colour: string }> = [
  ...CALENDAR_CATEGORIES.map((category) => ({
    label: ITEM_KIND_LABELS[kindOfCategory(category)].many,
    colour: CALENDAR_COLOURS[category],
  })),
  { label: 'Past items', colour: PAST_COLOUR },
];
