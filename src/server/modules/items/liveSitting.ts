import { count, eq } from 'drizzle-orm';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { questions } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { lockItem } from '../assessments/questions';
import { loadAssessmentSettings } from '../assessments/settings';
import type { ItemAccess } from '../courses/policy';
import { updateItem } from './itemWrites';

const kindOf = (access: ItemAccess) => ITEM_KIND_DEFINITIONS[access.item.kind].labels.one.toLowerCase();

/**
 * POST /api/v1/{test|exam}/openLive (/createLiveTest): the teacher opens the live sitting. The item is marked started
 * live and active, which makes it visible to the course's students (SPEC §4: the flag and an override), and it is
 * written as any item change is: students who now see it are told, the course's pages refresh.
 */
export async function openLive(ctx: ServiceContext, caller: AuthUser, access: ItemAccess): Promise<void> {
  const kind = kindOf(access);
  await inTransaction(ctx, async (tx) => {
    const item = await lockItem(tx, access.item.id);
    if ((await loadAssessmentSettings(tx, item.id)).mode === 'offline')
      throw badRequest(
        `This ${kind} is set to be sat offline; students answer it in its window without a live sitting. ` +
          `To sit it live, set its mode to live in the ${kind}'s settings first.`,
      );
    const [size] = await tx.select({ count: count() }).from(questions).where(eq(questions.itemId, item.id));
    if (!size?.count)
      throw badRequest(`This ${kind} has no questions yet: add them before opening the sitting.`);
    await updateItem(
      { ...ctx, db: tx },
      caller,
      { ...access, item },
      { itemId: item.id, startedLive: true, active: true },
    );
  });
}

/** POST /api/v1/{test|exam}/closeLive: the live sitting is no longer open (`startedLive` false). */
export async function closeLive(ctx: ServiceContext, caller: AuthUser, access: ItemAccess): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const item = await lockItem(tx, access.item.id);
    await updateItem(
      { ...ctx, db: tx },
      caller,
      { ...access, item },
      { itemId: item.id, startedLive: false },
    );
  });
}
