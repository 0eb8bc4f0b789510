import { and, eq, isNull, sql } from 'drizzle-orm';
import { admitsStudents } from '../../../core/rules/classSitting';
import type { SfuPlace } from '../../../core/schemas/lectures';
import { attendanceMarks, lectureAttendances } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { conflict, forbidden } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import { isCourseTeacher } from '../chat/membership';
import { findCourse } from '../courses/policy';
import type { LectureAccess } from '../livechat/access';
import { classStarted } from './classStarted';
import { lectureEvent } from './events';
import { peerCredentials } from './peerIds';
import { admitToVideoRoom, closeVideoRoom } from './sfu/videoRoom';
import { endIfAbandoned, sittingOfLecture } from './sittings';

export interface PlaceInClass {
  peerId: string;
  token: string;
  iceServers: ServiceContext['config']['iceServers'];
  /** Their place in the sitting's Janus VideoRoom, when the video goes through Janus. */
  sfu?: SfuPlace;
}

/**
 * A teacher of the course enters the sitting (issue 37): the first entry is when the class begins. A conditional
 * write, made before the sitting is read `for share`, so that two entries at once queue on the row (the second
 * finds it entered) rather than deadlock. Answers whether this was the first.
 */
async function enterSitting(tx: Tx, lectureId: string, attendanceId: string, now: Date): Promise<boolean> {
  const entered = await tx
    .update(lectureAttendances)
    .set({ teacherEnteredAt: now })
    .where(
      and(
        eq(lectureAttendances.id, attendanceId),
        eq(lectureAttendances.lectureId, lectureId),
        isNull(lectureAttendances.endedAt),
        isNull(lectureAttendances.teacherEnteredAt),
      ),
    )
    .returning({ id: lectureAttendances.id });
  return entered.length > 0;
}

/**
 * POST /api/v1/attendance/join: the caller enters the sitting's room and gets their place in the video: a fresh
 * signalling id and its token for /peerjs, and the ICE servers. The sitting must be this lecture's (404) and open
 * (409); someone the teacher removed stays out (403). Issue 37: a teacher's join is their entry, which begins the
 * class (classStarted.ts); students are let in only once it has begun (409 while the teacher is getting ready), and
 * a teacher who comes to a start abandoned past its limit finds it ended. The first join is when they came; a
 * rejoin (a reload, a second tab) only brings them back in. The sitting is read `for share`, so a join waits for an
 * end under way and then finds the class ended, rather than entering a room that has closed. With Janus, the
 * caller's token goes on the sitting's video room's allowed list as the join's last step, so a video server that
 * does not answer (503) leaves the attendance as it was; a commit failing after it leaves a token only someone
 * admitted holds.
 */
export async function joinLecture(
  ctx: ServiceContext,
  caller: { id: string },
  { lecture, role }: LectureAccess,
  attendanceId: string,
): Promise<PlaceInClass> {
  const now = ctx.clock.now();
  const teaches = isCourseTeacher(role);
  if (teaches && (await inTransaction(ctx, (tx) => endIfAbandoned(tx, attendanceId, lecture, now))))
    await closeVideoRoom(ctx.config, attendanceId);
  return inTransaction(ctx, async (tx) => {
    const entered = teaches && (await enterSitting(tx, lecture.id, attendanceId, now));
    const sitting = await sittingOfLecture(tx, lecture.id, attendanceId, true);
    if (sitting.endedAt) throw conflict('This class has ended.');
    if (!admitsStudents(sitting))
      throw conflict('Your teacher is getting ready. You can join as soon as they are in the class.');
    const { peerId, token } = peerCredentials(ctx.config.tokenSecret, {
      attendanceId: sitting.id,
      userId: caller.id,
    });
    const [mark] = await tx
      .insert(attendanceMarks)
      .values({ attendanceId: sitting.id, userId: caller.id, peerId, joinedAt: now })
      .onConflictDoUpdate({
        target: [attendanceMarks.attendanceId, attendanceMarks.userId],
        set: { peerId, leftAt: null },
        // A removed person's line stays as the teacher left it.
        setWhere: sql`${attendanceMarks.removed} = false`,
      })
      .returning({ userId: attendanceMarks.userId });
    if (!mark) throw forbidden('The teacher removed you from this class.');
    if (entered)
      await classStarted(tx, {
        course: await findCourse(tx, lecture.courseId),
        item: lecture,
        sitting,
        by: caller.id,
        now,
      });
    const sfu = await admitToVideoRoom(ctx.config, sitting.id, caller.id);
    tx.afterCommit(lectureEvent(sitting, 'joined', { userId: caller.id }));
    return { peerId, token, iceServers: ctx.config.iceServers, ...(sfu ? { sfu } : {}) };
  });
}
