import type { QuestionType } from '../../../core/constants';
import type { AssessmentListLine } from '../../../core/schemas/assessments';
import { countOf } from '../courses/courseVisuals';
import { workTallyText } from '../courses/workText';

/** How tests and exams are described in words on the teacher's pages. */

/** '5 questions · 12 marks', or that there are none yet. */
export const sizeText = ({
  questionCount,
  totalMarks,
}: Pick<AssessmentListLine, 'questionCount' | 'totalMarks'>) =>
  questionCount === 0
    ? 'No questions yet'
    : `${countOf(questionCount, 'question')} · ${countOf(totalMarks, 'mark')}`;

/** The attempts handed in and those with answers still to mark ('3 handed in · 1 to mark'). */
export const workText = ({ submitted, toMark }: Pick<AssessmentListLine, 'submitted' | 'toMark'>): string =>
  workTallyText({ handedIn: submitted ?? 0, toMark: toMark ?? 0 });

/** SPEC §3 question types (and issue 33's numerical and matching) as every page names them. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  one_word: 'One word',
  brief: 'Brief answer',
  mcq: 'Multiple choice',
  numerical: 'Numerical',
  matching: 'Matching',
};
