import type { CourseItemRow } from '../../db/schema';
import { badRequest } from '../../http/errors';

/** 400 unless the item is a lecture: the lecture calls name their item by a relation any item passes. */
export function assertLecture(item: CourseItemRow): CourseItemRow {
  if (item.kind !== 'lecture')
    throw badRequest('This is for lectures only.', { lectureId: 'Choose a lecture.' });
  return item;
}
