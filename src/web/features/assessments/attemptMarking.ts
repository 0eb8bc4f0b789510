import type { ASSESSMENT_CALLS } from '../../../core/contracts/assessments';
import type { CallInput } from '../../../core/contracts/contract';
import { attemptTotal, autoMark } from '../../../core/rules/questionMarking';
import type { AttemptDetail, MarkedAnswer, Question } from '../../../core/schemas/assessments';

/**
 * The teacher's marks for one attempt as they are typed (issue 15: /TestAssessment, /ExamAssessment): a mark per
 * question (brief answers are the teacher's to mark; the engine's marks of the others can be overridden), feedback,
 * the running total, and the grade call that sends what the teacher gave.
 */

/** Marks are given in halves: 0, 0.5, 1, ... up to the question's marks. */
export const MARK_STEP = 0.5;

export interface QuestionMark {
  /** '' while the teacher has not given one. */
  mark: number | '';
  feedback: string;
}

export interface MarkingDraft {
  marks: Record<string, QuestionMark>;
  feedback: string;
}

export type GradeBody = CallInput<(typeof ASSESSMENT_CALLS)['test']['gradeAttempt']>;

export const answerTo = (
  detail: Pick<AttemptDetail, 'answers'>,
  questionId: string,
): MarkedAnswer | undefined => detail.answers.find((answer) => answer.questionId === questionId);

/** Whether the student wrote or picked anything for a question. */
export const isAnswered = (answer: MarkedAnswer | undefined) => Boolean(answer?.answer.trim());

/** The mark saved for a question; for one the engine marks and nothing is saved yet, the engine's. */
function savedMark(question: Question, answer: MarkedAnswer | undefined): number | null {
  if (answer?.mark !== undefined && answer.mark !== null) return answer.mark;
  return autoMark(question, answer?.answer);
}

/**
 * Where the teacher starts: the marks saved; the engine's for questions it marks (0 for a blank brief answer:
 * nothing to read); nothing for a brief answer still to be read.
 */
export function markingDraftOf(detail: AttemptDetail): MarkingDraft {
  const marks: Record<string, QuestionMark> = {};
  for (const question of detail.questions) {
    const answer = answerTo(detail, question._id);
    const saved = savedMark(question, answer);
    marks[question._id] = {
      mark: saved ?? '',
      feedback: answer?.feedback ?? '',
    };
  }
  return { marks, feedback: detail.attempt.feedback };
}

/** Why a mark cannot be saved, in words; null when it can. */
export function markProblem(mark: number | '', outOf: number): string | null {
  if (mark === '') return 'Give a mark.';
  if (mark < 0 || mark > outOf) return `Give a mark from 0 to ${outOf}.`;
  if (!Number.isInteger(mark / MARK_STEP)) return `Marks go in steps of ${MARK_STEP}.`;
  return null;
}

/**
 * The total as typed, and how many questions have no mark yet. A disqualified attempt scores zero whatever is
 * typed (SPEC §4).
 */
export function runningTotal(
  questions: readonly Question[],
  draft: MarkingDraft,
  disqualified: boolean,
): { total: number; unmarked: number } {
  const marks = questions.map((question) => {
    const { mark } = draft.marks[question._id] ?? { mark: '' };
    return mark === '' ? null : mark;
  });
  const unmarked = marks.filter((mark) => mark === null).length;
  const total = attemptTotal(
    marks.map((mark) => mark ?? 0),
    disqualified,
  );
  return { total: total ?? 0, unmarked };
}

/**
 * The questions whose typed mark cannot be saved, with the reason. A mark the teacher has not changed stands as it
 * is (the engine's partial credit can be 0.67).
 */
export function draftProblems(
  detail: AttemptDetail,
  draft: MarkingDraft,
): { questionId: string; problem: string }[] {
  return detail.questions.flatMap((question) => {
    const { mark } = draft.marks[question._id] ?? { mark: '' };
    if (mark === '' || mark === savedMark(question, answerTo(detail, question._id))) return [];
    const problem = markProblem(mark, question.marks);
    return problem ? [{ questionId: question._id, problem }] : [];
  });
}

/** Whether the teacher has typed marks or feedback that are not saved yet. */
export function hasUnsavedMarks(detail: AttemptDetail, draft: MarkingDraft): boolean {
  if (draft.feedback !== detail.attempt.feedback) return true;
  return detail.questions.some((question) => {
    const typed = draft.marks[question._id];
    if (!typed) return false;
    const answer = answerTo(detail, question._id);
    return typed.mark !== (savedMark(question, answer) ?? '') || typed.feedback !== (answer?.feedback ?? '');
  });
}

/**
 * The grade call for what the teacher gave: every brief answer marked, and the engine's marks that the teacher
 * changed (mark or feedback); a question left without a mark is left out, so marking can be saved part way.
 */
export function gradeBody(detail: AttemptDetail, draft: MarkingDraft): GradeBody {
  const marks = detail.questions.flatMap((question) => {
    const typed = draft.marks[question._id];
    if (!typed || typed.mark === '') return [];
    const answer = answerTo(detail, question._id);
    const changed = typed.mark !== savedMark(question, answer) || typed.feedback !== (answer?.feedback ?? '');
    return question.type === 'brief' || changed
      ? [{ questionId: question._id, mark: typed.mark, feedback: typed.feedback }]
      : [];
  });
  return { attemptId: detail.attempt._id, marks, feedback: draft.feedback };
}
