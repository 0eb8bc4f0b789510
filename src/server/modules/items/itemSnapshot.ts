import type { CourseItemRow } from '../../db/schema';
import type { Tx } from '../../platform/transaction';
import { ITEM_KIND_HOOKS } from './kindRegistry';

/**
 * An item as the deleted history keeps it, on its own or in its course's entry: its row, and as `content` what
 * its kind keeps beside it (left out, like any undefined field of the JSON, when the kind keeps nothing).
 */
export async function itemSnapshot(tx: Tx, item: CourseItemRow) {
  return { ...item, content: await ITEM_KIND_HOOKS[item.kind].removalSnapshot(tx, item) };
}

/** The content an item's deleted-history entry (`{ item, courseName }`) kept, for its kind's restore. */
export function keptContent(snapshot: unknown): unknown {
  const item = (snapshot as { item?: { content?: unknown } } | null)?.item;
  return item?.content;
}
