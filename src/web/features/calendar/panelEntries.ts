import { CONTROL_PANEL_LISTS, ITEM_KIND_DEFINITIONS, kindOfCategory } from '../../../core/itemKinds';
import type { ItemKindDefinition } from '../../../core/itemKinds/definition';
import { type ButtonState, buttonState, closesAt } from '../../../core/rules/buttonState';
import { ownEndDate } from '../../../core/rules/courseworkDeadline';
import type { DateLike } from '../../../core/rules/dateFormat';
import { todayList } from '../../../core/rules/todayList';
import type { CalendarEntry, ControlPanelCourse } from '../../../core/schemas/calendar';
import { itemPath } from '../courses/itemRoutes';
import { viewerTeaches } from './entryPath';

/** How far ahead the control panel's "coming up" list looks. */
export const UPCOMING_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const byStart = (a: CalendarEntry, b: CalendarEntry) => Date.parse(a.startTime) - Date.parse(b.startTime);

/** Every entry of every course of the control-panel list, by start. */
export function panelEntries(panel: readonly ControlPanelCourse[]): CalendarEntry[] {
  const lists = Object.values(CONTROL_PANEL_LISTS);
  return panel.flatMap((course) => lists.flatMap((list) => course[list])).sort(byStart);
}

const buttonFacts = (entry: CalendarEntry) => ({
  kind: kindOfCategory(entry.category),
  startDate: entry.startTime,
  endDate: ownEndDate({ endDate: entry.endTime, extendedTo: entry.extendedTo }),
  duration: entry.duration,
  startedLive: entry.startedLive,
});

/**
 * SPEC §4 button state of an entry (a discussion stays open for its duration after its end, a test or exam opened
 * live before its start is open).
 */
export const entryButtonState = (entry: CalendarEntry, now: DateLike): ButtonState =>
  buttonState(buttonFacts(entry), now);

/**
 * Where an entry's button leads (issue 37): a test or an exam that the user teaches opens on its own sitting page
 * (its kind's `routes.live`, where the sitting is opened and watched, or an offline one says how it is sat), not
 * on the course page every other entry leads to.
 */
export function entryButtonPath(entry: CalendarEntry): string {
  const definition: ItemKindDefinition = ITEM_KIND_DEFINITIONS[kindOfCategory(entry.category)];
  const live = definition.routes.live;
  return live && viewerTeaches(entry) ? itemPath(live, entry.courseId, entry._id) : entry.link;
}

/**
 * What still lies ahead within the next `days` beyond today's list: entries that start before then and whose
 * button has not closed yet (an item open now is listed with one that opens later), leaving out what SPEC §4
 * today's list already shows, so the panel never says the same thing twice. By start.
 */
export function upcomingEntries(
  entries: readonly CalendarEntry[],
  now: DateLike,
  days = UPCOMING_DAYS,
): CalendarEntry[] {
  const at = new Date(now).getTime();
  const horizon = at + days * DAY_MS;
  const today = new Set(todayList(entries, now));
  return entries
    .filter(
      (entry) =>
        !today.has(entry) && Date.parse(entry.startTime) < horizon && closesAt(buttonFacts(entry)) > at,
    )
    .sort(byStart);
}
