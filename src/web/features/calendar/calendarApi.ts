import type {
  CalendarEntry,
  CalendarFeed,
  CalendarRange,
  ControlPanelCourse,
} from '../../../core/schemas/calendar';
import type { View } from '../../../core/schemas/courses';
import { apiCall } from '../../api/http';

/** The calendar and control-panel calls, typed. Each throws ApiError on a failure reply. */

const user = encodeURIComponent;

/** SPEC §7 getAllCourseControlPanel: the user's courses with their items by category. */
export const getControlPanel = (userId: string, view: View) =>
  apiCall<{ data: ControlPanelCourse[] }>(
    'GET',
    `/api/v1/course/getAllCourseControlPanel/${user(userId)}`,
    view ? { view } : undefined,
  );

/** SPEC §3 calendar entries of the items that overlap the range (`view` 'student': a student's entries). */
export const getCalendarEntries = (userId: string, range: CalendarRange, view: View) =>
  apiCall<{ data: CalendarEntry[] }>('GET', `/api/v1/calendar/entries/${user(userId)}`, { ...range, view });

/** The caller's secret iCalendar address (issued on the first call). */
export const getCalendarFeed = () => apiCall<{ data: CalendarFeed }>('GET', '/api/v1/calendar/feed');

/**
 * A new secret address; the old one stops working. The empty object is the JSON body: the client always sends a
 * JSON content type on POST, and the server refuses that with no body (400).
 */
export const renewCalendarFeed = () => apiCall<{ data: CalendarFeed }>('POST', '/api/v1/calendar/feed/renew');
