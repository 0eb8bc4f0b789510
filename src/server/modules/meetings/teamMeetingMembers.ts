import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { TeamMeetingMember } from '../../../core/schemas/meetings';
import { courseMembers, teamMeetingMembers, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged, notify } from '../notifications/notify';
import { assertKind, namesOf } from './meetingItems';
import { membersOf } from './teamMeetingRows';

/**
 * POST /api/v1/teammeeting/saveMembers: those who teach the course set who is invited. Every one must be an active
 * member of the course (400 naming those who are not). Those newly invited are told; those left out are dropped
 * and leave the meeting's room; those kept keep their answers. Answers the members as they now stand.
 */
export async function saveMembers(
  ctx: ServiceContext,
  caller: AuthUser,
  access: ItemAccess,
  userIds: readonly string[],
): Promise<TeamMeetingMember[]> {
  const item = assertKind(access.item, 'teamMeeting');
  const { course } = access;
  const wanted = [...new Set(userIds)];
  return inTransaction(ctx, async (tx) => {
    const active = wanted.length
      ? await tx
          .select({ id: users.id })
          .from(courseMembers)
          .innerJoin(users, eq(users.id, courseMembers.userId))
          .where(
            and(
              eq(courseMembers.courseId, course.id),
              inArray(courseMembers.userId, wanted),
              eq(users.disabled, false),
            ),
          )
      : [];
    const activeIds = new Set(active.map((row) => row.id));
    const outsiders = wanted.filter((id) => !activeIds.has(id));
    if (outsiders.length) {
      const named = await namesOf(tx, outsiders);
      const names = outsiders.map((id) => named.get(id) ?? `unknown user ${id}`);
      throw badRequest(
        `Not active members of this course: ${names.join(', ')}. Add them to the course first.`,
        {
          userIds: names.join(', '),
        },
      );
    }
    const dropped = await tx
      .delete(teamMeetingMembers)
      .where(
        and(
          eq(teamMeetingMembers.meetingId, item.id),
          wanted.length ? notInArray(teamMeetingMembers.userId, wanted) : undefined,
        ),
      )
      .returning({ userId: teamMeetingMembers.userId });
    const added = wanted.length
      ? await tx
          .insert(teamMeetingMembers)
          .values(wanted.map((userId) => ({ meetingId: item.id, userId })))
          .onConflictDoNothing()
          .returning({ userId: teamMeetingMembers.userId })
      : [];
    await notify(
      tx,
      added.map((row) => row.userId),
      {
        type: 'notification',
        title: `You are invited to ${item.title}`,
        message: `A team meeting in ${course.name}. Accept or decline it on the course page.`,
        link: `/viewcourse/${course.id}`,
        refType: 'teammeeting',
        refId: item.id,
        courseId: course.id,
        senderId: caller.id,
      },
    );
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
    // Those no longer invited leave the meeting's room, and its class if they are in it.
    await ctx.memberships.ended(tx, {
      kind: 'teamMeetingInvitation',
      item,
      userIds: dropped.map((row) => row.userId),
    });
    return membersOf(tx, item.id, course.id);
  });
}
