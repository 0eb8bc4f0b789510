import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AttendanceMarkRow, attendanceMarks } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
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
