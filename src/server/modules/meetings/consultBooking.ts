import { and, eq } from 'drizzle-orm';
import { consultHasRoom, meetingIsOver } from '../../../core/rules/meetingRules';
import type { MyBooking } from '../../../core/schemas/meetings';
import { type CourseItemRow, consultBookings } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import { teacherIdsOf } from '../courses/courseStudents';
import type { ItemAccess } from '../courses/policy';
import { courseChanged, notify } from '../notifications/notify';
import { bookedCountOf, capacityOf, lockConsult } from './consultRows';
import { assertKind, namesOf } from './meetingItems';

function assertStudentBefore(access: ItemAccess, now: Date, verb: string): CourseItemRow {
  const item = assertKind(access.item, 'consult');
  if (access.role !== 'student')
    throw forbidden(`Only the students of this course can ${verb} its consults.`);
  if (meetingIsOver(item.endAt, now)) throw conflict('This consult has ended.');
  return item;
}

/** What the teachers are told of a booking or its cancelling. */
async function tellTeachers(tx: Tx, caller: AuthUser, access: ItemAccess, booked: boolean) {
  const { item, course } = access;
  const name = (await namesOf(tx, [caller.id])).get(caller.id) ?? caller.username;
  await notify(tx, await teacherIdsOf(tx, course.id), {
    type: 'notification',
    title: booked ? `Consult booked: ${item.title}` : `Consult booking cancelled: ${item.title}`,
    message: `${name} ${booked ? 'booked' : 'cancelled their booking of'} the consult in ${course.name}.`,
    link: `/editconsult/${course.id}/${item.id}`,
    refType: 'consult',
    refId: item.id,
    courseId: course.id,
    senderId: caller.id,
  });
}

/**
 * POST /api/v1/consult/book: a student of the course who can see the consult books it before it ends, while it has
 * room (409 once full). Booking again changes the topic and keeps the place. Those who teach the course are told.
 */
export async function bookConsult(
  ctx: ServiceContext,
  caller: AuthUser,
  access: ItemAccess,
  topic: string,
): Promise<MyBooking> {
  const now = ctx.clock.now();
  const item = assertStudentBefore(access, now, 'book');
  return inTransaction(ctx, async (tx) => {
    await lockConsult(tx, item.id);
    const [again] = await tx
      .update(consultBookings)
      .set({ topic })
      .where(and(eq(consultBookings.consultId, item.id), eq(consultBookings.userId, caller.id)))
      .returning();
    if (again) return { topic: again.topic, bookedAt: again.bookedAt.toISOString() };
    if (!consultHasRoom(await capacityOf(tx, item.id), await bookedCountOf(tx, item.id)))
      throw conflict('This consult is fully booked.');
    const [booked] = await tx
      .insert(consultBookings)
      .values({ consultId: item.id, userId: caller.id, topic, bookedAt: now })
      .returning();
    await tellTeachers(tx, caller, access, true);
    tx.afterCommit(courseChanged(itemChange(item), now));
    return { topic: booked!.topic, bookedAt: booked!.bookedAt.toISOString() };
  });
}

/**
 * POST /api/v1/consult/cancel: the student who booked the consult gives up their place, before it ends, and leaves
 * its room.
 */
export async function cancelBooking(
  ctx: ServiceContext,
  caller: AuthUser,
  access: ItemAccess,
): Promise<void> {
  const now = ctx.clock.now();
  const item = assertStudentBefore(access, now, 'cancel bookings of');
  await inTransaction(ctx, async (tx) => {
    await lockConsult(tx, item.id);
    const gone = await tx
      .delete(consultBookings)
      .where(and(eq(consultBookings.consultId, item.id), eq(consultBookings.userId, caller.id)))
      .returning();
    if (!gone.length) throw notFound('You have not booked this consult.');
    await tellTeachers(tx, caller, access, false);
    tx.afterCommit(courseChanged(itemChange(item), now));
    // Without a booking the consult's room no longer admits them (liveRoomAdmission.ts).
    await ctx.memberships.ended(tx, { kind: 'consultBooking', item, userIds: [caller.id] });
  });
}
