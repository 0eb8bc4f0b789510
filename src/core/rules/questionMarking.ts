import { ANSWER_SEPARATOR, type Question } from '../schemas/assessments';

/**
 * How the engine marks a test's answers (issue 15; SPEC §3 question types). Documented in docs/assessments.md.
 *
 * - One word: right when the answer matches one of the accepted answers ('|'-joined) once both are normalised:
 *   Unicode NFC, case ignored, spaces around it dropped and runs of spaces inside counted as one.
 * - Multiple choice with one right answer: right only when exactly that choice is picked.
 * - Multiple choice with several right answers: partial credit, each right choice picked earning its share and each
 *   wrong choice picked taking one share back, never below zero: marks x max(0, right picked - wrong picked) / right.
 * - Brief: marked by the teacher (null here).
 * Marks are rounded to two decimals.
 */
export function normaliseWord(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The parts of a '|'-joined answer, trimmed, empty ones dropped. */
export function splitAnswer(answer: string): string[] {
  return answer
    .split(ANSWER_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

export const joinAnswer = (parts: readonly string[]): string => parts.join(ANSWER_SEPARATOR);

const round2 = (value: number) => Math.round(value * 100) / 100;

export type MarkableQuestion = Pick<Question, 'type' | 'choices' | 'answer' | 'marks'>;

/** The mark the engine gives an answer (undefined: not answered), or null when the teacher marks it (brief). */
export function autoMark(question: MarkableQuestion, answer: string | undefined): number | null {
  if (question.type === 'brief') return null;
  const given = answer ?? '';
  if (question.type === 'one_word') {
    const word = normaliseWord(given);
    if (!word) return 0;
    return splitAnswer(question.answer).some((accepted) => normaliseWord(accepted) === word)
      ? question.marks
      : 0;
  }
  const right = new Set(splitAnswer(question.answer));
  const picked = new Set(splitAnswer(given).filter((choice) => question.choices.includes(choice)));
  if (right.size === 1) return picked.size === 1 && right.has([...picked][0]!) ? question.marks : 0;
  let score = 0;
  for (const choice of picked) score += right.has(choice) ? 1 : -1;
  return round2((question.marks * Math.max(0, score)) / right.size);
}

/** Whether students may pick several choices: the question has more than one right answer. */
export const isMultipleAnswer = (question: Pick<Question, 'type' | 'answer'>): boolean =>
  question.type === 'mcq' && splitAnswer(question.answer).length > 1;

/**
 * An attempt's total: the sum of its answers' marks, or null while any answer still waits for the teacher. A
 * disqualified attempt scores zero (SPEC §4).
 */
export function attemptTotal(marks: readonly (number | null)[], disqualified = false): number | null {
  if (disqualified) return 0;
  if (marks.some((mark) => mark === null)) return null;
  return round2(marks.reduce<number>((sum, mark) => sum + (mark ?? 0), 0));
}
