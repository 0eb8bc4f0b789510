import { SELF_LEARNING } from '../constants';

const DAY_MS = 86_400_000;

export interface StallInput {
  /** The unit's window. */
  startsAt: Date;
  endsAt: Date;
  /** The student's completion of the unit, null while not complete (or not begun). */
  completedAt: Date | null;
  /** The student's last activity in the unit; null when they never began it. */
  lastActivityAt: Date | null;
}

/**
 * Issue 39, the class's progress: a student has stalled when the unit is open (started and not ended), they have not
 * completed it, and their last activity in it (or, never begun, the unit's start) is more than
 * SELF_LEARNING.stalledAfterDays ago.
 */
export function isStalled(input: StallInput, now: Date): boolean {
  if (now < input.startsAt || now >= input.endsAt || input.completedAt) return false;
  const since = input.lastActivityAt ?? input.startsAt;
  return now.getTime() - since.getTime() > SELF_LEARNING.stalledAfterDays * DAY_MS;
}
