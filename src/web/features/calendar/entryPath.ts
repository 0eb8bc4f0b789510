import { kindOfCategory } from '../../../core/itemKinds';
import type { CalendarEntry } from '../../../core/schemas/calendar';
import { routeOfPath } from '../../platform/routes';
import { studentItemPath, teacherEditPath } from '../courses/itemRoutes';

/** Whether the viewer teaches the entry's item: its link, a teacher's or a student's course page, says who asks. */
export const viewerTeaches = (entry: Pick<CalendarEntry, 'link'>): boolean =>
  routeOfPath(entry.link)?.access === 'teacher';

/**
 * The page a calendar event opens (issue 37: entries opened the course, not the item): the item's own page for the
 * viewer's role, the teacher's edit page or the student's page, as the course page's rows lead; a kind with no
 * student page of its own (a consult, a team meeting) opens the course page, where the item is.
 */
export function calendarEntryPath(entry: CalendarEntry): string {
  const kind = kindOfCategory(entry.category);
  if (viewerTeaches(entry)) return teacherEditPath(kind, entry.courseId, entry._id);
  return studentItemPath(kind, entry.courseId, entry._id) ?? entry.link;
}
