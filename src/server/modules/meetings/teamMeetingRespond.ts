import { and, eq } from 'drizzle-orm';
import { meetingIsOver } from '../../../core/rules/meetingRules';
import { teamMeetingMembers } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { conflict, forbidden } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { teacherIdsOf } from '../courses/courseStudents';
import type { ItemAccess } from '../courses/policy';
import { courseChanged, notify } from '../notifications/notify';
import { assertKind, namesOf } from './meetingItems';

/**
 * POST /api/v1/teammeeting/respond: an invited member accepts or declines (SPEC §3: accept 'accepted'), and may
 * change their mind, until the meeting ends (409 after). Anyone not invited is refused (403). Those who teach the
 * course are told once it has committed.
 */
export async function respond(
  ctx: ServiceContext,
  caller: AuthUser,
  access: ItemAccess,
  accept: 'accepted' | 'declined',
): Promise<void> {
  const item = assertKind(access.item, 'teamMeeting');
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    const [answered] = await tx
      .update(teamMeetingMembers)
      .set({ accept, respondedAt: now })
      .where(and(eq(teamMeetingMembers.meetingId, item.id), eq(teamMeetingMembers.userId, caller.id)))
      .returning();
    if (!answered) throw forbidden('You are not invited to this team meeting.');
    if (meetingIsOver(item.endAt, now)) throw conflict('This team meeting has ended.');
    const name = (await namesOf(tx, [caller.id])).get(caller.id) ?? caller.username;
    await notify(tx, await teacherIdsOf(tx, access.course.id), {
      type: 'notification',
      title: `${name} ${accept} ${item.title}`,
      message: `Team meeting in ${access.course.name}.`,
      link: `/editteammeeting/${access.course.id}/${item.id}`,
      refType: 'teammeeting',
      refId: item.id,
      courseId: access.course.id,
      senderId: caller.id,
    });
    tx.afterCommit(courseChanged(itemChange(item), now));
    // A member who declines is no longer admitted to the room (liveRoomAdmission.ts).
    if (accept === 'declined')
      await ctx.memberships.ended(tx, { kind: 'teamMeetingInvitation', item, userIds: [caller.id] });
  });
}
