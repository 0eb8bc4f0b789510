import { eq } from 'drizzle-orm';
import type { DiscussionContent } from '../../../core/schemas/discussions';
import { discussionSettings } from '../../db/schema';
import type { ItemKindHooks } from '../courses/itemKindHooks';
import { presentItem } from '../courses/presenter';
import { liveRoomContent, liveRoomHooks } from '../lectures/itemHooks';
import { commentCountOf } from './comments';
import { maxMarkOf, writeMaxMark } from './settings';

/** What the deleted history keeps of a discussion beside its row: its live room's and its max mark. */
interface KeptDiscussion {
  room?: unknown;
  maxMark?: number;
}

/**
 * Discussions (issue 16) meet live: they spread the live room's hooks (an open sitting ends when the discussion is
 * removed, its room closes to students when it is hidden). `getCurrent` adds what the mark is out of and how many
 * comments its thread holds; a template's copy keeps the max mark but not the thread; the deleted history keeps
 * the max mark, and a restore puts it back if it went. The thread and participation marks stay with the removed item.
 */
export const discussionHooks: ItemKindHooks<DiscussionContent> = {
  ...liveRoomHooks,
  async current(db, { item }, _caller, config) {
    const [room, maxMark, commentCount] = await Promise.all([
      liveRoomContent(db, item, config),
      maxMarkOf(db, item.id),
      commentCountOf(db, item.id),
    ]);
    return { ...presentItem(item), ...room, maxMark, commentCount };
  },
  async copyFromTemplate(tx, template, copy, shiftMs) {
    await liveRoomHooks.copyFromTemplate(tx, template, copy, shiftMs);
    const [settings] = await tx
      .select()
      .from(discussionSettings)
      .where(eq(discussionSettings.discussionId, template.id))
      .limit(1);
    if (settings) await writeMaxMark(tx, copy.id, settings.maxMark);
  },
  async removalSnapshot(tx, item) {
    const room = await liveRoomHooks.removalSnapshot(tx, item);
    const [settings] = await tx
      .select()
      .from(discussionSettings)
      .where(eq(discussionSettings.discussionId, item.id))
      .limit(1);
    if (room === undefined && !settings) return undefined;
    return { room, maxMark: settings?.maxMark } satisfies KeptDiscussion;
  },
  async restored(tx, item, content) {
    const kept = content as KeptDiscussion | undefined;
    if (!kept) return;
    await liveRoomHooks.restored(tx, item, kept.room);
    if (kept.maxMark !== undefined)
      await tx
        .insert(discussionSettings)
        .values({ discussionId: item.id, maxMark: kept.maxMark })
        .onConflictDoNothing();
  },
};
