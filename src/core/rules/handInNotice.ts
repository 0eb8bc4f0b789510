import { HAND_IN_NOTICES } from '../constants';
import type { ItemKind } from '../itemKinds';
import { countOf } from './countOf';

/**
 * Issue 37: whether the batch of hand-ins an item holds is due, the first of them (the oldest not yet told) being
 * HAND_IN_NOTICES.batchMs old. Every hand-in since goes with it; a hand-in after the batch starts the next one, so a
 * teacher hears of one item at most once in that time.
 */
export const handInBatchDue = (oldestHandedInAt: Date, now: Date): boolean =>
  now.getTime() - oldestHandedInAt.getTime() >= HAND_IN_NOTICES.batchMs;

/** "3 students handed in Essay 1": a project is handed in by its groups, anything else by students. */
export function handInNoticeTitle(kind: ItemKind, itemTitle: string, handedIn: number): string {
  const noun = kind === 'project' ? 'group' : 'student';
  return `${countOf(handedIn, noun)} handed in ${itemTitle}`;
}
