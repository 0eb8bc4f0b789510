import { ITEM_KIND_DEFINITIONS, type ItemKind } from '../itemKinds';
import type { ItemKindDefinition } from '../itemKinds/definition';

/**
 * Issue 37: where a teacher marks the work handed in on an item: its kind's `routes.assessmentList` (a test's or an
 * exam's answer list, an assignment's, a project's or a lab's submissions) with the course and the item filled in.
 * Null for a kind nobody hands work in for.
 */
export function markingPageOf(kind: ItemKind, courseId: string, itemId: string): string | null {
  const { routes }: ItemKindDefinition = ITEM_KIND_DEFINITIONS[kind];
  const pattern = routes.assessmentList;
  if (!pattern) return null;
  const [courseParam = ':courseId', itemParam = ':itemId'] = pattern.match(/:\w+/g) ?? [];
  return pattern
    .replace(courseParam, encodeURIComponent(courseId))
    .replace(itemParam, encodeURIComponent(itemId));
}
