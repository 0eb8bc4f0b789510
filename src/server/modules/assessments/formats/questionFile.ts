import { ANSWER_SEPARATOR, type QuestionType } from '../../../../core/schemas/assessments';
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
}

/** Where a question is in its file: GIFT by line (from 1), Moodle XML by its place among `<question>`s (from 0). */
export type FilePlace = { line: number } | { index: number };

export interface FoundQuestion {
  at: FilePlace;
  /** The question's title in the file, or the start of its text. */
  name: string;
  draft: QuestionDraft;
}

export type SkippedQuestion = FilePlace & { reason: string };

export interface ReadFile {
  found: FoundQuestion[];
  skipped: SkippedQuestion[];
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
