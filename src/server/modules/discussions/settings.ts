import { eq } from 'drizzle-orm';
import { DISCUSSION } from '../../../core/constants';
import type { Db } from '../../db/client';
import { discussionSettings } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { assertDiscussion } from './discussionItem';

/** What the discussion's participation is marked out of; the default until its teacher saves one. */
export async function maxMarkOf(db: Db, discussionId: string): Promise<number> {
  const [row] = await db
    .select({ maxMark: discussionSettings.maxMark })
    .from(discussionSettings)
    .where(eq(discussionSettings.discussionId, discussionId))
    .limit(1);
  return row?.maxMark ?? DISCUSSION.defaultMaxMark;
}

/** Writes what the discussion is marked out of, replacing what was there. */
export async function writeMaxMark(db: Db, discussionId: string, maxMark: number): Promise<void> {
  await db
    .insert(discussionSettings)
    .values({ discussionId, maxMark })
    .onConflictDoUpdate({ target: discussionSettings.discussionId, set: { maxMark } });
}

/** POST /api/v1/discussion/saveSettings: the mark the participation is assessed out of. */
export async function saveSettings(
  ctx: ServiceContext,
  { item }: ItemAccess,
  maxMark: number,
): Promise<void> {
  assertDiscussion(item);
  await inTransaction(ctx, async (tx) => {
    await writeMaxMark(tx, item.id, maxMark);
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}
