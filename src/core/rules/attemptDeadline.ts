import { ASSESSMENT } from '../constants';
import type { SittingMode } from '../schemas/assessments';

const MINUTE = 60_000;

/** What decides when an attempt must be handed in (issue 15: "start + limit + the student's extra time"). */
export interface DeadlineFacts {
  mode: SittingMode;
  startedAt: Date;
  /** The item's time limit (its `duration`), in minutes; null or 0 for none. */
  durationMinutes: number | null;
  /** The item's end date. */
  endAt: Date;
  /** The student's extra time (accommodations), in minutes. */
  extraMinutes: number;
}

/**
 * When the server closes an attempt (issue 15): a live sitting with a time limit runs from its start for the limit
 * plus the student's extra time; without a time limit, and an offline sitting always, it runs to the item's end plus
 * the student's extra time.
 */
export function attemptDeadline(facts: DeadlineFacts): Date {
  const extra = facts.extraMinutes * MINUTE;
  if (facts.mode === 'live' && facts.durationMinutes)
    return new Date(facts.startedAt.getTime() + facts.durationMinutes * MINUTE + extra);
  return new Date(facts.endAt.getTime() + extra);
}

/**
 * Whether a write arriving at `now` still counts: up to the deadline, and within `ASSESSMENT.deadlineGraceMs` after
 * it, for an answer given just before the end that the network delayed.
 */
export function isWriteInTime(deadline: Date, now: Date): boolean {
  return now.getTime() <= deadline.getTime() + ASSESSMENT.deadlineGraceMs;
}

/** The attempts a student has left: those the test allows, plus their extra attempts, less those used; never < 0. */
export function attemptsLeft(facts: {
  attemptsAllowed: number;
  extraAttempts: number;
  used: number;
}): number {
  return Math.max(0, facts.attemptsAllowed + facts.extraAttempts - facts.used);
}
