import type { ItemKind } from '../schemas/courseItems';
import type { DateLike } from './dateFormat';

/** What decides whether students see an item: SPEC §3 visibility fields. */
export interface VisibilityFacts {
  kind: ItemKind;
  manual: boolean;
  active: boolean;
  startedLive: boolean;
  openedEarly: boolean;
  startDate: DateLike;
  endDate: DateLike;
}

const time = (value: DateLike) => new Date(value).getTime();

/**
 * SPEC §4 item visibility. Tests and exams: in manual mode the active flag alone decides; otherwise the item is
 * visible when the flag is set and either override flag (started live, opened early) is set, or when start ≤ now <
 * end. Every other kind is visible once published (the active flag), whatever the time: its dates decide its button
 * (buttonState), not whether students know of it. A test's questions are the secret; a lecture's date is not.
 */
export function isVisibleToStudents(item: VisibilityFacts, now: DateLike): boolean {
  if (item.kind !== 'test' && item.kind !== 'exam') return item.active;
  if (item.manual) return item.active;
  if (item.active && (item.startedLive || item.openedEarly)) return true;
  const at = time(now);
  return time(item.startDate) <= at && at < time(item.endDate);
}
