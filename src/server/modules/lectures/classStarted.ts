import { eq } from 'drizzle-orm';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { type CourseItemRow, type CourseRow, courseItems, type LectureAttendanceRow } from '../../db/schema';
import { itemChange } from '../../platform/courseChanges';
import type { Tx } from '../../platform/transaction';
import { studentIdsOf } from '../courses/courseStudents';
import { studentsAdmitted } from '../courses/liveRoomAdmission';
import { studentPageOf } from '../courses/studentPage';
import { studentSees } from '../courses/visibleItems';
import { courseChanged, notify } from '../notifications/notify';
import { lectureEvent } from './events';

/**
 * The class has begun (issue 37: when a teacher enters its room, or at the start for a discussion): the item is
 * marked started live, the course's students who can see it and whom its room admits are told to join now, and the
 * wait pages (the course's room) and the lecture's room hear `started` after the commit, as do its course's pages.
 */
export async function classStarted(
  tx: Tx,
  {
    course,
    item,
    sitting,
    by,
    now,
  }: {
    course: CourseRow;
    item: CourseItemRow;
    sitting: LectureAttendanceRow;
    by: string;
    now: Date;
  },
): Promise<void> {
  const [started] = await tx
    .update(courseItems)
    .set({ startedLive: true, updatedAt: now })
    .where(eq(courseItems.id, item.id))
    .returning();
  const labels = ITEM_KIND_DEFINITIONS[item.kind].labels;
  if (studentSees(started!, course, now))
    await notify(tx, await studentsAdmitted(tx, started!, await studentIdsOf(tx, course.id)), {
      type: 'notification',
      title: `${labels.one} started: ${item.title}`,
      message: `${labels.one} in ${course.name}: join now.`,
      link: studentPageOf(item, ITEM_KIND_DEFINITIONS.lecture.routes.student),
      refType: ITEM_KIND_DEFINITIONS[item.kind].typeId,
      refId: item.id,
      courseId: course.id,
      senderId: by,
    });
  tx.afterCommit([
    lectureEvent(sitting, 'started', { courseId: course.id }),
    courseChanged(itemChange(started!), now),
  ]);
}
