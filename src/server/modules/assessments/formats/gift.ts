import {
  type Essay,
  type GIFTQuestion,
  SyntaxError as GiftSyntaxError,
  type MultipleChoice,
  parse,
  type ShortAnswer,
  type TextChoice,
  type TextFormat,
  type TrueFalse,
} from 'gift-pegjs';
import { splitAnswer } from '../../../../core/rules/questionMarking';
import type { Question } from '../../../../core/schemas/assessments';
import { escapeHtml } from '../../../text/escapeHtml';
import {
  escapeWildcard,
  oneLine,
  oneWordKey,
  plainTextOf,
  type QuestionDraft,
  QuestionFileError,
  questionName,
  type ReadFile,
  richTextOf,
  type TextKind,
} from './questionFile';

/**
 * GIFT, Moodle's text format for questions (docs/assessments.md has the mapping). Read with `gift-pegjs`, the
 * grammar of the format, one question at a time: GIFT separates questions by blank lines, as Moodle reads them, so
 * each question's line is known for the reply and a mistake is reported at its line.
 */

/** Moodle's "auto format" allows HTML; plain and Markdown texts are shown as written. */
const kindOf = ({ format }: TextFormat): TextKind =>
  format === 'html' || format === 'moodle' ? 'html' : 'text';

/** The GIFT questions that have no type of ours, and why. */
const SKIP_REASONS = {
  Description: 'A description is not a question: there is nothing to answer.',
  Numerical:
    'Numerical questions are not a question type here: write it as a one-word or multiple-choice question.',
  Matching: 'Matching questions are not a question type here: write each pair as a multiple-choice question.',
} as const;

const choiceText = (choice: TextChoice) => oneLine(plainTextOf(choice.text.text, kindOf(choice.text)));

/** A choice Moodle counts as fully right: `=` without a weight, or a weight of 100%. */
const fullyRight = (choice: TextChoice) =>
  choice.isCorrect && (choice.weight === null || choice.weight >= 100);

/** What every question of ours takes from a GIFT one: its text, feedback, and a mark (GIFT has no marks). */
const baseOf = (question: MultipleChoice | ShortAnswer | Essay | TrueFalse) => ({
  text: richTextOf(question.stem.text, kindOf(question.stem)),
  marks: 1,
  feedback: question.globalFeedback
    ? plainTextOf(question.globalFeedback.text, kindOf(question.globalFeedback))
    : '',
});

/** One GIFT question as ours, the reason it cannot be, or null for what is not a question at all (a category). */
function draftOf(question: GIFTQuestion): QuestionDraft | { reason: string } | null {
  switch (question.type) {
    case 'Category':
      return null;
    case 'Description':
    case 'Numerical':
    case 'Matching':
      return { reason: SKIP_REASONS[question.type] };
    case 'Essay':
      return { ...baseOf(question), type: 'brief', choices: [], answer: '' };
    case 'TF':
      return {
        ...baseOf(question),
        type: 'mcq',
        choices: ['True', 'False'],
        answer: question.isTrue ? 'True' : 'False',
      };
    case 'Short': {
      const key = oneWordKey(question.choices.filter(fullyRight).map(choiceText));
      return 'reason' in key
        ? key
        : { ...baseOf(question), type: 'one_word', choices: [], answer: key.answer };
    }
    case 'MC': {
      // `=` marks the right answer; without one, each positively weighted choice is right (Moodle's "multiple
      // answers" question), and a weight below zero or none is wrong.
      const single = question.choices.some((choice) => choice.isCorrect);
      const right = question.choices.filter((choice) =>
        single ? choice.isCorrect : (choice.weight ?? 0) > 0,
      );
      return {
        ...baseOf(question),
        type: 'mcq',
        choices: question.choices.map(choiceText),
        answer: right.map(choiceText).join('|'),
      };
    }
  }
}

interface Block {
  /** The block's first line, from 0. */
  from: number;
  /** The line of its question (after any comment lines), from 1. */
  line: number;
  text: string;
}

const isBlank = (line: string) => /^[ \t]*$/.test(line);
const isComment = (line: string) => /^[ \t]*\/\//.test(line);

