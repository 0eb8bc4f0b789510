import dayjs from 'dayjs';
import type { CalendarCategory } from '../itemKinds';
import type { DateLike } from './dateFormat';

/** The categories that stay on today's list for as long as they run. */
const RUNNING_CATEGORIES: ReadonlySet<CalendarCategory> = new Set([
  'assignment',
  'discussion',
  'project',
  'lab',
]);

export interface TodayFacts {
  category: CalendarCategory;
  startTime: DateLike;
  endTime: DateLike;
  /** Issue 37: the viewer's own deadline on a piece of coursework, when an extension moved it past the end. */
  extendedTo?: DateLike;
}

/**
 * SPEC §4 today's list, by the viewer's local day: assignments, discussions, projects and labs while today lies
 * between their start and end dates (both days included; the end is the student's own extended deadline where
 * there is one, issue 37); everything else when it starts today. Sorted by start.
 */
export function todayList<T extends TodayFacts>(entries: readonly T[], now: DateLike): T[] {
  const today = dayjs(now);
  return entries
    .filter((entry) => {
      const start = dayjs(entry.startTime);
      if (!RUNNING_CATEGORIES.has(entry.category)) return start.isSame(today, 'day');
      return !today.isBefore(start, 'day') && !today.isAfter(dayjs(entry.extendedTo ?? entry.endTime), 'day');
    })
    .sort((a, b) => dayjs(a.startTime).valueOf() - dayjs(b.startTime).valueOf());
}
