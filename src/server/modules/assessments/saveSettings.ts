import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { AssessmentSettings } from '../../../core/schemas/assessments';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { conflict } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { lockItem } from './questions';
import { writeAssessmentSettings } from './settings';

/**
 * POST /api/v1/{test|exam}/saveSettings: mode, attempts allowed, shuffling and answer files. A test whose live
 * sitting is open stays live until the teacher closes it.
 */
export async function saveSettings(
  ctx: ServiceContext,
  { item }: ItemAccess,
  settings: AssessmentSettings,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const current = await lockItem(tx, item.id);
    if (settings.mode === 'offline' && current.startedLive) {
      const kind = ITEM_KIND_DEFINITIONS[item.kind].labels.one.toLowerCase();
      throw conflict(`The live ${kind} is open: close it before setting the ${kind} to be sat offline.`);
    }
    await writeAssessmentSettings(tx, item.id, settings);
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}
