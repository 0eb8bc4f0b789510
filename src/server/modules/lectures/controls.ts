import { and, eq } from 'drizzle-orm';
import type { LectureControl } from '../../../core/schemas/lectures';
import { attendanceMarks, lectureAttendances } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { usersLeave } from '../../platform/liveEvents';
import { lectureRoom } from '../../platform/rooms';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { lectureEvent } from './events';
import { assertMeetsLive } from './liveItem';
import { markInRoom } from './presence';
import { removeFromVideoRoom } from './sfu/videoRoom';
import { sittingOfLecture } from './sittings';

/** The controls that name one participant; `muteAll` and `unspotlight` are for the whole class. */
const FOR_ONE: ReadonlySet<LectureControl> = new Set(['mute', 'remove', 'spotlight', 'lowerHand']);

const MESSAGES: Record<LectureControl, string> = {
  mute: 'They are asked to turn their microphone off.',
  muteAll: 'Everyone is asked to turn their microphone off.',
  remove: 'They are removed from this class.',
  spotlight: 'They are in the spotlight.',
  unspotlight: 'Nobody is in the spotlight now.',
  lowerHand: 'Their hand is lowered.',
};

/**
 * POST /api/v1/lecture/control: the teacher runs the class. `mute` and `muteAll` are events only (each page turns
 * its own microphone off when told); `remove` marks the person removed and out now, then takes their sockets out
 * of the lecture's room; `spotlight` and `unspotlight` set whom the class sees large; `lowerHand` lowers a hand.
 * The person named must be in the room now (404), the sitting this lecture's (404) and open (409). Answers the
 * message that says what was done. With Janus, a removal then shuts them out of the sitting's video room.
 */
export async function controlLecture(
  ctx: ServiceContext,
  caller: AuthUser,
  { item }: ItemAccess,
  body: { attendanceId: string; action: LectureControl; userId?: string | undefined },
): Promise<string> {
  const lecture = assertMeetsLive(item);
  const { action, userId } = body;
  if (FOR_ONE.has(action) && !userId)
    throw badRequest('Say whom this is for.', { userId: 'User id is required for this action.' });
  if (action === 'remove' && userId === caller.id)
    throw badRequest('You cannot remove yourself from the class; end it instead.', {
      userId: 'Choose someone else.',
    });
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    const sitting = await sittingOfLecture(tx, lecture.id, body.attendanceId, true);
    if (sitting.endedAt) throw conflict('This class has already ended.');
    const target = FOR_ONE.has(action) ? await markInRoom(tx, sitting.id, userId!) : undefined;
    if (FOR_ONE.has(action) && !target) throw notFound('They are not in this class now.');
    const theirs = and(
      eq(attendanceMarks.attendanceId, sitting.id),
      eq(attendanceMarks.userId, userId ?? ''),
    );
    switch (action) {
      case 'mute':
        tx.afterCommit(lectureEvent(sitting, 'mute', { userId }));
        break;
      case 'muteAll':
        tx.afterCommit(lectureEvent(sitting, 'muteAll'));
        break;
      case 'remove':
        await tx
          .update(attendanceMarks)
          .set({ removed: true, leftAt: now, peerId: null, handRaised: false })
          .where(theirs);
        if (sitting.spotlightUserId === userId)
          await tx
            .update(lectureAttendances)
            .set({ spotlightUserId: null })
            .where(eq(lectureAttendances.id, sitting.id));
        // Told first, while still in the room; then out of it.
        tx.afterCommit([
          lectureEvent(sitting, 'removed', { userId }),
          usersLeave([userId!], [lectureRoom(lecture.id)]),
        ]);
        break;
      case 'spotlight':
      case 'unspotlight':
        await tx
          .update(lectureAttendances)
          .set({ spotlightUserId: action === 'spotlight' ? userId! : null })
          .where(eq(lectureAttendances.id, sitting.id));
        tx.afterCommit(lectureEvent(sitting, 'spotlight', action === 'spotlight' ? { userId } : {}));
        break;
      case 'lowerHand':
        await tx.update(attendanceMarks).set({ handRaised: false }).where(theirs);
        tx.afterCommit(lectureEvent(sitting, 'hand', { userId }));
        break;
    }
  });
  if (action === 'remove') await removeFromVideoRoom(ctx.config, ctx.db, body.attendanceId, userId!);
  return MESSAGES[action];
}
