import { calendarCalls } from '../../../core/contracts/calendar';
import type { CalendarRange } from '../../../core/schemas/calendar';
import type { View } from '../../../core/schemas/courses';
import { call } from '../../api/call';

/** The calendar and control-panel calls, through their contracts. Each throws ApiError on a failure reply. */

/** SPEC §7 getAllCourseControlPanel: the user's courses with their items by category. */
export const getControlPanel = (userId: string, view: View) =>
  call(calendarCalls.controlPanel, { userId, ...(view ? { view } : {}) });

/** SPEC §3 calendar entries of the items that overlap the range (`view` 'student': a student's entries). */
export const getCalendarEntries = (userId: string, range: CalendarRange, view: View) =>
  call(calendarCalls.entries, { userId, ...range, view });

/** The caller's secret iCalendar address (issued on the first call). */
export const getCalendarFeed = () => call(calendarCalls.feed);

/** A new secret address; the old one stops working. */
export const renewCalendarFeed = () => call(calendarCalls.renewFeed);
