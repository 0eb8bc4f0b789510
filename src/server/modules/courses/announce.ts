import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ITEM_KIND_LABELS, ITEM_TYPE_IDS } from '../../../core/schemas/courseItems';
import type { Db } from '../../db/client';
import { type CourseItemRow, type CourseRow, courseMembers, type NotificationRow } from '../../db/schema';
import { broadcastCourseChange, createNotifications, deliverNotifications } from '../notifications/notify';

export type ItemNews = 'new' | 'changed' | 'removed';

/** What a course-wide background refresh names (SPEC §4): the course itself, or one of its items. */
export const courseChange = (courseId: string) => ({ courseId, refType: 'course', refId: courseId });
export const itemChange = (item: CourseItemRow) => ({
  courseId: item.courseId,
  refType: ITEM_TYPE_IDS[item.kind],
  refId: item.id,
});

async function studentIdsOf(tx: Db, courseId: string): Promise<string[]> {
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

/**
 * Tells the course's students about an item they can see (brief §6). Call inside the write's transaction;
 * deliver the returned rows with `announceAfterCommit`.
 */
export async function notifyStudentsOfItem(
  tx: Db,
  course: Pick<CourseRow, 'id' | 'name'>,
  item: CourseItemRow,
  news: ItemNews,
  senderId: string,
): Promise<NotificationRow[]> {
  return createNotifications(tx, await studentIdsOf(tx, course.id), {
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

/** After commit: the stored notifications go live, and every open page of the course refreshes (SPEC §4). */
export async function announceAfterCommit(
  app: FastifyInstance,
  notices: readonly NotificationRow[],
  change: { courseId: string; refType: string; refId: string },
) {
  await deliverNotifications(app, notices);
  broadcastCourseChange(app, change);
}
