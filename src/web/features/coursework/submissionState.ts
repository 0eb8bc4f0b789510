import type { GradingLine, LatePolicy, Submission, SubmissionState } from '../../../core/schemas/coursework';

export interface StateLook {
  label: string;
  color: string;
}

/**
 * How a student's own work reads (issue 14): a graded submission is still "Being marked" to its author, since the
 * mark is theirs only once the teacher releases it.
 */
export function studentStateLook(submission: Pick<Submission, 'state' | 'late'> | null): StateLook {
  if (!submission) return { label: 'Not started', color: 'gray' };
  switch (submission.state) {
    case 'draft':
      return { label: 'Draft — not handed in', color: 'yellow' };
    case 'submitted':
      return submission.late
        ? { label: 'Handed in (late)', color: 'orange' }
        : { label: 'Handed in', color: 'teal' };
    case 'graded':
      return { label: 'Being marked', color: 'blue' };
    case 'released':
      return { label: 'Marked', color: 'purple' };
  }
}

/** How a line of the teacher's list reads: the teacher sees a mark that is not yet released for what it is. */
export const LINE_STATE_LOOK: Record<GradingLine['state'], StateLook> = {
  notStarted: { label: 'Not started', color: 'gray' },
  draft: { label: 'Draft', color: 'yellow' },
  submitted: { label: 'Handed in', color: 'teal' },
  graded: { label: 'Marked, not released', color: 'blue' },
  released: { label: 'Released', color: 'purple' },
};

/** Whether an author may still change their work: nothing changes once it is graded (issue 14). */
export const isMarked = (state: SubmissionState) => state === 'graded' || state === 'released';

/** The late policy in words, as the student reads it beside the deadline. */
export const LATE_POLICY_TEXT: Record<LatePolicy, string> = {
  acceptLate: 'Work handed in after the deadline is still accepted, and marked late.',
  refuseLate: 'Work cannot be handed in after the deadline.',
};

/**
 * Why the student cannot change or hand in their work now, or null when they can: marked work is final, and after
 * the deadline only an item that accepts late work takes more.
 */
export function workLockReason(
  submission: Pick<Submission, 'state'> | null,
  deadline: { endDate: string; latePolicy: LatePolicy },
  now: number,
): string | null {
  if (submission && isMarked(submission.state))
    return 'Your work has been marked, so it can no longer change.';
  if (deadline.latePolicy === 'refuseLate' && now > Date.parse(deadline.endDate))
    return 'The deadline has passed and late work is not accepted.';
  return null;
}

/** "Submit again" once the work was handed in before, so the student knows the earlier hand-in is replaced. */
export const submitLabel = (submission: Pick<Submission, 'submittedAt'> | null) =>
  submission?.submittedAt ? 'Submit again' : 'Submit';

/**
 * Why Submit cannot be pressed now, or null: the work is closed, or there is nothing to hand in, or it is handed in
 * already and unchanged (handing it in again would only move its time, and the server refuses it).
 */
export function submitBlockReason(input: {
  submission: Pick<Submission, 'state'> | null;
  lock: string | null;
  /** The answer in the editor differs from the saved one. */
  changed: boolean;
  hasWork: boolean;
}): string | null {
  if (input.lock) return input.lock;
  if (input.submission?.state === 'submitted' && !input.changed)
    return 'Handed in. Change your answer or files to hand in a new version.';
  if (!input.hasWork) return 'Write an answer or add a file before you submit.';
  return null;
}

/** A version of the student's answer: its text, and the submission's `updatedAt` when it was saved (null before). */
export interface AnswerVersion {
  answer: string;
  version: string | null;
}

/**
 * Whether the text being written (over `base`) moves onto a newer saved version (`latest`) by itself: when nothing
 * was being edited, or when the saved answer did not change (only the files did, as this page's own upload does).
 * Otherwise the newer version is someone else's answer, which the student has to choose against.
 */
export const followsSavedVersion = (base: AnswerVersion, latest: AnswerVersion, text: string): boolean =>
  latest.version !== base.version && (text === base.answer || latest.answer === base.answer);
