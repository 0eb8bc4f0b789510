import type { WorkStatus, WorkTally } from '../../../core/schemas/workStatus';
import type { Db } from '../../db/client';
import type { CourseItemRow } from '../../db/schema';

/** What a list line says of the work on an item: the viewer's own state as a student, or a teacher's tally. */
export interface ItemWork {
  work?: WorkStatus;
  /** The student's own deadline, when an extension moved it past the item's end (issue 37). */
  extendedTo?: string;
  tally?: WorkTally;
}

/**
 * A teacher's tally of an item as the areas that keep the work count it, with when the oldest of the work that waits
 * for a mark was handed in (null when none waits): the to-do list orders by it (issue 37).
 */
export interface WaitingTally extends WorkTally {
  oldestToMarkAt: Date | null;
}

/** An item of a list, and whether its viewer sees it as a student (their state) or as one who teaches it (tally). */
export interface ItemInList {
  item: CourseItemRow;
  asStudent: boolean;
}

/**
 * Reads the work on a whole list of items for one viewer, by item id, in a few queries (issue 37). The areas that
 * keep the work (assessments, coursework) sit above this one, so the lists here are handed it
 * (items/itemWorkOf.ts, given in compose/routes.ts).
 */
export type ItemWorkReader = (
  db: Db,
  userId: string,
  items: readonly ItemInList[],
  now: Date,
) => Promise<Map<string, ItemWork>>;
