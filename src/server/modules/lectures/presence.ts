import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AttendanceMarkRow, attendanceMarks, lectureAttendances } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { LectureAccess } from '../livechat/access';
import { lectureEvent } from './events';
import { sittingOfLecture } from './sittings';

/** The user's line in the sitting while they are in its room now (joined, not left, not removed). */
export async function markInRoom(
  db: Db,
  attendanceId: string,
  userId: string,
): Promise<AttendanceMarkRow | undefined> {
  const [mark] = await db
    .select()
    .from(attendanceMarks)
    .where(
      and(
        eq(attendanceMarks.attendanceId, attendanceId),
        eq(attendanceMarks.userId, userId),
        isNull(attendanceMarks.leftAt),
        eq(attendanceMarks.removed, false),
      ),
    )
    .limit(1);
  return mark;
}

/**
 * POST /api/v1/attendance/leave: the caller leaves the sitting's room now; their signalling id goes and their hand
 * comes down. Leaving twice, or a sitting never joined, is no harm (and tells nobody).
 */
export async function leaveLecture(
  ctx: ServiceContext,
  caller: { id: string },
  { lecture }: LectureAccess,
  attendanceId: string,
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    const sitting = await sittingOfLecture(tx, lecture.id, attendanceId);
    const [left] = await tx
      .update(attendanceMarks)
      .set({ leftAt: now, peerId: null, handRaised: false })
      .where(
        and(
          eq(attendanceMarks.attendanceId, sitting.id),
          eq(attendanceMarks.userId, caller.id),
          isNull(attendanceMarks.leftAt),
        ),
      )
      .returning({ userId: attendanceMarks.userId });
    if (left) tx.afterCommit(lectureEvent(sitting, 'left', { userId: caller.id }));
  });
}

/** POST /api/v1/attendance/hand: the caller raises or lowers their hand, only while in the room (409 otherwise). */
export async function raiseHand(
  ctx: ServiceContext,
  caller: { id: string },
  { lecture }: LectureAccess,
  attendanceId: string,
  raised: boolean,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const sitting = await sittingOfLecture(tx, lecture.id, attendanceId);
    const [mark] = await tx
      .update(attendanceMarks)
      .set({ handRaised: raised })
      .where(
        and(
          eq(attendanceMarks.attendanceId, sitting.id),
          eq(attendanceMarks.userId, caller.id),
          isNull(attendanceMarks.leftAt),
          eq(attendanceMarks.removed, false),
        ),
      )
      .returning({ userId: attendanceMarks.userId });
    if (!mark) throw conflict('Join the class first.');
    tx.afterCommit(lectureEvent(sitting, 'hand', { userId: caller.id }));
  });
}

/**
 * A membership that let these users into the class has ended (platform/memberships.ts): their places in these open
 * sittings end now, as leaving would end them, so their signalling ids stop working. Answers the places ended; the
 * class is told each one left.
 */
export async function endPlacesInClass(
  tx: Tx,
  sittingIds: readonly string[],
  userIds: readonly string[],
  now: Date,
): Promise<{ attendanceId: string; userId: string }[]> {
  if (sittingIds.length === 0 || userIds.length === 0) return [];
  const ended = await tx
    .update(attendanceMarks)
    .set({ leftAt: now, peerId: null, handRaised: false })
    .where(
      and(
        inArray(attendanceMarks.attendanceId, [...sittingIds]),
        inArray(attendanceMarks.userId, [...userIds]),
        isNull(attendanceMarks.leftAt),
      ),
    )
    .returning({ attendanceId: attendanceMarks.attendanceId, userId: attendanceMarks.userId });
  if (ended.length === 0) return [];
  const sittings = await tx
    .select({ id: lectureAttendances.id, lectureId: lectureAttendances.lectureId })
    .from(lectureAttendances)
    .where(inArray(lectureAttendances.id, [...new Set(ended.map((place) => place.attendanceId))]));
  const sittingOf = new Map(sittings.map((sitting) => [sitting.id, sitting]));
  tx.afterCommit(
    ended.map((place) => lectureEvent(sittingOf.get(place.attendanceId)!, 'left', { userId: place.userId })),
  );
  return ended;
}
