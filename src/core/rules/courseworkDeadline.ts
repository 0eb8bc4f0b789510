import type { DateLike } from './dateFormat';

/** The extensions that may concern one student on one assignment, project or lab; null where there is none. */
export interface DeadlineExtensions {
  /** Granted to the student themself. */
  own: DateLike | null;
  /** Granted to the project group they are in now (every member, present and future). */
  group: DateLike | null;
}

export interface StudentDeadline {
  /** When the student's work is due: the late policy applies after it exactly as it would after the item's end. */
  dueAt: Date;
  /** Whose extension moved it; null when the item's own end date holds. */
  extendedBy: 'student' | 'group' | null;
}

/**
 * Issue 37 ("per-student (and per-group) deadline extensions on assignments, projects and labs ... shown to the
 * student and respected by the late policy"): a student's deadline on a piece of coursework. The student's own
 * extension wins over their group's, later or earlier: it is the teacher's decision about that one person. An
 * extension only ever moves the deadline later: if the item's end has since moved past it, the item's end holds.
 * The late policy has no separate cut-off, so the one date decides both "late" (accept late) and "closed" (refuse
 * late).
 */
export function studentDeadline(endAt: DateLike, extensions: DeadlineExtensions): StudentDeadline {
  const end = new Date(endAt);
  const [granted, by] =
    extensions.own !== null
      ? [extensions.own, 'student' as const]
      : extensions.group !== null
        ? [extensions.group, 'group' as const]
        : [null, null];
  if (granted === null) return { dueAt: end, extendedBy: null };
  const extended = new Date(granted);
  if (extended.getTime() <= end.getTime()) return { dueAt: end, extendedBy: null };
  return { dueAt: extended, extendedBy: by };
}

/** What a student's pages count down to: their extension, carried on the item for them alone, or the item's end. */
export const ownEndDate = (item: { endDate: string; extendedTo?: string }): string =>
  item.extendedTo ?? item.endDate;
