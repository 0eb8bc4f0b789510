import type { GradeCell, GradedKind } from '../schemas/gradebook';
import type { DateLike } from './dateFormat';
import type { TotalPart } from './gradebookTotal';
import { type StudentWork, workStatus } from './workStatus';

/** A student's work on one marked item as the gradebook reads it: a submission, their latest attempt, or a mark. */
export interface CellWork {
  stage: StudentWork['stage'];
  late: boolean;
  mark: number | null;
  feedback: string;
  /** The submission or attempt the item's own marking call names; '' for a discussion mark. */
  ref: string;
}

export interface CellFacts {
  kind: GradedKind;
  /** The student's own deadline (core/rules/courseworkDeadline.ts), or the item's end. */
  dueAt: DateLike;
  startedLive: boolean;
  noQuestions: boolean;
  work: CellWork | null;
}

/**
 * Issue 35: one gradebook cell, by the status rule the item lists use (core/rules/workStatus.ts), so "late" and
 * "missing" mean what they mean everywhere. Two things differ from a student's list: those who teach see a mark as
 * soon as it is given (released or not, `released` tells which), while the student sees it only once released; and
 * work not in by the deadline is missing even where late work is still taken (it may yet come in late, and then
 * reads late). A discussion has no hand-in and no release: it is marked or not yet.
 */
export function gradeCell(facts: CellFacts, asTeacher: boolean, now: DateLike): GradeCell {
  const { work } = facts;
  if (facts.kind === 'discussion') {
    return work
      ? {
          state: 'marked',
          late: false,
          mark: work.mark,
          released: asTeacher || null,
          feedback: work.feedback,
          ref: null,
        }
      : {
          state: 'notStarted',
          late: false,
          mark: null,
          released: asTeacher ? false : null,
          feedback: '',
          ref: null,
        };
  }
  const seen = work !== null && (work.stage === 'released' || (asTeacher && work.stage === 'marked'));
  const status = workStatus(
    {
      kind: facts.kind,
      endDate: facts.dueAt,
      startedLive: facts.startedLive,
      noQuestions: facts.noQuestions,
    },
    work && { stage: seen ? 'released' : work.stage, late: work.late, mark: null, max: null },
    now,
  );
  return {
    state: status?.state ?? 'notStarted',
    late: work?.late ?? false,
    mark: seen ? (work.mark ?? 0) : null,
    // A student is never told whether a mark waits for release (workStatus: it reads as handed in).
    released: asTeacher ? work?.stage === 'released' : null,
    feedback: seen ? work.feedback : '',
    ref: asTeacher && work ? work.ref : null,
  };
}

/** What a cell gives the course total (core/rules/gradebookTotal.ts): its mark, 0 when missed, else nothing yet. */
export const totalPartOf = (
  column: { _id: string; kind: GradedKind; max: number },
  cell: GradeCell,
): TotalPart => ({
  itemId: column._id,
  kind: column.kind,
  max: column.max,
  counts: cell.mark ?? (cell.state === 'missed' ? 0 : null),
});

/** The word a cell without a mark reads as, on the page and in the export. */
const CELL_WORDS: Partial<Record<GradeCell['state'], string>> = {
  missed: 'missing',
  late: 'late',
  handedIn: 'handed in',
  inProgress: 'in progress',
  notReady: 'not ready',
};

/** A cell as one value: its mark, else the word for its state ('' while nothing is due). */
export const cellValue = (cell: GradeCell): number | string => cell.mark ?? CELL_WORDS[cell.state] ?? '';
