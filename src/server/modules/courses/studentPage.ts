import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { CourseItemRow } from '../../db/schema';

/**
 * The student page of the item, its kind's `routes.student` with the course and the item filled in; `fallback` (a
 * pattern of the same shape) for a kind without one, the course's page unless said.
 */
export function studentPageOf(
  item: Pick<CourseItemRow, 'id' | 'kind' | 'courseId'>,
  fallback = '/viewcourse/:courseId',
): string {
  const pattern = ITEM_KIND_DEFINITIONS[item.kind].routes.student ?? fallback;
  return pattern.replace(':courseId', item.courseId).replace(/:[A-Za-z]+/, item.id);
}