/** The file's questions as blocks of lines between blank lines; blocks of comments alone are not questions. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  let from = 0;
  const close = () => {
    const first = lines.findIndex((line) => !isComment(line));
    if (first >= 0) blocks.push({ from, line: from + first + 1, text: lines.join('\n') });
    lines = [];
  };
  for (const [index, line] of text.split(/\r\n|\n|\r/).entries()) {
    if (isBlank(line)) close();
    else {
      if (!lines.length) from = index;
      lines.push(line);
    }
  }
  close();
  return blocks;
}

function parseBlock(block: Block): GIFTQuestion[] {
  try {
    return parse(block.text);
  } catch (error) {
    if (!(error instanceof GiftSyntaxError)) throw error;
    const { line, column } = error.location.start;
    throw new QuestionFileError(
      `This GIFT file has a mistake at line ${block.from + line}, column ${column}: ${error.message} ` +
        'Check that the answers of each question are in braces { } and that the characters ~ = # { } : ' +
        'inside a text are written with a backslash before them (\\~ \\= \\# \\{ \\} \\:).',
    );
  }
}

/** The questions of a GIFT file, and those it has that cannot be ours with the reason, each at its line. */
export function parseGift(text: string): ReadFile {
  if (/^\s*<(\?xml|quiz)\b/.test(text))
    throw new QuestionFileError('This is a Moodle XML file, not GIFT: choose the format Moodle XML.');
  const read: ReadFile = { found: [], skipped: [] };
  let asked = 0;
  for (const block of blocksOf(text))
    for (const question of parseBlock(block)) {
      const draft = draftOf(question);
      if (draft === null) continue;
      if (question.type !== 'Description') asked++;
      if ('reason' in draft) read.skipped.push({ line: block.line, reason: draft.reason });
      else
        read.found.push({ at: { line: block.line }, name: questionName(question.title, draft.text), draft });
    }
  // Any text without braces reads as GIFT descriptions: a file with nothing to answer is not a question file.
  if (!asked)
    throw new QuestionFileError(
      'No GIFT question was found in this file. A GIFT question has its answers in braces, like ' +
        '“What is 2 + 2? {=4 ~3 ~5}”, and questions are separated by a blank line.',
    );
  return read;
}

/** GIFT's special characters written with a backslash, and line breaks as \n, so that a text stays one text. */
const giftEscape = (text: string) =>
  text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/**
 * A plain text of ours (a choice, an answer, feedback) inside an `[html]` question: escaped as HTML, line breaks as
 * <br>, and a first `%` or `[` as an entity, since GIFT would read it as a weight or a format.
 */
const giftPlain = (text: string) =>
  giftEscape(
    escapeHtml(text)
      .replace(/\r\n|\r|\n/g, '<br>')
      .replace(/^%/, '&#37;')
      .replace(/^\[/, '&#91;'),
  );

/** A share of 100% written as Moodle writes its fractions (at most five decimals). */
const percent = (share: number) => String(Math.round(share * 100_000) / 100_000);

function giftAnswers(question: Question): string[] {
  const right = new Set(splitAnswer(question.answer));
  if (question.type === 'brief') return [];
  if (question.type === 'one_word')
    return [...right].map((answer) => `=${giftPlain(escapeWildcard(answer))}`);
  if (right.size === 1)
    return question.choices.map((choice) => `${right.has(choice) ? '=' : '~'}${giftPlain(choice)}`);
  // Several right answers: each right one earns its share, each wrong one takes a share back (questionMarking.ts).
  const share = percent(100 / right.size);
  return question.choices.map((choice) => `~%${right.has(choice) ? '' : '-'}${share}%${giftPlain(choice)}`);
}

/**
 * Questions as a GIFT file Moodle imports: each with its title (the start of its text), its text as HTML, its
 * answers and its feedback. GIFT has no marks, and a brief answer's model answer has no place in it.
 */
export function toGift(questions: readonly Question[], title: string): string {
  const header = `// ${title.replace(/[\r\n]+/g, ' ')}: ${questions.length} question${questions.length === 1 ? '' : 's'} in GIFT, Moodle's format.\n`;
  const written = questions.map((question) => {
    const name = giftEscape(questionName(null, question.text));
    const lines = giftAnswers(question);
    if (question.feedback) lines.push(`####${giftPlain(question.feedback)}`);
    const answers = lines.length ? `{\n${lines.map((line) => `\t${line}`).join('\n')}\n}` : '{}';
    return `::${name}::[html]${giftEscape(question.text)}${answers}\n`;
  });
  return [header, ...written].join('\n');
}
