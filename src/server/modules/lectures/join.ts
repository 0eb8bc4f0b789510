import { sql } from 'drizzle-orm';
import type { SfuPlace } from '../../../core/schemas/lectures';
import { attendanceMarks } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { conflict, forbidden } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import type { LectureAccess } from '../livechat/access';
import { lectureEvent } from './events';
import { peerCredentials } from './peerIds';
import { admitToVideoRoom } from './sfu/videoRoom';
import { sittingOfLecture } from './sittings';

export interface PlaceInClass {
  peerId: string;
  token: string;
  iceServers: ServiceContext['config']['iceServers'];
  /** Their place in the sitting's Janus VideoRoom, when the video goes through Janus. */
  sfu?: SfuPlace;
}

/**
 * POST /api/v1/attendance/join: the caller enters the sitting's room and gets their place in the video: a fresh
 * signalling id and its token for /peerjs, and the ICE servers. The sitting must be this lecture's (404) and open
 * (409); someone the teacher removed stays out (403). The first join is when they came; a rejoin (a reload, a
 * second tab) only brings them back in. The sitting is read `for share`, so a join waits for an end under way and
 * then finds the class ended, rather than entering a room that has closed. With Janus, the caller's token goes on
 * the sitting's video room's allowed list as the join's last step, so a video server that does not answer (503)
 * leaves the attendance as it was; a commit failing after it leaves a token only someone admitted holds.
 */
export async function joinLecture(
  ctx: ServiceContext,
  caller: { id: string },
  { lecture }: LectureAccess,
  attendanceId: string,
): Promise<PlaceInClass> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const sitting = await sittingOfLecture(tx, lecture.id, attendanceId, true);
    if (sitting.endedAt) throw conflict('This class has ended.');
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
    const sfu = await admitToVideoRoom(ctx.config, sitting.id, caller.id);
    tx.afterCommit(lectureEvent(sitting, 'joined', { userId: caller.id }));
    return { peerId, token, iceServers: ctx.config.iceServers, ...(sfu ? { sfu } : {}) };
  });
}
