import type { ItemKind } from '../itemKinds';
import type { WorkStatus } from '../schemas/workStatus';
import type { DateLike } from './dateFormat';

/** The kinds a student hands work in for: tests and exams (attempts), assignments, projects and labs (submissions). */
const WORK_KINDS: ReadonlySet<ItemKind> = new Set(['test', 'exam', 'assignment', 'project', 'lab']);

export const hasWorkState = (kind: ItemKind): boolean => WORK_KINDS.has(kind);

/**
 * A student's work on one item as the server reads it: their latest attempt, or their (their group's) submission.
 * `stage` 'started' is an open attempt or a saved draft; 'marked' is marked and not yet released, which the student
 * must not learn; the mark and its maximum count only when 'released'.
 */
export interface StudentWork {
  stage: 'started' | 'handedIn' | 'marked' | 'released';
  late: boolean;
  mark: number | null;
  max: number | null;
}

export interface WorkItemFacts {
  kind: ItemKind;
  endDate: DateLike;
  /** A test or exam whose live sitting the teacher has opened: it can be sat whatever its times. */
  startedLive?: boolean;
  /** Coursework only: late work taken after the end date (issue 14 late policy) keeps the item open. */
  acceptsLate?: boolean;
  /** A test or exam with no questions yet: published too soon, it has nothing to sit. */
  noQuestions?: boolean;
}

/** Whether no more work can be handed in: past the end, unless the sitting is live or late work is accepted. */
function isClosed(item: WorkItemFacts, now: DateLike): boolean {
  if (item.startedLive || item.acceptsLate) return false;
  return new Date(now).getTime() >= new Date(item.endDate).getTime();
}

/**
 * Issue 37 (SPEC §2 course view and control panels, §4 button state): the student's state on an item, or null for
 * a kind without handed-in work (lectures, discussions, consults, team meetings, self-learning). Work marked but
 * not released reads as handed in, so no list tells a mark, or that there is one, before its release. A test with no
 * questions is not ready rather than startable (the sitting would only say it has none) or missed.
 */
export function workStatus(item: WorkItemFacts, work: StudentWork | null, now: DateLike): WorkStatus | null {
  if (!hasWorkState(item.kind)) return null;
  if (work?.stage === 'released') {
    return {
      state: 'marked',
      ...(work.mark !== null ? { mark: work.mark } : {}),
      ...(work.max !== null ? { max: work.max } : {}),
    };
  }
  if (work && work.stage !== 'started') return { state: work.late ? 'late' : 'handedIn' };
  if (!work && item.noQuestions) return { state: 'notReady' };
  if (isClosed(item, now)) return { state: 'missed' };
  return { state: work ? 'inProgress' : 'notStarted' };
}
