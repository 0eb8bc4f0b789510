import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { AttendanceSession } from '../../../core/schemas/lectures';
import type { Db } from '../../db/client';
import { attendanceMarks, courseItems, type LectureAttendanceRow, lectureAttendances } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { conflict } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import { studentIdsOf } from '../courses/courseStudents';
import { studentsAdmitted } from '../courses/liveRoomAdmission';
import type { ItemAccess } from '../courses/policy';
import { studentPageOf } from '../courses/studentPage';
import { studentSees } from '../courses/visibleItems';
import { courseChanged, notify } from '../notifications/notify';
import { lectureEvent } from './events';
import { assertMeetsLive } from './liveItem';
import { noSuchSitting } from './policy';
import { closeVideoRoom, openVideoRoom } from './sfu/videoRoom';

export const presentSession = (row: LectureAttendanceRow): AttendanceSession => ({
  _id: row.id,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
});

/** The lecture's sitting now open, if any. */
export async function openSittingOf(db: Db, lectureId: string): Promise<LectureAttendanceRow | undefined> {
  const [row] = await db
    .select()
    .from(lectureAttendances)
    .where(and(eq(lectureAttendances.lectureId, lectureId), isNull(lectureAttendances.endedAt)))
    .orderBy(desc(lectureAttendances.startedAt))
    .limit(1);
  return row;
}

/**
 * A sitting of this lecture, read for a write (`for share` when `lock`: a join or a control waits for an end under
 * way, and then sees it ended). 404 for a sitting of another lecture, as for one that does not exist.
 */
export async function sittingOfLecture(
  db: Db,
  lectureId: string,
  attendanceId: string,
  lock = false,
): Promise<LectureAttendanceRow> {
  const query = db
    .select()
    .from(lectureAttendances)
    .where(and(eq(lectureAttendances.id, attendanceId), eq(lectureAttendances.lectureId, lectureId)))
    .limit(1);
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw noSuchSitting();
  return row;
}

/**
 * POST /api/v1/lecture/start: opens a sitting of the lecture (or another item that meets live) and answers its id;
 * one already started answers the sitting open now. The partial unique index allows one open sitting per lecture,
 * so of parallel starts one inserts and the others find its sitting. The item is marked started live; the course's students who can see
 * the item and whom its room admits are told, and its course's and item's pages hear of it after the commit. With
 * Janus, the sitting's video room is made after the commit (a retry of a start Janus failed makes it then).
 */
export async function startLecture(
  ctx: ServiceContext,
  caller: AuthUser,
  { course, item }: ItemAccess,
): Promise<{ attendanceId: string }> {
  const lecture = assertMeetsLive(item);
  const now = ctx.clock.now();
  const started = await inTransaction(ctx, async (tx) => {
    const [opened] = await tx
      .insert(lectureAttendances)
      .values({ lectureId: lecture.id, startedBy: caller.id, startedAt: now })
      .onConflictDoNothing({ target: lectureAttendances.lectureId, where: sql`ended_at is null` })
      .returning();
    if (!opened) {
      const open = await openSittingOf(tx, lecture.id);
      // Ended between the insert and the read: a start that finds nothing open is a caller's retry away.
      if (!open) throw conflict('The class was ending as you started it. Please start it again.');
      return { attendanceId: open.id };
    }
    const [started] = await tx
      .update(courseItems)
      .set({ startedLive: true, updatedAt: now })
      .where(eq(courseItems.id, lecture.id))
      .returning();
    if (studentSees(started!, course, now))
      await notify(tx, await studentsAdmitted(tx, started!, await studentIdsOf(tx, course.id)), {
        type: 'notification',
        title: `${ITEM_KIND_DEFINITIONS[lecture.kind].labels.one} started: ${lecture.title}`,
        message: `${ITEM_KIND_DEFINITIONS[lecture.kind].labels.one} in ${course.name}: join now.`,
        link: studentPageOf(lecture, ITEM_KIND_DEFINITIONS.lecture.routes.student),
        refType: ITEM_KIND_DEFINITIONS[lecture.kind].typeId,
        refId: lecture.id,
        courseId: course.id,
        senderId: caller.id,
      });
    tx.afterCommit([
      lectureEvent(opened, 'started', { courseId: course.id }),
      courseChanged(itemChange(started!), now),
    ]);
    return { attendanceId: opened.id };
  });
  await openVideoRoom(ctx.config, started.attendanceId);
  return started;
}

/**
 * Closes an open sitting: it ends now, and everyone still in it leaves now. Answers false when it was not open (an
 * end that came first). Queues the `ended` event; the caller says what else goes with it.
 */
export async function closeSitting(tx: Tx, sitting: LectureAttendanceRow, now: Date): Promise<boolean> {
  const [closed] = await tx
    .update(lectureAttendances)
    .set({ endedAt: now })
    .where(and(eq(lectureAttendances.id, sitting.id), isNull(lectureAttendances.endedAt)))
    .returning({ id: lectureAttendances.id });
  if (!closed) return false;
  await tx
    .update(attendanceMarks)
    .set({ leftAt: now, peerId: null, handRaised: false })
    .where(and(eq(attendanceMarks.attendanceId, sitting.id), isNull(attendanceMarks.leftAt)));
  tx.afterCommit(lectureEvent(sitting, 'ended'));
  return true;
}

/**
 * POST /api/v1/lecture/end: the teacher ends the class. The sitting must be this lecture's (404) and open (409);
 * the item is no longer started live, so its button follows its times again. With Janus, the sitting's video room
 * is destroyed after the commit.
 */
export async function endLecture(
  ctx: ServiceContext,
  { item }: ItemAccess,
  attendanceId: string,
): Promise<void> {
  const lecture = assertMeetsLive(item);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    const sitting = await sittingOfLecture(tx, lecture.id, attendanceId);
    if (!(await closeSitting(tx, sitting, now))) throw conflict('This class has already ended.');
    const [ended] = await tx
      .update(courseItems)
      .set({ startedLive: false, updatedAt: now })
      .where(eq(courseItems.id, lecture.id))
      .returning();
    tx.afterCommit(courseChanged(itemChange(ended!), now));
  });
  await closeVideoRoom(ctx.config, attendanceId);
}

/** The ids of the open sittings of these items. */
export async function openSittingIdsOf(db: Db, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ id: lectureAttendances.id })
    .from(lectureAttendances)
    .where(and(inArray(lectureAttendances.lectureId, [...itemIds]), isNull(lectureAttendances.endedAt)));
  return rows.map((row) => row.id);
}

/** The ids of the open sittings these users have joined, whether or not they are in them now. */
export async function openSittingIdsJoinedBy(db: Db, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: lectureAttendances.id })
    .from(lectureAttendances)
    .innerJoin(attendanceMarks, eq(attendanceMarks.attendanceId, lectureAttendances.id))
    .where(and(inArray(attendanceMarks.userId, [...userIds]), isNull(lectureAttendances.endedAt)));
  return rows.map((row) => row.id);
}
