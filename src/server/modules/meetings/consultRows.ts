import { and, count, eq, inArray } from 'drizzle-orm';
import { type SlotPlan, slotsOf } from '../../../core/rules/consultSlots';
import { personName } from '../../../core/rules/personName';
import type { ConsultBooking, ConsultSlot, MyBooking } from '../../../core/schemas/meetings';
import type { Db } from '../../db/client';
import { type CourseItemRow, consultBookings, consultSettings, courseItems, users } from '../../db/schema';
import { personColumns } from '../users/person';

/** How full a consult is and the user's place in it, with its slots (issue 37). */
export interface ConsultState {
  capacity: number | null;
  bookedCount: number;
  myBooking: MyBooking | null;
  slotMinutes: number | null;
  slotPlaces: number | null;
  slots: ConsultSlot[];
}

/** What consult reads need of its item: its id and times, from which its slots follow. */
export type ConsultTimes = Pick<CourseItemRow, 'id' | 'startAt' | 'endAt'>;

const presentBooking = (row: { topic: string; bookedAt: Date; slotStart: Date | null }): MyBooking => ({
  topic: row.topic,
  bookedAt: row.bookedAt.toISOString(),
  slotStart: row.slotStart?.toISOString() ?? null,
});

/** What a teacher set for a consult: its capacity (null: no limit) and its slot plan (null: no slots). */
export interface ConsultPlan {
  capacity: number | null;
  slots: SlotPlan | null;
}

const planFrom = (row: typeof consultSettings.$inferSelect | undefined): ConsultPlan => ({
  capacity: row?.capacity ?? null,
  slots:
    row?.slotMinutes != null && row.slotPlaces != null
      ? { minutes: row.slotMinutes, places: row.slotPlaces }
      : null,
});

export async function planOf(db: Db, consultId: string): Promise<ConsultPlan> {
  const [row] = await db
    .select()
    .from(consultSettings)
    .where(eq(consultSettings.consultId, consultId))
    .limit(1);
  return planFrom(row);
}

/** How many students booked the slot of this consult that begins at `slotStart`. */
export async function slotBookedCountOf(db: Db, consultId: string, slotStart: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consultBookings)
    .where(and(eq(consultBookings.consultId, consultId), eq(consultBookings.slotStart, slotStart)));
  return row?.n ?? 0;
}

export async function bookedCountOf(db: Db, consultId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consultBookings)
    .where(eq(consultBookings.consultId, consultId));
  return row?.n ?? 0;
}

/** A consult's state from its plan, its bookings counted by slot (key: the slot's start in ms, 0 for none). */
function stateOf(
  consult: ConsultTimes,
  plan: ConsultPlan,
  counts: Map<number, number>,
  myBooking: MyBooking | null,
): ConsultState {
  const bookedCount = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (!plan.slots)
    return {
      capacity: plan.capacity,
      bookedCount,
      myBooking,
      slotMinutes: null,
      slotPlaces: null,
      slots: [],
    };
  const { minutes, places } = plan.slots;
  const slots = slotsOf(consult, minutes).map((slot) => ({
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
    places,
    bookedCount: counts.get(slot.startAt.getTime()) ?? 0,
  }));
  return {
    capacity: slots.length * places,
    bookedCount,
    myBooking,
    slotMinutes: minutes,
    slotPlaces: places,
    slots,
  };
}

/** The state of each of these consults for `userId`, in three queries whatever their number. */
export async function consultStates(
  db: Db,
  consults: readonly ConsultTimes[],
  userId: string,
): Promise<Map<string, ConsultState>> {
  const ids = consults.map((consult) => consult.id);
  if (!ids.length) return new Map();
  const [settings, counts, mine] = await Promise.all([
    db.select().from(consultSettings).where(inArray(consultSettings.consultId, ids)),
    db
      .select({ consultId: consultBookings.consultId, slotStart: consultBookings.slotStart, n: count() })
      .from(consultBookings)
      .where(inArray(consultBookings.consultId, ids))
      .groupBy(consultBookings.consultId, consultBookings.slotStart),
    db
      .select()
      .from(consultBookings)
      .where(and(inArray(consultBookings.consultId, ids), eq(consultBookings.userId, userId))),
  ]);
  const plans = new Map(settings.map((row) => [row.consultId, planFrom(row)]));
  const booked = new Map<string, Map<number, number>>();
  for (const row of counts) {
    const bySlot = booked.get(row.consultId) ?? new Map<number, number>();
    bySlot.set(row.slotStart?.getTime() ?? 0, row.n);
    booked.set(row.consultId, bySlot);
  }
  const own = new Map(mine.map((row) => [row.consultId, presentBooking(row)]));
  return new Map(
    consults.map((consult) => [
      consult.id,
      stateOf(
        consult,
        plans.get(consult.id) ?? planFrom(undefined),
        booked.get(consult.id) ?? new Map(),
        own.get(consult.id) ?? null,
      ),
    ]),
  );
}

export async function consultStateOf(db: Db, consult: ConsultTimes, userId: string): Promise<ConsultState> {
  return (await consultStates(db, [consult], userId)).get(consult.id)!;
}

/** Every booking of these consults by consult, each by slot then first booked first: for those who teach them. */
export async function bookingsOfConsults(
  db: Db,
  consultIds: readonly string[],
): Promise<Map<string, ConsultBooking[]>> {
  const byConsult = new Map<string, ConsultBooking[]>(consultIds.map((id) => [id, []]));
  if (!consultIds.length) return byConsult;
  const rows = await db
    .select({
      consultId: consultBookings.consultId,
      person: personColumns,
      topic: consultBookings.topic,
      bookedAt: consultBookings.bookedAt,
      slotStart: consultBookings.slotStart,
    })
    .from(consultBookings)
    .innerJoin(users, eq(users.id, consultBookings.userId))
    .where(inArray(consultBookings.consultId, [...consultIds]))
    .orderBy(consultBookings.slotStart, consultBookings.bookedAt, consultBookings.userId);
  for (const row of rows)
    byConsult.get(row.consultId)?.push({
      _id: row.person.id,
      name: personName(row.person),
      ...presentBooking(row),
    });
  return byConsult;
}

export async function bookingsOf(db: Db, consultId: string): Promise<ConsultBooking[]> {
  return (await bookingsOfConsults(db, [consultId])).get(consultId)!;
}

/**
 * Locks the consult's row for the rest of the transaction, so that its bookings are counted and made one at a time
 * (parallel requests wait here) and never go over its capacity or a slot's places, nor the capacity or slots below
 * them. Answers the row as it is now: its times may have changed since the request read it.
 */
export async function lockConsult(tx: Db, consultId: string): Promise<CourseItemRow> {
  const [row] = await tx.select().from(courseItems).where(eq(courseItems.id, consultId)).for('update');
  return row!;
}
