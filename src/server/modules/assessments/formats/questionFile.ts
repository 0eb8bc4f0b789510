import type { QuestionType } from '../../../../core/constants';
import { ANSWER_SEPARATOR, type Question } from '../../../../core/schemas/assessments';
import { escapeHtml } from '../../../text/escapeHtml';
import { htmlToPlainText } from '../../../text/plainText';

/**
 * What the question file formats (GIFT, Moodle XML) share: a question read from a file before it is checked like
 * one the teacher wrote, where in the file each question was, and how the formats' texts become ours. Pure: text
 * in, questions out.
 */

/** A question as a file gives it: every field of ours but its id, which the import makes. */
export interface QuestionDraft {
  type: QuestionType;
  /** Rich text (HTML), sanitised when it is checked. */
  text: string;
  choices: string[];
  answer: string;
  marks: number;
  feedback: string;
  /** The keys some types have (core/schemas/assessments.ts); left out, none. */
  weights?: Question['weights'];
  multiple?: boolean;
  numbers?: Question['numbers'];
  pairs?: Question['pairs'];
}

/** Where a question is in its file: GIFT by line (from 1), Moodle XML by its place among `<question>`s (from 0). */
export type FilePlace = { line: number } | { index: number };

export interface FoundQuestion {
  at: FilePlace;
  /** The question's title in the file, or the start of its text. */
  name: string;
  draft: QuestionDraft;
  /**
   * The files the question's text embeds, which its text points at as `${EMBEDDED_FILE_PREFIX}<name>` (Moodle
   * XML's `<file>`s); the import keeps them with the question (assessments/embeddedFiles.ts). Left out, none.
   */
  files?: EmbeddedFile[];
}

/** A file that came inside a question file, by the name the question's text uses for it. */
export interface EmbeddedFile {
  name: string;
  bytes: Uint8Array;
}

/** How a question's text points at a file it embeds: Moodle's own address for a question's files. */
export const EMBEDDED_FILE_PREFIX = '@@PLUGINFILE@@/';

export type SkippedQuestion = FilePlace & { reason: string };

/** A question that came in without a part of it (a file it embedded that could not be kept), and what. */
export type FileWarning = FilePlace & { warning: string };

export interface ReadFile {
  found: FoundQuestion[];
  skipped: SkippedQuestion[];
  warnings: FileWarning[];
}

/** The file as a whole is not of its format (or not one we can read): nothing of it is imported. */
export class QuestionFileError extends Error {}

/** How a text of a file is written: HTML (Moodle's "auto format" allows HTML too), or text shown as written. */
export type TextKind = 'html' | 'text';

/** A file's question text as our rich text: HTML as it is (the schema sanitises it), text escaped, lines kept. */
export const richTextOf = (text: string, kind: TextKind) =>
  kind === 'html' ? text.trim() : escapeHtml(text.trim()).replace(/\r?\n/g, '<br>');

/** A file's text where ours is plain (choices, accepted answers, feedback): HTML read as a person reads it. */
export const plainTextOf = (text: string, kind: TextKind) =>
  kind === 'html' ? htmlToPlainText(text) : text.trim();

/** A choice or an accepted answer is one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const NAME_CHARS = 60;

/** The name an imported question goes by in the reply: its title, or the start of its text. */
export function questionName(title: string | null | undefined, html: string): string {
  const name = oneLine(title ?? '') || oneLine(htmlToPlainText(html));
  return name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name || '(no text)';
}

/**
 * A one-word question's key from the answers a file accepts in full. Moodle's short answers take `*` as a wildcard
 * and `\*` as a star: we compare words, so a wildcard cannot be kept, and '|' separates our accepted answers.
 */
export function oneWordKey(accepted: readonly string[]): { answer: string } | { reason: string } {
  if (accepted.some((answer) => /(^|[^\\])\*/.test(answer)))
    return {
      reason:
        'An accepted answer uses the * wildcard, which one-word questions do not have: list the accepted words instead.',
    };
  const answers = accepted.map((answer) => answer.replaceAll('\\*', '*'));
  if (answers.some((answer) => answer.includes(ANSWER_SEPARATOR)))
    return { reason: `An accepted answer contains ${ANSWER_SEPARATOR}, which cannot be used in an answer.` };
  return { answer: answers.join(ANSWER_SEPARATOR) };
}

/** A star in an accepted answer, as Moodle's short answers write one (unescaped, it is their wildcard). */
export const escapeWildcard = (answer: string) => answer.replaceAll('*', '\\*');

/**
 * The weights per choice that mark a multiple-choice question as the plain rules do (core/rules/questionMarking.ts):
 * one right choice, a single pick of it; several, each right one earning its share and each wrong one taking a
 * share back, several picks allowed. A file's weights equal to these need not be kept.
 */
export function plainWeights(right: readonly boolean[]): { weights: number[]; multiple: boolean } {
  const count = right.filter(Boolean).length;
  if (count === 1) return { weights: right.map((isRight) => (isRight ? 1 : 0)), multiple: false };
  return { weights: right.map((isRight) => (isRight ? 1 : -1) / count), multiple: true };
}

/** Weights the same to within the rounding files write them with (Moodle: 33.33333% for a third). */
export const sameWeights = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((weight, i) => Math.abs(weight - b[i]!) < 1e-4);

/**
 * A percentage a file gives an answer (Moodle's `fraction="50"`, GIFT's `%50%`) as our weight, a share of the
 * marks from -1 to 1, kept to the five decimals of a percentage Moodle writes (33.33333% is 0.3333333).
 */
export const weightOfPercent = (percent: number) =>
  Number.isFinite(percent) ? Math.min(1, Math.max(-1, Math.round(percent * 100_000) / 10_000_000)) : 0;

/** A weight as the percentage Moodle writes, to its five decimals. */
export const percentOfWeight = (weight: number) => String(Math.round(weight * 10_000_000) / 100_000);
