import { eq } from 'drizzle-orm';
import { slotsOf } from '../../../core/rules/consultSlots';
import { countOf } from '../../../core/rules/countOf';
import { capacityHoldsBookings } from '../../../core/rules/meetingRules';
import type { ConsultSettings } from '../../../core/schemas/meetings';
import { consultBookings, consultSettings } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest, conflict } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { bookedCountOf, lockConsult, planOf } from './consultRows';
import { assertSlotsHoldBookings } from './consultSlotCheck';
import { assertKind } from './meetingItems';

/**
 * POST /api/v1/consult/saveSettings: those who teach the consult set how many students may book it (null: no
 * limit), or divide it into slots (issue 37; `slots` left out keeps them as they are). Neither may leave a booking
 * without its place (409 naming how many stand in the way), checked under the same lock bookings take. Slots
 * taken away keep every booking, as a booking of the whole consult within the capacity.
 */
export async function saveConsultSettings(
  ctx: ServiceContext,
  access: ItemAccess,
  { capacity, slots }: Pick<ConsultSettings, 'capacity' | 'slots'>,
): Promise<void> {
  const item = assertKind(access.item, 'consult');
  await inTransaction(ctx, async (tx) => {
    const consult = await lockConsult(tx, item.id);
    const plan = slots === undefined ? (await planOf(tx, item.id)).slots : slots;
    if (plan) {
      if (capacity !== null)
        throw badRequest('Please check: capacity.', {
          capacity: "Capacity: leave it empty for a consult in slots; each slot's places limit its bookings.",
        });
      if (!slotsOf(consult, plan.minutes).length)
        throw badRequest('Please check: slots.minutes.', {
          'slots.minutes': `Slot length: the consult is shorter than one slot of ${plan.minutes} minutes.`,
        });
      await assertSlotsHoldBookings(
        tx,
        consult,
        plan,
        `Slots of ${plan.minutes} minutes with ${countOf(plan.places, 'place')} each`,
      );
    } else {
      const booked = await bookedCountOf(tx, item.id);
      if (!capacityHoldsBookings(capacity, booked))
        throw conflict(
          `${countOf(booked, 'student')} already booked this consult: the capacity cannot be less than ${booked}.`,
        );
      await tx
        .update(consultBookings)
        .set({ slotStart: null, remindedAt: null })
        .where(eq(consultBookings.consultId, item.id));
    }
    const values = { capacity, slotMinutes: plan?.minutes ?? null, slotPlaces: plan?.places ?? null };
    await tx
      .insert(consultSettings)
      .values({ consultId: item.id, ...values })
      .onConflictDoUpdate({ target: consultSettings.consultId, set: values });
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}
