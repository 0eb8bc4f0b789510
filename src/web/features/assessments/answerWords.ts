import { readMatchingAnswer, splitAnswer } from '../../../core/rules/questionMarking';
import type { NumericAnswer, Question } from '../../../core/schemas/assessments';
import { percentOf } from './questionDraft';

/**
 * Answers and keys of issue 33's questions in words, for the result and marking pages: a number with its
 * tolerance ("3 ± 0.5"), a matching answer as arrows ("Paris → France"), and a weight beside what earns it
 * ("London (50%)").
 */

/** What an unchosen match reads as. */
export const NO_MATCH = 'no match chosen';

/** "London (50%)"; the text alone when it earns full marks or there are no weights. */
export const withWeight = (text: string, weight: number | undefined) =>
  weight === undefined || weight === 1 ? text : `${text} (${percentOf(weight)}%)`;

/** "3 ± 0.5", "3" when exact, "2.5 ± 0.1 (50%)" when it earns part of the marks. */
export const numberText = ({ value, tolerance, weight }: NumericAnswer) =>
  withWeight(tolerance ? `${value} ± ${tolerance}` : `${value}`, weight);

/** A one-word question's accepted answers, each with its weight where the question has weights. */
export const acceptedText = (question: Pick<Question, 'answer' | 'weights'>) =>
  splitAnswer(question.answer)
    .map((accepted, index) => withWeight(accepted, question.weights[index]))
    .join(', ');

export interface MatchLine {
  prompt: string;
  /** '' when none was chosen. */
  match: string;
}

/** A matching answer (or key) against its prompts, in their order. */
export const matchLines = (prompts: readonly string[], answer: string): MatchLine[] => {
  const chosen = readMatchingAnswer(answer);
  return prompts.map((prompt, index) => ({ prompt, match: chosen[index] ?? '' }));
};

/** "Paris → France", or "Paris → no match chosen". */
export const matchLineText = ({ prompt, match }: MatchLine) => `${prompt} → ${match || NO_MATCH}`;
