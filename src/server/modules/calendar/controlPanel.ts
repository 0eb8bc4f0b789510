import { CONTROL_PANEL_LISTS } from '../../../core/itemKinds';
import type { ControlPanelCourse } from '../../../core/schemas/calendar';
import type { Db } from '../../db/client';
import type { ItemWorkReader } from '../courses/itemWork';
import type { ViewAs } from '../courses/visibleItems';
import { calendarCoursesOf, calendarItemsOf, presentEntry } from './calendarItems';

/**
 * SPEC §3 "Course in the control-panel list": each of the user's courses with its items by category, each with the
 * work on it (issue 37): the user's own state where they are a student, a tally where they teach.
 */
export async function controlPanelOf(
  db: Db,
  userId: string,
  now: Date,
  readWork: ItemWorkReader,
  view: ViewAs = {},
): Promise<ControlPanelCourse[]> {
  const calendarCourses = await calendarCoursesOf(db, userId, view);
  const items = await calendarItemsOf(db, userId, calendarCourses, now, {}, view);
  const work = await readWork(db, userId, items, now);
  const panel = new Map<string, ControlPanelCourse>(
    calendarCourses.map((course) => [
      course.id,
      {
        _id: course.id,
        name: course.name,
        lectures: [],
        projects: [],
        assignments: [],
        labs: [],
        tests: [],
        exams: [],
        discussions: [],
        consults: [],
        teamMeetings: [],
      },
    ]),
  );
  for (const calendarItem of items) {
    panel.get(calendarItem.item.courseId)?.[CONTROL_PANEL_LISTS[calendarItem.category]].push({
      ...presentEntry(calendarItem),
      ...work.get(calendarItem.item.id),
    });
  }
  return [...panel.values()];
}
