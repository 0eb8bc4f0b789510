import { ITEM_KIND_DEFINITIONS, type ItemKind } from '../../../core/itemKinds';

/** A kind's pattern with its course and item parameters (the first two, whatever their names) filled in. */
export function itemPath(pattern: string, courseId: string, itemId: string): string {
  const [courseParam, itemParam] = pattern.match(/:\w+/g) ?? [];
  return pattern
    .replace(courseParam ?? ':courseId', encodeURIComponent(courseId))
    .replace(itemParam ?? ':itemId', encodeURIComponent(itemId));
}

/**
 * The address of an item's student page (its kind's `routes.student`, a pattern of the route table), or null when
 * the kind has none that opens from the item alone.
 */
export function studentItemPath(kind: ItemKind, courseId: string, itemId: string): string | null {
  const pattern = ITEM_KIND_DEFINITIONS[kind].routes.student;
  return pattern ? itemPath(pattern, courseId, itemId) : null;
}

/** The teacher's edit page of an item (its kind's `routes.teacherEdit`). */
export const teacherEditPath = (kind: ItemKind, courseId: string, itemId: string): string =>
  itemPath(ITEM_KIND_DEFINITIONS[kind].routes.teacherEdit, courseId, itemId);

/** The teacher's list of a kind's items in a course (its kind's `routes.teacherList`). */
export const teacherListPath = (kind: ItemKind, courseId: string): string =>
  ITEM_KIND_DEFINITIONS[kind].routes.teacherList.replace(':courseId', encodeURIComponent(courseId));
