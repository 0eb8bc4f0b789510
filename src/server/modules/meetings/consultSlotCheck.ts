import { eq } from 'drizzle-orm';
import { bookingsInTheWay, type SlotPlan, slotsOf } from '../../../core/rules/consultSlots';
import { countOf } from '../../../core/rules/countOf';
import type { Db } from '../../db/client';
import { consultBookings } from '../../db/schema';
import { conflict } from '../../platform/errors';
import type { ConsultTimes } from './consultRows';

/**
 * 409 unless the slots of `plan` over the consult's times hold every booking (issue 37): a new slot length or
 * number of places, or new times, may not leave a booking without its slot (one made before the consult had slots,
 * or whose slot would no longer be offered) nor put more students in a slot than it has places. `change` names what
 * the teacher tried, for the message.
 */
export async function assertSlotsHoldBookings(
  db: Db,
  consult: ConsultTimes,
  plan: SlotPlan,
  change: string,
): Promise<void> {
  const booked = await db
    .select({ slotStart: consultBookings.slotStart })
    .from(consultBookings)
    .where(eq(consultBookings.consultId, consult.id));
  const withoutSlot = booked.filter((row) => !row.slotStart).length;
  const inTheWay =
    withoutSlot +
    bookingsInTheWay(
      slotsOf(consult, plan.minutes),
      plan.places,
      booked.flatMap((row) => (row.slotStart ? [row.slotStart] : [])),
    );
  if (inTheWay)
    throw conflict(
      `${change} would leave ${countOf(inTheWay, 'booking')} without a place in its slot. Keep slots that hold every booking, or ask those students to book another slot or cancel.`,
    );
}
