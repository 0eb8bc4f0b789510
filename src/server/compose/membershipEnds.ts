import { courseRooms, liveItemIdsOf } from '../modules/courses/courseRooms';
import { usersNotAdmitted } from '../modules/courses/liveRoomAdmission';
import { endPlacesInClass } from '../modules/lectures/presence';
import { removeFromVideoRoom } from '../modules/lectures/sfu/videoRoom';
import { openSittingIdsJoinedBy, openSittingIdsOf } from '../modules/lectures/sittings';
import type { ServiceContext } from '../platform/context';
import { usersLeave } from '../platform/liveEvents';
import type { AccessHolder, MembershipEnd, MembershipEnds } from '../platform/memberships';
import { lectureRoom } from '../platform/rooms';
import type { Tx } from '../platform/transaction';

type Parts = Omit<ServiceContext, 'memberships'>;

/** What an ended membership took away, found once for every holder. */
export interface EndedAccess {
  /** Those who lost access (one who still has it another way, as a teacher of the course, is not among them). */
  userIds: readonly string[];
  /** The open sittings of the classes the membership let them into. */
  sittingIds: readonly string[];
  /** The socket rooms the membership let them follow. */
  rooms: readonly string[];
}

type Revocation = (parts: Parts, tx: Tx, ended: EndedAccess) => Promise<void>;

/**
 * Every holder of access a membership grants, and how it lets go when the membership ends (issue 32). Typed by
 * every `AccessHolder`: a new kind of held access does not compile until it says how it is taken back. Run in
 * this order: the class hears someone left while they are still in its room, then they leave the room.
 */
export const REVOCATIONS: { readonly [Holder in AccessHolder]: Revocation } = {
  // Their places end; the signalling server relays nothing more for them and closes their sockets on its sweep.
  classRegister: async (parts, tx, { sittingIds, userIds }) => {
    await endPlacesInClass(tx, sittingIds, userIds, parts.clock.now());
  },
  // Their tokens come off each open class's video room, and whoever publishes there without a place is kicked.
  videoRoom: async (parts, tx, { sittingIds, userIds }) => {
    if (!parts.config.janus || sittingIds.length === 0 || userIds.length === 0) return;
    tx.afterCommitRun(async () => {
      for (const sittingId of sittingIds)
        for (const userId of userIds)
          await removeFromVideoRoom(parts.config, parts.db, sittingId, userId).catch((error: unknown) =>
            parts.log.error(
              { err: error, sittingId, userId },
              'could not shut an ended member out of a video room',
            ),
          );
    });
  },
  socketRooms: async (_parts, tx, { userIds, rooms }) => {
    if (userIds.length && rooms.length) tx.afterCommit(usersLeave(userIds, rooms));
  },
};

async function endedAccess(tx: Tx, end: MembershipEnd): Promise<EndedAccess> {
  if (end.kind === 'account')
    return { userIds: end.userIds, sittingIds: await openSittingIdsJoinedBy(tx, end.userIds), rooms: [] };
  if (end.kind === 'course') {
    const rooms = await courseRooms(tx, end.courseId);
    const sittingIds = await openSittingIdsOf(tx, await liveItemIdsOf(tx, end.courseId));
    return { userIds: end.userIds, sittingIds, rooms };
  }
  return {
    userIds: await usersNotAdmitted(tx, end.item, end.userIds),
    sittingIds: await openSittingIdsOf(tx, [end.item.id]),
    rooms: [lectureRoom(end.item.id)],
  };
}

/** Where services report an ended membership: every holder in REVOCATIONS lets go of what it granted. */
export function membershipEnds(parts: Parts): MembershipEnds {
  return {
    async ended(tx, end) {
      const ended = await endedAccess(tx, end);
      if (ended.userIds.length === 0) return;
      for (const revoke of Object.values(REVOCATIONS)) await revoke(parts, tx, ended);
    },
  };
}
