import { and, count, eq, inArray } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import type { ConsultBooking, MyBooking } from '../../../core/schemas/meetings';
import type { Db } from '../../db/client';
import { consultBookings, consultSettings, courseItems, users } from '../../db/schema';
import { personColumns } from '../users/person';

/** How full a consult is and the user's place in it. */
export interface ConsultState {
  capacity: number | null;
  bookedCount: number;
  myBooking: MyBooking | null;
}

const presentBooking = (row: { topic: string; bookedAt: Date }): MyBooking => ({
  topic: row.topic,
  bookedAt: row.bookedAt.toISOString(),
});

/** A consult's capacity: null (no limit) without settings. */
export async function capacityOf(db: Db, consultId: string): Promise<number | null> {
  const [row] = await db
    .select({ capacity: consultSettings.capacity })
    .from(consultSettings)
    .where(eq(consultSettings.consultId, consultId))
    .limit(1);
  return row?.capacity ?? null;
}

export async function bookedCountOf(db: Db, consultId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consultBookings)
    .where(eq(consultBookings.consultId, consultId));
  return row?.n ?? 0;
}

/** The state of each of these consults for `userId`, in three queries whatever their number. */
export async function consultStates(
  db: Db,
  consultIds: readonly string[],
  userId: string,
): Promise<Map<string, ConsultState>> {
  const ids = [...consultIds];
  if (!ids.length) return new Map();
  const [settings, counts, mine] = await Promise.all([
    db.select().from(consultSettings).where(inArray(consultSettings.consultId, ids)),
    db
      .select({ consultId: consultBookings.consultId, n: count() })
      .from(consultBookings)
      .where(inArray(consultBookings.consultId, ids))
      .groupBy(consultBookings.consultId),
    db
      .select()
      .from(consultBookings)
      .where(and(inArray(consultBookings.consultId, ids), eq(consultBookings.userId, userId))),
  ]);
  const capacity = new Map(settings.map((row) => [row.consultId, row.capacity]));
  const booked = new Map(counts.map((row) => [row.consultId, row.n]));
  const own = new Map(mine.map((row) => [row.consultId, presentBooking(row)]));
  return new Map(
    ids.map((id) => [
      id,
      {
        capacity: capacity.get(id) ?? null,
        bookedCount: booked.get(id) ?? 0,
        myBooking: own.get(id) ?? null,
      },
    ]),
  );
}

export async function consultStateOf(db: Db, consultId: string, userId: string): Promise<ConsultState> {
  return (await consultStates(db, [consultId], userId)).get(consultId)!;
}

/** Every booking of a consult, first booked first: for those who teach it. */
export async function bookingsOf(db: Db, consultId: string): Promise<ConsultBooking[]> {
  const rows = await db
    .select({ person: personColumns, topic: consultBookings.topic, bookedAt: consultBookings.bookedAt })
    .from(consultBookings)
    .innerJoin(users, eq(users.id, consultBookings.userId))
    .where(eq(consultBookings.consultId, consultId))
    .orderBy(consultBookings.bookedAt, consultBookings.userId);
  return rows.map((row) => ({
    _id: row.person.id,
    name: personName(row.person),
    ...presentBooking(row),
  }));
}

/**
 * Locks the consult's row for the rest of the transaction, so that its bookings are counted and made one at a time
 * (parallel requests wait here) and never go over its capacity, nor the capacity below them.
 */
export async function lockConsult(tx: Db, consultId: string): Promise<void> {
  await tx
    .select({ id: courseItems.id })
    .from(courseItems)
    .where(eq(courseItems.id, consultId))
    .for('update');
}
