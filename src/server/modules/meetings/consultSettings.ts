import { capacityHoldsBookings } from '../../../core/rules/meetingRules';
import type { ConsultSettings } from '../../../core/schemas/meetings';
import { consultSettings } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { conflict } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { bookedCountOf, lockConsult } from './consultRows';
import { assertKind } from './meetingItems';

/**
 * POST /api/v1/consult/saveSettings: those who teach the consult set how many students may book it (null: no
 * limit). It may not go below the bookings already made (409), checked under the same lock bookings take.
 */
export async function saveConsultSettings(
  ctx: ServiceContext,
  access: ItemAccess,
  { capacity }: Pick<ConsultSettings, 'capacity'>,
): Promise<void> {
  const item = assertKind(access.item, 'consult');
  await inTransaction(ctx, async (tx) => {
    await lockConsult(tx, item.id);
    const booked = await bookedCountOf(tx, item.id);
    if (!capacityHoldsBookings(capacity, booked))
      throw conflict(
        `${booked} students have already booked this consult: the capacity cannot be less than ${booked}.`,
      );
    await tx
      .insert(consultSettings)
      .values({ consultId: item.id, capacity })
      .onConflictDoUpdate({ target: consultSettings.consultId, set: { capacity } });
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}
