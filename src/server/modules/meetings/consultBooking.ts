import { and, eq } from 'drizzle-orm';
import {
  type SlotPlan,
  slotAt,
  slotHasRoom,
  slotIsBookable,
  slotsOf,
} from '../../../core/rules/consultSlots';
import { consultHasRoom, meetingIsOver } from '../../../core/rules/meetingRules';
import type { MyBooking } from '../../../core/schemas/meetings';
import { type ConsultBookingRow, type CourseItemRow, consultBookings } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import { teacherIdsOf } from '../courses/courseStudents';
import type { ItemAccess } from '../courses/policy';
import { courseChanged, notify } from '../notifications/notify';
import { bookedCountOf, lockConsult, planOf, slotBookedCountOf } from './consultRows';
import { assertKind, namesOf } from './meetingItems';

function assertStudentBefore(access: ItemAccess, now: Date, verb: string): CourseItemRow {
  const item = assertKind(access.item, 'consult');
  if (access.role !== 'student')
    throw forbidden(`Only the students of this course can ${verb} its consults.`);
  if (meetingIsOver(item.endAt, now)) throw conflict('This consult has ended.');
  return item;
}

type BookingNews = 'booked' | 'moved' | 'cancelled';

const NEWS_WORDS: Record<BookingNews, { title: string; did: string }> = {
  booked: { title: 'Consult booked', did: 'booked' },
  moved: { title: 'Consult booking moved', did: 'moved their booking to another slot of' },
  cancelled: { title: 'Consult booking cancelled', did: 'cancelled their booking of' },
};

/** What the teachers are told of a booking, its move to another slot, or its cancelling. */
async function tellTeachers(tx: Tx, caller: AuthUser, access: ItemAccess, news: BookingNews) {
  const { item, course } = access;
  const name = (await namesOf(tx, [caller.id])).get(caller.id) ?? caller.username;
  await notify(tx, await teacherIdsOf(tx, course.id), {
    type: 'notification',
    title: `${NEWS_WORDS[news].title}: ${item.title}`,
    message: `${name} ${NEWS_WORDS[news].did} the consult in ${course.name}.`,
    link: `/editconsult/${course.id}/${item.id}`,
    refType: 'consult',
    refId: item.id,
    courseId: course.id,
    senderId: caller.id,
  });
}

const CHOOSE_A_SLOT = "Slot: choose one of the consult's slots.";

const presentBooking = (row: ConsultBookingRow): MyBooking => ({
  topic: row.topic,
  bookedAt: row.bookedAt.toISOString(),
  slotStart: row.slotStart?.toISOString() ?? null,
});

/**
 * The slot a student asks for in a consult with these slots: 400 when it is not one of them, 409 when it has begun
 * or is full (counted under the consult's lock, so parallel bookings never exceed its places).
 */
async function claimSlot(
  tx: Tx,
  consult: CourseItemRow,
  plan: SlotPlan,
  slotStart: Date,
  now: Date,
): Promise<Date> {
  const slot = slotAt(slotsOf(consult, plan.minutes), slotStart);
  if (!slot) throw badRequest('Please check: slotStart.', { slotStart: CHOOSE_A_SLOT });
  if (!slotIsBookable(slot, now)) throw conflict('This slot has begun: choose a later one.');
  if (!slotHasRoom(plan.places, await slotBookedCountOf(tx, consult.id, slot.startAt)))
    throw conflict('This slot is fully booked: choose another.');
  return slot.startAt;
}

/**
 * POST /api/v1/consult/book: a student of the course who can see the consult books it before it ends, while it has
 * room (409 once full). Booking again changes the topic and keeps the place. In a consult with slots (issue 37) the
 * student names a slot that has not begun and has a free place; naming another moves the booking there. Those who
 * teach the course are told.
 */
export async function bookConsult(
  ctx: ServiceContext,
  caller: AuthUser,
  access: ItemAccess,
  { topic, slotStart }: { topic: string; slotStart?: string | undefined },
): Promise<MyBooking> {
  const now = ctx.clock.now();
  const item = assertStudentBefore(access, now, 'book');
  return inTransaction(ctx, async (tx) => {
    const consult = await lockConsult(tx, item.id);
    const plan = await planOf(tx, item.id);
    const mine = and(eq(consultBookings.consultId, item.id), eq(consultBookings.userId, caller.id));
    const [before] = await tx.select().from(consultBookings).where(mine);
    const keepsPlace = async () =>
      presentBooking((await tx.update(consultBookings).set({ topic }).where(mine).returning())[0]!);
    let slot: Date | null = null;
    if (!plan.slots) {
      if (slotStart !== undefined)
        throw badRequest('Please check: slotStart.', { slotStart: 'Slot: this consult has no slots.' });
      if (before) return keepsPlace();
      if (!consultHasRoom(plan.capacity, await bookedCountOf(tx, item.id)))
        throw conflict('This consult is fully booked.');
    } else {
      const wanted = slotStart === undefined ? before?.slotStart : new Date(slotStart);
      if (!wanted) throw badRequest('Please check: slotStart.', { slotStart: CHOOSE_A_SLOT });
      if (before?.slotStart?.getTime() === wanted.getTime()) return keepsPlace();
      slot = await claimSlot(tx, consult, plan.slots, wanted, now);
    }
    const [booked] = before
      ? await tx
          .update(consultBookings)
          .set({ topic, slotStart: slot, remindedAt: null })
          .where(mine)
          .returning()
      : await tx
          .insert(consultBookings)
          .values({ consultId: item.id, userId: caller.id, topic, bookedAt: now, slotStart: slot })
          .returning();
    await tellTeachers(tx, caller, access, before ? 'moved' : 'booked');
    tx.afterCommit(courseChanged(itemChange(item), now));
    return presentBooking(booked!);
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
    await tellTeachers(tx, caller, access, 'cancelled');
    tx.afterCommit(courseChanged(itemChange(item), now));
    // Without a booking the consult's room no longer admits them (liveRoomAdmission.ts).
    await ctx.memberships.ended(tx, { kind: 'consultBooking', item, userIds: [caller.id] });
  });
}
