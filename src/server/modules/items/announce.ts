import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { CourseItemRow, CourseRow } from '../../db/schema';
import type { Tx } from '../../platform/transaction';
import { studentIdsOf } from '../courses/courseStudents';
import type { ItemNews } from '../courses/itemKindHooks';
import { studentsItIsFor } from '../courses/visibleItems';
import { notify } from '../notifications/notify';
import { ITEM_KIND_HOOKS } from './kindRegistry';

/**
 * Tells the course's students about an item they can see (brief §6; a team meeting only those invited), inside
 * the write's transaction, in the words of the item's kind.
 */
export async function notifyStudentsOfItem(
  tx: Tx,
  course: Pick<CourseRow, 'id' | 'name'>,
  item: CourseItemRow,
  news: ItemNews,
  senderId: string,
): Promise<void> {
  await notify(tx, await studentsItIsFor(tx, item, await studentIdsOf(tx, course.id)), {
    type: 'notification',
    ...ITEM_KIND_HOOKS[item.kind].notification(news, item, course),
    refType: ITEM_KIND_DEFINITIONS[item.kind].typeId,
    refId: item.id,
    courseId: course.id,
    senderId,
  });
}
