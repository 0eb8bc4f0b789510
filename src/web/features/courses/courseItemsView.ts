import { calendarCategory, ITEM_KINDS, type ItemKind } from '../../../core/itemKinds';
import { inDateOrder, type OrderFacts } from '../../../core/rules/itemOrder';
import { type TodayFacts, todayList } from '../../../core/rules/todayList';
import type { CourseItem } from '../../../core/schemas/courseItems';
import type { CourseSummary, CourseWithItems } from '../../../core/schemas/courses';

/** What places an item in its list (core/rules/itemOrder). */
export const orderFactsOf = (item: CourseItem): OrderFacts => ({
  start: item.startDate,
  position: item.position,
  id: item._id,
});

/** Every kind in the spec's order with its items by start (the teacher's order among items of the same start). */
export function itemsByKind(items: readonly CourseItem[]): { kind: ItemKind; items: CourseItem[] }[] {
  return ITEM_KINDS.map((kind) => ({
    kind,
    items: inDateOrder(
      items.filter((item) => item.kind === kind),
      orderFactsOf,
    ),
  }));
}

export interface TodayEntry extends TodayFacts {
  item: CourseItem;
  course: CourseSummary;
}

/**
 * SPEC §4 today's list across the user's courses: each item as its calendar category (self-learning is not on
 * the calendar). The server has already left out what the viewer may not see (in the student view, what students
 * may not see). A template's dates are only an outline, so its items are not on the list (nor on the calendar).
 */
export function todayEntries(courses: readonly CourseWithItems[], now: number): TodayEntry[] {
  const entries: TodayEntry[] = [];
  for (const course of courses) {
    if (course.isTemplate) continue;
    for (const item of course.items) {
      const category = calendarCategory(item.kind);
      if (category)
        entries.push({
          category,
          startTime: item.startDate,
          endTime: item.endDate,
          extendedTo: item.extendedTo,
          item,
          course,
        });
    }
  }
  return todayList(entries, now);
}
