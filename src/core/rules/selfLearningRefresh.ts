import { SELF_LEARNING_REFRESH_WINDOW_MS } from '../constants';

export interface ScheduledItem {
  _id: string;
  kind: string;
  /** ISO-8601 start. */
  startDate: string;
}

/**
 * SPEC §4 course view, §9: for each self-learning unit that starts after now and within 4 hours, how long until
 * its start, when the course view sends a refresh notification. Units already started or further away get none.
 */
export function selfLearningRefreshes(
  items: readonly ScheduledItem[],
  now: number,
): Array<{ refId: string; delayMs: number }> {
  return items.flatMap((item) => {
    if (item.kind !== 'selfLearning') return [];
    const delayMs = Date.parse(item.startDate) - now;
    return delayMs > 0 && delayMs <= SELF_LEARNING_REFRESH_WINDOW_MS ? [{ refId: item._id, delayMs }] : [];
  });
}
