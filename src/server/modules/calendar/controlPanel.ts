import { CONTROL_PANEL_LISTS, type ControlPanelCourse } from '../../../core/schemas/calendar';
import type { Db } from '../../db/client';
import { calendarCoursesOf, calendarItemsOf, presentEntry } from './calendarItems';

/** SPEC §3 "Course in the control-panel list": each of the user's courses with its items by category. */
export async function controlPanelOf(db: Db, userId: string): Promise<ControlPanelCourse[]> {
  const calendarCourses = await calendarCoursesOf(db, userId);
  const items = await calendarItemsOf(db, userId, calendarCourses);
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
    panel
      .get(calendarItem.item.courseId)
      ?.[CONTROL_PANEL_LISTS[calendarItem.category]].push(presentEntry(calendarItem));
  }
  return [...panel.values()];
}
