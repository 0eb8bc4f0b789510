import { ITEM_KIND_DEFINITIONS, type ItemKind } from '../../../core/itemKinds';

/**
 * The address of an item's student page (its kind's `routes.student`, a pattern of the route table), or null when
 * the kind has none that opens from the item alone.
 */
export function studentItemPath(kind: ItemKind, courseId: string, itemId: string): string | null {
  const pattern = ITEM_KIND_DEFINITIONS[kind].routes.student;
  if (!pattern) return null;
  const [courseParam, itemParam] = pattern.match(/:\w+/g) ?? [];
  return pattern
    .replace(courseParam ?? ':courseId', encodeURIComponent(courseId))
    .replace(itemParam ?? ':itemId', encodeURIComponent(itemId));
}
