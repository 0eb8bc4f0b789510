import { joinAnswer, readMatchingAnswer, writeMatchingAnswer } from '../../../core/rules/questionMarking';
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

/**
 * The match chosen for each prompt of a matching question, in the prompts' order ('' for none): what the saved
 * answer says, a match no longer offered read as none.
 */
export const chosenMatches = (
  question: Pick<QuestionForStudent, 'prompts' | 'choices'>,
  value: string,
): string[] => {
  const saved = readMatchingAnswer(value);
  return question.prompts.map((_, index) => {
    const match = saved[index] ?? '';
    return question.choices.includes(match) ? match : '';
  });
};

/**
 * A matching answer from the match chosen for each prompt (core's JSON list, in the prompts' order); with none
 * chosen it is no answer at all, so the question counts as unanswered like any other left blank.
 */
export const matchingAnswer = (chosen: readonly string[]): string =>
  chosen.some((match) => match !== '') ? writeMatchingAnswer(chosen) : '';

/** "Question 3", or "Questions 2, 5 and 7". */
export function questionList(numbers: readonly number[]): string {
  if (numbers.length === 1) return `Question ${numbers[0]}`;
  const head = numbers.slice(0, -1).join(', ');
  return `Questions ${head} and ${numbers[numbers.length - 1]}`;
}
