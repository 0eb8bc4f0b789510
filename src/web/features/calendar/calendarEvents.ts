import type { EventInput } from '@fullcalendar/core';
import dayjs from 'dayjs';
import {
  CALENDAR_CATEGORIES,
  type CalendarCategory,
  ITEM_KIND_DEFINITIONS,
  kindOfCategory,
} from '../../../core/itemKinds';
import { CALENDAR_COLOURS, calendarColour, PAST_COLOUR } from '../../../core/rules/calendarColour';
import { calendarDayKey, type DateLike } from '../../../core/rules/dateFormat';
import { readableTextColour } from '../../../core/rules/textContrast';
import type { CalendarEntry } from '../../../core/schemas/calendar';
import { formatItemWhen } from '../courses/itemDates';
import { calendarEntryPath } from './entryPath';

/** 'Lecture', 'Team meeting': the kind's name, so an event says what it is without relying on its colour. */
export const categoryLabel = (category: CalendarCategory) =>
  ITEM_KIND_DEFINITIONS[kindOfCategory(category)].labels.one;

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

/** Where an entry over several days goes: a bar across its days, or in a list one line on one day. */
function placeSpan(entry: CalendarEntry, days: { start: string; end: string }, listFrom: string | null) {
  if (!listFrom) return { ...days, allDay: true };
  // A list would repeat the entry under every day it covers: it stands once, on its first day (or the list's
  // first day when it began earlier), and says its dates.
  return {
    start: days.start < listFrom ? listFrom : days.start,
    allDay: true,
    title: `${categoryLabel(entry.category)}: ${entry.name} (${formatItemWhen(entry.startTime, entry.endTime)})`,
  };
}

/**
 * Calendar entries as FullCalendar events: upcoming in their category's colour, past ones grey (SPEC §4), with
 * the text colour that reads on it (WCAG AA). `listFrom`, the first day a list view shows ('YYYY-MM-DD'), makes
 * entries over several days stand once in the list instead of under each of their days.
 */
export function toCalendarEvents(
  entries: readonly CalendarEntry[],
  now: DateLike,
  listFrom: string | null = null,
): EventInput[] {
  return entries.map((entry) => {
    const colour = calendarColour(entry.category, entry.endTime, now);
    const days = spannedDays(entry.startTime, entry.endTime);
    return {
      id: entry._id,
      title: `${categoryLabel(entry.category)}: ${entry.name}`,
      ...(days ? placeSpan(entry, days, listFrom) : { start: entry.startTime, end: entry.endTime }),
      url: calendarEntryPath(entry),
      backgroundColor: colour,
      borderColor: colour,
      textColor: readableTextColour(colour),
      extendedProps: { courseName: entry.courseName },
    };
  });
}

/** The legend: every category's colour, then the grey of past items. */
export const LEGEND: ReadonlyArray<{ label: string; colour: string }> = [
  ...CALENDAR_CATEGORIES.map((category) => ({
    label: ITEM_KIND_DEFINITIONS[kindOfCategory(category)].labels.many,
    colour: CALENDAR_COLOURS[category],
  })),
  { label: 'Past items', colour: PAST_COLOUR },
];
