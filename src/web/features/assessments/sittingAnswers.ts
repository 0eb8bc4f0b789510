import { joinAnswer } from '../../../core/rules/questionMarking';
import type { QuestionForStudent, SavedAnswer } from '../../../core/schemas/assessments';

/** The student's answers on the page, by question id: what the server saved, then each change made here. */
export type AnswerValues = Readonly<Record<string, string>>;

export const answersOf = (saved: readonly SavedAnswer[]): AnswerValues =>
  Object.fromEntries(saved.map((answer) => [answer.questionId, answer.answer]));

/** An answer counts as given once it has more than spaces (a multiple-choice one, once a choice is picked). */
export const isAnswered = (value: string | undefined): boolean => (value ?? '').trim() !== '';

/** The numbers (1, 2, ...) of the questions not answered yet, in the attempt's order. */
export const unansweredNumbers = (questions: readonly QuestionForStudent[], values: AnswerValues): number[] =>
  questions.flatMap((question, index) => (isAnswered(values[question._id]) ? [] : [index + 1]));

/**
 * A "choose all that apply" answer from the choices picked: joined by '|' (SPEC §3) in the order the question shows
 * them, so the same picks always make the same answer.
 */
export const pickedAnswer = (choices: readonly string[], picked: readonly string[]): string =>
  joinAnswer(choices.filter((choice) => picked.includes(choice)));

/** "Question 3", or "Questions 2, 5 and 7". */
export function questionList(numbers: readonly number[]): string {
  if (numbers.length === 1) return `Question ${numbers[0]}`;
  const head = numbers.slice(0, -1).join(', ');
  return `Questions ${head} and ${numbers[numbers.length - 1]}`;
}
