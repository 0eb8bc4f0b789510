import { BACKGROUND_RELOAD_DEFAULT_MS } from '../../../core/constants';
import { backgroundReloadMs } from '../../../core/rules/notificationTiming';
import { queryKeys } from '../../api/queryKeys';

/**
 * SPEC §4 "reloads" after a notification, as DESIGN §4 reads them: re-fetch the page's data (query invalidation)
 * after the spec's delay, never a browser reload.
 */

export type QueryKey = readonly unknown[];
export interface RefreshStep {
  key: QueryKey;
  delayMs: number;
}

/** Chat notifications that reload the chat page (SPEC §4 chat). */
const CHAT_RELOAD_REF_TYPES = new Set(['chat_delete', 'chat_change']);

/**
 * What a notification about `courseId` refreshes: a chat delete or change reloads the course's chats after 5.5 s;
 * other chat news refreshes nothing here (the chat pages follow their own room); anything else reloads the course
 * view's lists at once and the control panel after notifyTime × 1000 + 500 ms (5.5 s by default).
 */
export function refreshPlan(
  event: { courseId: string | null; refType: string },
  notifyTime: number | null,
): RefreshStep[] {
  const { courseId, refType } = event;
  if (!courseId) return [];
  if (CHAT_RELOAD_REF_TYPES.has(refType))
    return [{ key: queryKeys.chat(courseId), delayMs: BACKGROUND_RELOAD_DEFAULT_MS }];
  if (refType.startsWith('chat')) return [];
  return [
    { key: queryKeys.course(courseId), delayMs: 0 },
    { key: queryKeys.courseLists(), delayMs: 0 },
    { key: queryKeys.calendar(), delayMs: backgroundReloadMs(notifyTime) },
  ];
}

/**
 * A burst of events (every viewer's self-learning timer fires at once, a teacher saving several items) re-fetches
 * each thing once: a refresh already waiting absorbs later ones, and an "at once" refresh runs at most once per
 * this gap, the events in between folded into one refresh at its end.
 */
export const IMMEDIATE_REFRESH_GAP_MS = 1000;

export class RefreshScheduler {
  private readonly waiting = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly lastImmediate = new Map<string, number>();

  constructor(
    private readonly invalidate: (key: QueryKey) => void,
    private readonly now: () => number = Date.now,
  ) {}

  schedule({ key, delayMs }: RefreshStep) {
    const id = JSON.stringify(key);
    if (this.waiting.has(id)) return;
    let wait = delayMs;
    if (delayMs === 0) {
      const since = this.now() - (this.lastImmediate.get(id) ?? Number.NEGATIVE_INFINITY);
      if (since >= IMMEDIATE_REFRESH_GAP_MS) {
        this.run(id, key, true);
        return;
      }
      wait = IMMEDIATE_REFRESH_GAP_MS - since;
    }
    this.waiting.set(
      id,
      setTimeout(() => {
        this.waiting.delete(id);
        this.run(id, key, delayMs === 0);
      }, wait),
    );
  }

  cancelAll() {
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }

  private run(id: string, key: QueryKey, immediate: boolean) {
    if (immediate) this.lastImmediate.set(id, this.now());
    this.invalidate(key);
  }
}
