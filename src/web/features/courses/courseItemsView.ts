import { isVisibleToStudents } from '../../../core/rules/itemVisibility';
import { type TodayFacts, todayList } from '../../../core/rules/todayList';
import {
  type CourseItem,
  calendarCategory,
  ITEM_KINDS,
  type ItemKind,
} from '../../../core/schemas/courseItems';
import type { CourseSummary, CourseWithItems } from '../../../core/schemas/courses';

/** Every kind in the spec's order with its items in the teacher's order (position, then start). */
export function itemsByKind(items: readonly CourseItem[]): { kind: ItemKind; items: CourseItem[] }[] {
  return ITEM_KINDS.map((kind) => ({
    kind,
    items: items
      .filter((item) => item.kind === kind)
      .sort((a, b) => a.position - b.position || Date.parse(a.startDate) - Date.parse(b.startDate)),
  }));
}

/**
 * What a student of the course sees now (SPEC §4 visibility). A student's own reply is already filtered by the
 * server; a teacher's holds every item, so the student view filters it here, the same way. Students see nothing
 * of a draft course.
 */
export function studentVisibleItems(course: CourseWithItems, now: number): CourseItem[] {
  if (course.myRole === 'student') return course.items;
  if (course.status === 'draft') return [];
  return course.items.filter((item) => isVisibleToStudents(item, now));
}

export interface TodayEntry extends TodayFacts {
  item: CourseItem;
  course: CourseSummary;
}

/**
 * SPEC §4 today's list across the user's courses: each item as its calendar category (self-learning is not on
 * the calendar). In the student view only what students may see counts. A template's dates are only an outline,
 * so its items are not on the list (nor on the calendar).
 */
export function todayEntries(
  courses: readonly CourseWithItems[],
  now: number,
  studentView: boolean,
): TodayEntry[] {
  const entries: TodayEntry[] = [];
  for (const course of courses) {
    if (course.isTemplate) continue;
    const items = studentView ? studentVisibleItems(course, now) : course.items;
    for (const item of items) {
      const category = calendarCategory(item.kind);
      if (category)
        entries.push({ category, startTime: item.startDate, endTime: item.endDate, item, course });
    }
  }
  return todayList(entries, now);
}
