import type { CourseItemRow } from '../db/schema';
import type { Tx } from './transaction';

type LiveItem = Pick<CourseItemRow, 'id' | 'courseId' | 'kind'>;

/**
 * A membership that granted access has ended for some users (docs/api.md, "What a membership grants"). The service
 * that ends it reports the end in the same transaction, and every holder of access derived from it lets it go.
 */
export type MembershipEnd =
  /** Taken out of a course, or its students shut out of it (set back to draft): its rooms and classes. */
  | { kind: 'course'; courseId: string; userIds: readonly string[] }
  /** No longer invited to a team meeting: its room and its class, unless they teach the course. */
  | { kind: 'teamMeetingInvitation'; item: LiveItem; userIds: readonly string[] }
  /** A consult booking given up: the consult's room and its class. */
  | { kind: 'consultBooking'; item: LiveItem; userIds: readonly string[] }
  /** An account disabled: its places in every class (its sessions, and with them its sockets, end apart). */
  | { kind: 'account'; userIds: readonly string[] };

export type MembershipKind = MembershipEnd['kind'];

/**
 * What keeps access a membership granted beyond a check on each use, and so must let it go when the membership
 * ends: the sockets in its rooms, the places in its classes (and with them the signalling ids), and the tokens
 * on a video room's allowed list. Everything else (files and their link tokens, group work, notifications) is
 * checked against the memberships as they are on every use.
 */
export type AccessHolder = 'classRegister' | 'videoRoom' | 'socketRooms';

export interface MembershipEnds {
  /** Called in the transaction that ended the membership; what is not in the database follows its commit. */
  ended(tx: Tx, end: MembershipEnd): Promise<void>;
}
