import { and, eq, inArray } from 'drizzle-orm';
import { LIVE_KINDS, meetsLive } from '../../../core/itemKinds';
import type { Db } from '../../db/client';
import { chatGroups, courseItems } from '../../db/schema';
import { chatRoom, courseRoom, lectureRoom, proctorRoom, selfLearningRoom } from '../../platform/rooms';

/**
 * The rooms that access to a course opens (DESIGN §4): its own, its chats', its live items' (lectures, discussions, consults, team meetings) and the proctor's rooms of
 * its tests and exams, and the class progress rooms of its self-learning units. Whoever loses the course loses them all, so a service that takes it away queues their
 * eviction (`usersLeave`, `roomsClose`). Leaving a room one is not in does nothing, so every chat of the course is
 * named, not only the user's.
 */
export async function courseRooms(db: Db, courseId: string): Promise<string[]> {
  // One read after the other: both callers read within a transaction, whose one connection takes a query at a time
  // (pg 9 refuses a query sent while another runs on it).
  const chats = await db
    .select({ id: chatGroups.id })
    .from(chatGroups)
    .where(eq(chatGroups.courseId, courseId));
  const items = await db
    .select({ id: courseItems.id, kind: courseItems.kind })
    .from(courseItems)
    .where(
      and(
        eq(courseItems.courseId, courseId),
        inArray(courseItems.kind, [...LIVE_KINDS, 'test', 'exam', 'selfLearning']),
      ),
    );
  return [
    courseRoom(courseId),
    ...chats.map((c) => chatRoom(c.id)),
    ...items.map((i) =>
      meetsLive(i.kind)
        ? lectureRoom(i.id)
        : i.kind === 'selfLearning'
          ? selfLearningRoom(i.id)
          : proctorRoom(i.id),
    ),
  ];
}

/** The course's items that meet live: those whose classes hold places. */
export async function liveItemIdsOf(db: Db, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ id: courseItems.id })
    .from(courseItems)
    .where(and(eq(courseItems.courseId, courseId), inArray(courseItems.kind, [...LIVE_KINDS])));
  return rows.map((row) => row.id);
}
