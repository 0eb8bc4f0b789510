import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { admitsStudents, isAbandoned, runsFromStart } from '../../../core/rules/classSitting';
import type { AttendanceSession } from '../../../core/schemas/lectures';
import type { Db } from '../../db/client';
import {
  attendanceMarks,
  type CourseItemRow,
  courseItems,
  type LectureAttendanceRow,
  lectureAttendances,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { conflict } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { classStarted } from './classStarted';
import { lectureEvent } from './events';
import { assertMeetsLive } from './liveItem';
import { noSuchSitting } from './policy';
import { closeVideoRoom, openVideoRoom } from './sfu/videoRoom';

export const presentSession = (row: LectureAttendanceRow): AttendanceSession => ({
  _id: row.id,
  startedAt: row.startedAt.toISOString(),
  teacherEnteredAt: row.teacherEnteredAt?.toISOString() ?? null,
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

/** The lecture's latest class held (a teacher entered it) that has ended, if any: a start abandoned is not one. */
export async function lastHeldSittingOf(
  db: Db,
  lectureId: string,
): Promise<LectureAttendanceRow | undefined> {
  const [row] = await db
    .select()
    .from(lectureAttendances)
    .where(
      and(
        eq(lectureAttendances.lectureId, lectureId),
        isNotNull(lectureAttendances.endedAt),
        isNotNull(lectureAttendances.teacherEnteredAt),
      ),
    )
    .orderBy(desc(lectureAttendances.endedAt))
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
 * POST /api/v1/lecture/start: opens a sitting of the lecture (or another item that meets live) and answers its id and
 * whether it runs yet; one already started answers the sitting open now. The partial unique index allows one open
 * sitting per lecture, so of parallel starts one inserts and the others find its sitting. Issue 37: the class begins
 * when a teacher enters its room (join.ts), so the new sitting is opening and the wait pages hear `opening` after
 * the commit; a discussion, which has no room to enter, begins at once (classStarted.ts). A start left unentered
 * past its limit and not yet swept ends here, and this start opens a fresh one. With Janus, the sitting's video room
 * is made after the commit (a retry of a start Janus failed makes it then).
 */
export async function startLecture(
  ctx: ServiceContext,
  caller: AuthUser,
  { course, item }: ItemAccess,
): Promise<{ attendanceId: string; running: boolean }> {
  const lecture = assertMeetsLive(item);
  const now = ctx.clock.now();
  const runsNow = runsFromStart(lecture.kind);
  const abandoned: string[] = [];
  const started = await inTransaction(ctx, async (tx) => {
    const stale = await openSittingOf(tx, lecture.id);
    if (stale && isAbandoned(stale, now) && (await endIfAbandoned(tx, stale.id, lecture, now)))
      abandoned.push(stale.id);
    const [opened] = await tx
      .insert(lectureAttendances)
      .values({
        lectureId: lecture.id,
        startedBy: caller.id,
        startedAt: now,
        teacherEnteredAt: runsNow ? now : null,
      })
      .onConflictDoNothing({ target: lectureAttendances.lectureId, where: sql`ended_at is null` })
      .returning();
    if (!opened) {
      const open = await openSittingOf(tx, lecture.id);
      // Ended between the insert and the read: a start that finds nothing open is a caller's retry away.
      if (!open) throw conflict('The class was ending as you started it. Please start it again.');
      return { attendanceId: open.id, running: admitsStudents(open) };
    }
    if (runsNow) await classStarted(tx, { course, item: lecture, sitting: opened, by: caller.id, now });
    else tx.afterCommit(lectureEvent(opened, 'opening', { courseId: course.id }));
    return { attendanceId: opened.id, running: runsNow };
  });
  for (const attendanceId of abandoned) await closeVideoRoom(ctx.config, attendanceId);
  await openVideoRoom(ctx.config, started.attendanceId);
  return started;
}

/**
 * Closes an open sitting: it ends now, and everyone still in it leaves now. Answers false when it was not open (an
 * end that came first). Queues the `ended` event for the lecture's room and the course's (the wait pages say it
 * ended); the caller says what else goes with it.
 */
export async function closeSitting(
  tx: Tx,
  sitting: LectureAttendanceRow,
  courseId: string,
  now: Date,
): Promise<boolean> {
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
  tx.afterCommit(lectureEvent(sitting, 'ended', { courseId }));
  return true;
}

/**
 * Ends the class as its teacher does: the sitting closes, and the item is no longer started live, so its button
 * follows its times again. Answers false when it had already ended.
 */
async function endSitting(
  tx: Tx,
  sitting: LectureAttendanceRow,
  lecture: Pick<CourseItemRow, 'id' | 'courseId'>,
  now: Date,
): Promise<boolean> {
  if (!(await closeSitting(tx, sitting, lecture.courseId, now))) return false;
  const [ended] = await tx
    .update(courseItems)
    .set({ startedLive: false, updatedAt: now })
    .where(eq(courseItems.id, lecture.id))
    .returning();
  tx.afterCommit(courseChanged(itemChange(ended!), now));
  return true;
}

/**
 * Issue 37: a start whose teacher has not entered within the limit (core/rules/classSitting.ts) ends as if they had
 * ended it. The sitting is read `for update` and judged again, so a teacher's entry under way comes first and a
 * class just entered is never ended here. Answers whether it ended; the caller closes its video room after the
 * commit.
 */
export async function endIfAbandoned(
  tx: Tx,
  attendanceId: string,
  lecture: Pick<CourseItemRow, 'id' | 'courseId'>,
  now: Date,
): Promise<boolean> {
  const [sitting] = await tx
    .select()
    .from(lectureAttendances)
    .where(and(eq(lectureAttendances.id, attendanceId), eq(lectureAttendances.lectureId, lecture.id)))
    .for('update');
  return sitting !== undefined && isAbandoned(sitting, now) && endSitting(tx, sitting, lecture, now);
}

/**
 * POST /api/v1/lecture/end: the teacher ends the class. The sitting must be this lecture's (404) and open (409).
 * With Janus, the sitting's video room is destroyed after the commit.
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
    if (!(await endSitting(tx, sitting, lecture, now))) throw conflict('This class has already ended.');
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
