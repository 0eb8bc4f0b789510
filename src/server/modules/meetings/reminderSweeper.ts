import { and, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEETINGS, TEAM_MEETING_REMINDER_MINUTES } from '../../../core/constants';
import { reminderIsDue } from '../../../core/rules/meetingRules';
import { courseItems, courses, teamMeetingMembers } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { startSweeper } from '../../platform/sweeper';
import { inTransaction } from '../../platform/transaction';
import { notify } from '../notifications/notify';
import { sendConsultSlotReminders } from './consultSlotReminders';

/**
 * Reminds each member of a team meeting who has not declined, once, from TEAM_MEETING_REMINDER_MINUTES before it
 * starts until it ends (issue 16: "reminders as notifications"). The members are claimed by one conditional UPDATE
 * (reminded_at still null) in the transaction that stores the notifications, so two sweeps, or two server instances,
 * remind each member once. Answers how many members it reminded.
 */
export async function sendTeamMeetingReminders(
  ctx: Pick<ServiceContext, 'db' | 'events' | 'clock'>,
): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + TEAM_MEETING_REMINDER_MINUTES * 60_000);
  const due = await ctx.db
    .select({ item: courseItems, courseName: courses.name })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(
      and(
        eq(courseItems.kind, 'teamMeeting'),
        isNull(courseItems.removedAt),
        isNull(courses.removedAt),
        lte(courseItems.startAt, horizon),
        gt(courseItems.endAt, now),
        inArray(
          courseItems.id,
          ctx.db
            .select({ id: teamMeetingMembers.meetingId })
            .from(teamMeetingMembers)
            .where(isNull(teamMeetingMembers.remindedAt)),
        ),
      ),
    );
  let reminded = 0;
  for (const { item, courseName } of due.filter((row) => reminderIsDue(row.item, now)))
    reminded += await inTransaction(ctx, async (tx) => {
      const claimed = await tx
        .update(teamMeetingMembers)
        .set({ remindedAt: now })
        .where(
          and(
            eq(teamMeetingMembers.meetingId, item.id),
            isNull(teamMeetingMembers.remindedAt),
            ne(teamMeetingMembers.accept, 'declined'),
          ),
        )
        .returning({ userId: teamMeetingMembers.userId });
      const minutes = Math.max(0, Math.round((item.startAt.getTime() - now.getTime()) / 60_000));
      await notify(
        tx,
        claimed.map((row) => row.userId),
        {
          type: 'notification',
          title: minutes > 0 ? `${item.title} starts in ${minutes} minutes` : `${item.title} has started`,
          message: `Team meeting in ${courseName}.`,
          link: `/viewcourse/${item.courseId}`,
          refType: 'teammeeting',
          refId: item.id,
          courseId: item.courseId,
          senderId: null,
        },
      );
      return claimed.length;
    });
  return reminded;
}

/** Sends the team meetings' and consult slots' reminders every `MEETINGS.reminderSweepMs` while the app runs. */
export const startReminderSweeper = (app: FastifyInstance) =>
  startSweeper(
    app,
    MEETINGS.reminderSweepMs,
    async (ctx) => (await sendTeamMeetingReminders(ctx)) + (await sendConsultSlotReminders(ctx)),
    'sending meeting reminders failed',
  );
