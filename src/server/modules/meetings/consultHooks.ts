import { eq } from 'drizzle-orm';
import type { ConsultContent } from '../../../core/schemas/meetings';
import { type ConsultBookingRow, consultBookings, consultSettings } from '../../db/schema';
import type { ItemKindHooks } from '../courses/itemKindHooks';
import { liveRoomHooks } from '../lectures/itemHooks';
import { bookingsOf, consultStateOf, planOf } from './consultRows';
import { assertSlotsHoldBookings } from './consultSlotCheck';

type Times = 'bookedAt' | 'slotStart' | 'remindedAt';

/** What the deleted history keeps of a consult beside its row: its room, its capacity, slots and bookings. */
interface KeptConsult {
  room: unknown;
  capacity: number | null;
  /** Absent from what was kept before consults had slots. */
  slotMinutes?: number | null;
  slotPlaces?: number | null;
  bookings: Array<
    Omit<ConsultBookingRow, Times> & {
      bookedAt: string;
      slotStart?: string | null;
      remindedAt?: string | null;
    }
  >;
}

const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/**
 * Consults (issue 16): a live room (liveRoomHooks) that students book. `getCurrent` adds how full it is, the caller's
 * booking and, for those who teach it, every booking. A template's copy takes its room and capacity, not its
 * bookings. Removing only marks the consult, so its settings and bookings stay; the deleted history keeps them too
 * and a restore puts back what went. New times for a consult in slots may not leave a booking without its slot
 * (409, issue 37): the bookings stay as they were.
 */
export const consultHooks: ItemKindHooks<ConsultContent> = {
  ...liveRoomHooks,
  async current(db, access, caller, config) {
    const { item, teaches } = access;
    return {
      ...(await liveRoomHooks.current(db, access, caller, config)),
      ...(await consultStateOf(db, item, caller.id)),
      bookings: teaches ? await bookingsOf(db, item.id) : [],
    };
  },
  async timesChanged(tx, item) {
    const { slots } = await planOf(tx, item.id);
    if (slots) await assertSlotsHoldBookings(tx, item, slots, 'These times');
  },
  async copyFromTemplate(tx, template, copy, shiftMs) {
    await liveRoomHooks.copyFromTemplate(tx, template, copy, shiftMs);
    const [settings] = await tx
      .select()
      .from(consultSettings)
      .where(eq(consultSettings.consultId, template.id))
      .limit(1);
    if (settings) await tx.insert(consultSettings).values({ ...settings, consultId: copy.id });
  },
  async removalSnapshot(tx, item) {
    const [settings] = await tx
      .select()
      .from(consultSettings)
      .where(eq(consultSettings.consultId, item.id))
      .limit(1);
    const bookings = await tx.select().from(consultBookings).where(eq(consultBookings.consultId, item.id));
    return {
      room: await liveRoomHooks.removalSnapshot(tx, item),
      capacity: settings?.capacity ?? null,
      slotMinutes: settings?.slotMinutes ?? null,
      slotPlaces: settings?.slotPlaces ?? null,
      bookings: bookings.map((row) => ({
        ...row,
        bookedAt: row.bookedAt.toISOString(),
        slotStart: row.slotStart?.toISOString() ?? null,
        remindedAt: row.remindedAt?.toISOString() ?? null,
      })),
    } satisfies KeptConsult;
  },
  async restored(tx, item, content) {
    const kept = content as KeptConsult | undefined;
    if (!kept) return;
    await liveRoomHooks.restored(tx, item, kept.room);
    await tx
      .insert(consultSettings)
      .values({
        consultId: item.id,
        capacity: kept.capacity,
        slotMinutes: kept.slotMinutes ?? null,
        slotPlaces: kept.slotPlaces ?? null,
      })
      .onConflictDoNothing();
    if (kept.bookings.length)
      await tx
        .insert(consultBookings)
        .values(
          kept.bookings.map((row) => ({
            ...row,
            consultId: item.id,
            bookedAt: new Date(row.bookedAt),
            slotStart: dateOrNull(row.slotStart),
            remindedAt: dateOrNull(row.remindedAt),
          })),
        )
        .onConflictDoNothing();
  },
};
