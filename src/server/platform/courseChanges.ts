import { ITEM_KIND_DEFINITIONS } from '../../core/itemKinds';
import type { CourseItemRow } from '../db/schema';

/** What a course-wide background refresh names (SPEC §4): the course itself, or one of its items. */
export const courseChange = (courseId: string) => ({ courseId, refType: 'course', refId: courseId });
export const itemChange = (item: CourseItemRow) => ({
  courseId: item.courseId,
  refType: ITEM_KIND_DEFINITIONS[item.kind].typeId,
  refId: item.id,
});
