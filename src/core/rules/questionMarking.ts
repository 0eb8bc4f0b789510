import { ANSWER_SEPARATOR, type Question } from '../schemas/assessments';
import { isBlankAnswer } from './blankAnswer';

/**
 * How the engine marks a test's answers (issue 15; SPEC §3 question types; issue 33 for Moodle's weights and types).
 * Documented in docs/assessments.md.
 *
 * - One word: right when the answer matches one of the accepted answers ('|'-joined) once both are normalised:
 *   Unicode NFC, case ignored, spaces around it dropped and runs of spaces inside counted as one. With weights, the
 *   answer earns the weight of the first accepted answer it matches (Moodle's `=%80%toad`).
 * - Multiple choice with one right answer: right only when exactly that choice is picked.
 * - Multiple choice with several right answers: partial credit, each right choice picked earning its share and each
 *   wrong choice picked taking one share back, never below zero: marks x max(0, right picked - wrong picked) / right.
 * - Multiple choice with weights per choice (Moodle's rule): one pick earns its weight; where several may be picked,
 *   the sum of the picked choices' weights, clamped to 0..1.
 * - Numerical: the number at the start of the answer (a unit after it is ignored; a decimal comma is read as a
 *   point) earns the weight of the first accepted number, in the teacher's order, it is within the tolerance of.
 * - Matching: each prompt matched rightly earns an equal share.
 * - Brief: marked by the teacher (null here); a blank one (nothing written, ./blankAnswer.ts) is 0 (issue 37).
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

/** The new fields (issue 33) may be left out where a question has none: the plain rules then apply. */
export type MarkableQuestion = Pick<Question, 'type' | 'choices' | 'answer' | 'marks'> &
  Partial<Pick<Question, 'weights' | 'multiple' | 'numbers' | 'pairs'>>;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The share of the marks an answer earns (0..1), or null when the teacher marks it. */
function shareOf(question: MarkableQuestion, given: string): number | null {
  const weights = question.weights ?? [];
  switch (question.type) {
    case 'brief':
      return isBlankAnswer(given) ? 0 : null;
    case 'one_word': {
      const word = normaliseWord(given);
      if (!word) return 0;
      const matched = splitAnswer(question.answer).findIndex((accepted) => normaliseWord(accepted) === word);
      if (matched < 0) return 0;
      return weights.length > 0 ? (weights[matched] ?? 0) : 1;
    }
    case 'numerical': {
      const number = readNumber(given);
      if (number === null) return 0;
      return (question.numbers ?? []).find((accepted) => withinTolerance(number, accepted))?.weight ?? 0;
    }
    case 'matching': {
      const prompts = matchingPrompts(question);
      if (prompts.length === 0) return 0;
      const chosen = readMatchingAnswer(given);
      const right = prompts.filter((pair, i) => chosen[i] === pair.match).length;
      return right / prompts.length;
    }
    case 'mcq': {
      const picked = new Set(splitAnswer(given).filter((choice) => question.choices.includes(choice)));
      if (weights.length > 0) {
        const weightOf = (choice: string) => weights[question.choices.indexOf(choice)] ?? 0;
        if (!question.multiple) return picked.size === 1 ? clamp01(weightOf([...picked][0]!)) : 0;
        return clamp01([...picked].reduce((sum, choice) => sum + weightOf(choice), 0));
      }
      const right = new Set(splitAnswer(question.answer));
      if (right.size === 1) return picked.size === 1 && right.has([...picked][0]!) ? 1 : 0;
      let score = 0;
      for (const choice of picked) score += right.has(choice) ? 1 : -1;
      return Math.max(0, score) / right.size;
    }
  }
}

/** The mark the engine gives an answer (undefined: not answered), or null when the teacher marks it (brief). */
export function autoMark(question: MarkableQuestion, answer: string | undefined): number | null {
  const share = shareOf(question, answer ?? '');
  return share === null ? null : round2(question.marks * share);
}

/** Whether students may pick several choices: as set with weights per choice, else more than one right answer. */
export const isMultipleAnswer = (
  question: Pick<Question, 'type' | 'answer'> & Partial<Pick<Question, 'weights' | 'multiple'>>,
): boolean =>
  question.type === 'mcq' &&
  ((question.weights ?? []).length > 0
    ? question.multiple === true
    : splitAnswer(question.answer).length > 1);

/**
 * The number an answer starts with, or null: digits with an optional sign, decimal point (or comma) and exponent.
 * What follows it (a unit, after a space or not) is ignored, as numerical questions without units do in Moodle.
 */
export function readNumber(answer: string): number | null {
  const found = /^\s*([+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?)(?![\d.,])/i.exec(answer);
  if (!found) return null;
  const number = Number(found[1]!.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** Within the accepted number's tolerance, either side, inclusive (a hair of rounding error forgiven). */
export const withinTolerance = (number: number, accepted: { value: number; tolerance: number }) =>
  Math.abs(number - accepted.value) <= accepted.tolerance + 1e-9 * Math.max(1, Math.abs(accepted.value));

/** A matching question's pairs that ask something, in the teacher's order (the others are extra matches). */
export const matchingPrompts = (question: Pick<MarkableQuestion, 'pairs'>) =>
  (question.pairs ?? []).filter((pair) => pair.prompt !== '');

/** Every match a student chooses from, each once, in the teacher's order. */
export const matchingChoices = (question: Pick<MarkableQuestion, 'pairs'>) => [
  ...new Set((question.pairs ?? []).map((pair) => pair.match)),
];

/**
 * A matching answer: the match chosen for each prompt, in the prompts' order ('' for none), kept as a JSON list
 * since a match may hold any character. Null when the text is not such a list (the server refuses it).
 */
export function parseMatchingAnswer(answer: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(answer);
    return Array.isArray(parsed) && parsed.every((match) => typeof match === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/** A matching answer's matches; anything else reads as no match chosen. */
export const readMatchingAnswer = (answer: string): string[] => parseMatchingAnswer(answer) ?? [];

export const writeMatchingAnswer = (matches: readonly string[]): string => JSON.stringify(matches);

/**
 * An attempt's total: the sum of its answers' marks, or null while any answer still waits for the teacher. A
 * disqualified attempt scores zero (SPEC §4).
 */
export function attemptTotal(marks: readonly (number | null)[], disqualified = false): number | null {
  if (disqualified) return 0;
  if (marks.some((mark) => mark === null)) return null;
  return round2(marks.reduce<number>((sum, mark) => sum + (mark ?? 0), 0));
}
