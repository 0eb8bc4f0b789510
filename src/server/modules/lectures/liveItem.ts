import { meetsLive } from '../../../core/itemKinds';
import type { CourseItemRow } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/**
 * 400 unless the item meets live (a lecture, discussion, consult or team meeting): the class calls name their item
 * by a relation any item passes.
 */
export function assertMeetsLive(item: CourseItemRow): CourseItemRow {
  if (!meetsLive(item.kind))
    throw badRequest('This is for live classes only.', {
      lectureId: 'Choose a lecture, discussion, consult or team meeting.',
    });
  return item;
}
