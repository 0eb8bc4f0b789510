import { CLASS_ENTRY } from '../constants';
import type { ItemKind } from '../itemKinds';
import type { DateLike } from './dateFormat';

/*
 * Where a sitting of a live class stands (SPEC §2 lecture entry routes: /waitlecture waits, /joinlecture is the
 * class; SPEC §3 knows the attendance by its endpoints only). Issue 37: "the class starts when the teacher enters,
 * and a start abandoned ends by itself". A sitting the teacher started is `opening` until a teacher of the course
 * enters its room, `running` from then until it ends, then `ended`. A teacher who leaves without ending it leaves it
 * running: once entered, it stays so.
 */

/** What decides where a sitting stands: when it was started, when a teacher first entered it, when it ended. */
export interface SittingFacts {
  startedAt: DateLike;
  teacherEnteredAt: DateLike | null;
  endedAt: DateLike | null;
}

export type SittingStage = 'opening' | 'running' | 'ended';

const time = (value: DateLike) => new Date(value).getTime();

export function sittingStage(sitting: SittingFacts): SittingStage {
  if (sitting.endedAt !== null) return 'ended';
  return sitting.teacherEnteredAt === null ? 'opening' : 'running';
}

/** Students go in only while a teacher is, or has been, in the room: a running sitting. */
export const admitsStudents = (sitting: SittingFacts) => sittingStage(sitting) === 'running';

/** An opening sitting whose teacher has not entered within CLASS_ENTRY.enterWithinMs of the start is abandoned. */
export const isAbandoned = (sitting: SittingFacts, now: DateLike) =>
  sittingStage(sitting) === 'opening' && time(now) - time(sitting.startedAt) >= CLASS_ENTRY.enterWithinMs;

/**
 * A discussion's teacher has no room to enter (their status page is where they run it): its sitting runs from the
 * start. Every other live item meets in a video room the teacher enters after the device check.
 */
export const runsFromStart = (kind: ItemKind) => kind === 'discussion';

/** When the class began for those who came: the teacher's entry (before it, nobody but a teacher is in). */
export const classBeganAt = <D extends DateLike>(sitting: { startedAt: D; teacherEnteredAt: D | null }): D =>
  sitting.teacherEnteredAt ?? sitting.startedAt;

/** A sitting that ended before any teacher entered was never held: nobody could come to it (issue 37). */
export const wasHeld = (sitting: SittingFacts): boolean =>
  !(sittingStage(sitting) === 'ended' && sitting.teacherEnteredAt === null);
