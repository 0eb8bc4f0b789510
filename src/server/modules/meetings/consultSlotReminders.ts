import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { TEAM_MEETING_REMINDER_MINUTES } from '../../../core/constants';
import { slotFrom } from '../../../core/rules/consultSlots';
import { reminderIsDue } from '../../../core/rules/meetingRules';
import { consultBookings, consultSettings, courseItems, courses } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { inTransaction } from '../../platform/transaction';
import { notify } from '../notifications/notify';

/**
 * Reminds each student who booked a consult's slot, once, from TEAM_MEETING_REMINDER_MINUTES before their slot
 * until it ends (issue 37: "reminders go at the student's slot"). A booking is claimed by one conditional UPDATE
 * (reminded_at still null, the slot unchanged) in the transaction that stores the notification, so two sweeps or two
 * server instances remind once; moving the booking to another slot clears reminded_at. Answers how many it reminded.
 */
export async function sendConsultSlotReminders(
  ctx: Pick<ServiceContext, 'db' | 'events' | 'clock'>,
): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + TEAM_MEETING_REMINDER_MINUTES * 60_000);
  const due = await ctx.db
    .select({
      userId: consultBookings.userId,
      slotStart: consultBookings.slotStart,
      minutes: consultSettings.slotMinutes,
      item: courseItems,
      courseName: courses.name,
    })
    .from(consultBookings)
    .innerJoin(consultSettings, eq(consultSettings.consultId, consultBookings.consultId))
    .innerJoin(courseItems, eq(courseItems.id, consultBookings.consultId))
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(
      and(
        isNull(consultBookings.remindedAt),
        isNotNull(consultBookings.slotStart),
        isNotNull(consultSettings.slotMinutes),
        lte(consultBookings.slotStart, horizon),
        gt(courseItems.endAt, now),
        isNull(courseItems.removedAt),
        isNull(courses.removedAt),
      ),
    );
  let reminded = 0;
  for (const { userId, slotStart, minutes, item, courseName } of due) {
    const slot = slotFrom(slotStart!, minutes!);
    if (!reminderIsDue(slot, now)) continue;
    reminded += await inTransaction(ctx, async (tx) => {
      const claimed = await tx
        .update(consultBookings)
        .set({ remindedAt: now })
        .where(
          and(
            eq(consultBookings.consultId, item.id),
            eq(consultBookings.userId, userId),
            eq(consultBookings.slotStart, slot.startAt),
            isNull(consultBookings.remindedAt),
          ),
        )
        .returning({ userId: consultBookings.userId });
      const minutesLeft = Math.max(0, Math.round((slot.startAt.getTime() - now.getTime()) / 60_000));
      await notify(
        tx,
        claimed.map((row) => row.userId),
        {
          type: 'notification',
          title:
            minutesLeft > 0
              ? `Your slot of ${item.title} starts in ${minutesLeft} minutes`
              : `Your slot of ${item.title} has started`,
          message: `Consult in ${courseName}.`,
          link: `/viewcourse/${item.courseId}`,
          refType: 'consult',
          refId: item.id,
          courseId: item.courseId,
          senderId: null,
        },
      );
      return claimed.length;
    });
  }
  return reminded;
}
