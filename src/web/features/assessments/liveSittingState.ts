import { isVisibleToStudents, type VisibilityFacts } from '../../../core/rules/itemVisibility';
import { formatDateTime } from '../courses/itemDates';

/**
 * Where a live test's sitting stands for its teacher (issue 15, /createLiveTest). Students may start a live sitting
 * once the teacher opens it, and otherwise within its times, while they can see it (SPEC §4 visibility).
 */
export type LiveState = 'open' | 'onSchedule' | 'notOpen' | 'closed';

export const LIVE_STATE_LABELS: Record<LiveState, string> = {
  open: 'Open',
  onSchedule: 'Open on its schedule',
  notOpen: 'Not open',
  closed: 'Closed',
};

const time = (value: VisibilityFacts['startDate']) => new Date(value).getTime();

export function liveSittingState(item: VisibilityFacts, now: number): LiveState {
  const visible = isVisibleToStudents(item, now);
  if (item.startedLive && visible) return 'open';
  if (now >= time(item.endDate)) return 'closed';
  if (now >= time(item.startDate) && visible) return 'onSchedule';
  return 'notOpen';
}

/** What the state means for students, and what opening or closing changes, in a sentence or two. */
export function liveStateText(item: VisibilityFacts, state: LiveState): string {
  const start = formatDateTime(item.startDate);
  const end = formatDateTime(item.endDate);
  switch (state) {
    case 'open':
      return 'Students can start it now, until you close the sitting.';
    case 'onSchedule':
      return `Students can start it now: it is within its times, until ${end}. Open the sitting to let them start it after that too.`;
    case 'closed':
      return `Its end, ${end}, has passed. Open the sitting to let students start it again.`;
    case 'notOpen':
      return item.manual && !item.active
        ? 'Students do not see it: it is not published. Opening the sitting publishes it and lets them start.'
        : `Students can start it from ${start}, or as soon as you open the sitting.`;
  }
}
