import { personName } from '../../../core/rules/personName';
import { FOCUS_LOSSES, type FocusEvent, type RosterLine } from '../../../core/schemas/assessments';
import type { FocusLossKind } from './attemptLabels';

/**
 * The proctor's live roster (issue 15): the lines each page shows, and the focus losses of a sitting as the proctor
 * reads them.
 */

/** /proctor: the students sitting it now; /proctor_all: everyone expected to sit it (issue 37). By name either way. */
export function rosterShown(lines: readonly RosterLine[], everyone: boolean): RosterLine[] {
  return lines
    .filter((line) => everyone || line.state === 'open')
    .sort((a, b) => personName(a.student).localeCompare(personName(b.student)));
}

/** How many sit it now, have finished and have not started (issue 37): the counts the proctor page shows. */
export function rosterCounts(lines: readonly RosterLine[]): {
  sitting: number;
  finished: number;
  notStarted: number;
} {
  const count = (wanted: (line: RosterLine) => boolean) => lines.filter(wanted).length;
  return {
    sitting: count((line) => line.state === 'open'),
    finished: count((line) => line.state !== 'open' && line.state !== 'notStarted'),
    notStarted: count((line) => line.state === 'notStarted'),
  };
}

/**
 * Issue 37: when the student sitting it now lost their connection (their sitting page closed, the network gone),
 * while they are still away; null once back, and for a line not sitting now.
 */
export function disconnectedSince(line: RosterLine): string | null {
  if (line.state !== 'open') return null;
  const presence = line.focusEvents.filter(
    (event) => event.event === 'disconnected' || event.event === 'connected',
  );
  const last = presence.sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).at(-1);
  return last?.event === 'disconnected' ? last.at : null;
}

export interface FocusLoss {
  kind: FocusLossKind;
  at: string;
  /** When the student came back (the tab shown again, the window focused again); null while away or unknown. */
  backAt: string | null;
}

const isLoss = (event: FocusEvent): event is FocusEvent & { event: FocusLossKind } =>
  FOCUS_LOSSES.includes(event.event);

/** What ends each kind of loss: fullscreen, once left, has no event of its own for coming back. */
const RETURN_OF: Record<FocusLossKind, FocusEvent['event'] | null> = {
  hidden: 'visible',
  blur: 'focus',
  fullscreenExit: null,
};

/** A sitting's focus losses in time order, each with when the student came back to the test. */
export function focusLosses(events: readonly FocusEvent[]): FocusLoss[] {
  const inOrder = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return inOrder.flatMap((event, index) => {
    if (!isLoss(event)) return [];
    const back = RETURN_OF[event.event];
    const returned = back ? inOrder.slice(index + 1).find((later) => later.event === back) : undefined;
    return [{ kind: event.event, at: event.at, backAt: returned?.at ?? null }];
  });
}

const durationText = (ms: number) => {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
};

/**
 * How long a loss lasted, in words: 'back after 9 s'; 'not back yet' while the student sitting now is away; null
 * when it cannot be told (fullscreen left, or the sitting ended while away).
 */
export function awayText(loss: FocusLoss, sitting: boolean): string | null {
  if (loss.backAt) return `back after ${durationText(Date.parse(loss.backAt) - Date.parse(loss.at))}`;
  return sitting && loss.kind !== 'fullscreenExit' ? 'not back yet' : null;
}

/** The latest focus loss of anyone on the roster: the one the proctor's eye is drawn to. */
export function newestLoss(
  lines: readonly RosterLine[],
): { attemptId: string; name: string; loss: FocusLoss } | null {
  let newest: { attemptId: string; name: string; loss: FocusLoss } | null = null;
  for (const line of lines) {
    if (line.attemptId === null) continue;
    const loss = focusLosses(line.focusEvents).at(-1);
    if (loss && (!newest || Date.parse(loss.at) > Date.parse(newest.loss.at)))
      newest = { attemptId: line.attemptId, name: personName(line.student), loss };
  }
  return newest;
}

/**
 * Time left on a sitting's clock: '12:05', '1:02:05' past an hour; 'Time is up' at or after the deadline; '—' for
 * a deadline that cannot be read.
 */
export function timeLeftText(deadlineAt: string, now: number): string {
  const seconds = Math.ceil((Date.parse(deadlineAt) - now) / 1000);
  if (Number.isNaN(seconds)) return '—';
  if (seconds <= 0) return 'Time is up';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
