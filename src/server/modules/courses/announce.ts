import { and, eq } from 'drizzle-orm';
import { ITEM_KIND_LABELS, ITEM_TYPE_IDS } from '../../../core/schemas/courseItems';
import type { Tx } from '../../context/transaction';
import type { Db } from '../../db/client';
import { type CourseItemRow, type CourseRow, courseMembers } from '../../db/schema';
import { notify } from '../notifications/notify';

export type ItemNews = 'new' | 'changed' | 'removed';

/** What a course-wide background refresh names (SPEC §4): the course itself, or one of its items. */
export const courseChange = (courseId: string) => ({ courseId, refType: 'course', refId: courseId });
export const itemChange = (item: CourseItemRow) => ({
  courseId: item.courseId,
  refType: ITEM_TYPE_IDS[item.kind],
  refId: item.id,
});

export async function studentIdsOf(tx: Db, courseId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.role, 'student')));
  return rows.map((r) => r.userId);
}

function itemTitle(news: ItemNews, item: CourseItemRow): string {
  if (news === 'new') return `New ${ITEM_KIND_LABELS[item.kind].one.toLowerCase()}: ${item.title}`;
  return `${news === 'changed' ? 'Changed' : 'Removed'}: ${item.title}`;
}

/** Tells the course's students about an item they can see (brief §6), inside the write's transaction. */
export async function notifyStudentsOfItem(
  tx: Tx,
  course: Pick<CourseRow, 'id' | 'name'>,
  item: CourseItemRow,
  news: ItemNews,
  senderId: string,
): Promise<void> {
  await notify(tx, await studentIdsOf(tx, course.id), {
    type: 'notification',
    title: itemTitle(news, item),
    message: `${ITEM_KIND_LABELS[item.kind].one} in ${course.name}`,
    link: `/viewcourse/${course.id}`,
    refType: ITEM_TYPE_IDS[item.kind],
    refId: item.id,
    courseId: course.id,
    senderId,
  });
}
