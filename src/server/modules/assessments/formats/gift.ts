import {
  type Essay,
  type GIFTQuestion,
  SyntaxError as GiftSyntaxError,
  type Matching,
  type MultipleChoice,
  type Numerical,
  type NumericalFormat,
  parse,
  type ShortAnswer,
  type TextChoice,
  type TextFormat,
  type TrueFalse,
} from 'gift-pegjs';
import { joinAnswer, normaliseWord, splitAnswer } from '../../../../core/rules/questionMarking';
import type { MatchPair, NumericAnswer, Question } from '../../../../core/schemas/assessments';
import { escapeHtml } from '../../../text/escapeHtml';
import {
  escapeWildcard,
  oneLine,
  oneWordKey,
  percentOfWeight,
  plainTextOf,
  type QuestionDraft,
  QuestionFileError,
  questionName,
  type ReadFile,
  richTextOf,
  type TextKind,
  weightOfPercent,
} from './questionFile';

/**
 * GIFT, Moodle's text format for questions (docs/assessments.md has the mapping). Read with `gift-pegjs`, the
 * grammar of the format, one question at a time: GIFT separates questions by blank lines, as Moodle reads them, so
 * each question's line is known for the reply, and a question with a mistake is skipped at its line while the
 * others come in. Weights follow Moodle's reader (question/format/gift/format.php), so questions mark as in Moodle.
 */

/** Moodle's "auto format" allows HTML; plain and Markdown texts are shown as written. */
const kindOf = ({ format }: TextFormat): TextKind =>
  format === 'html' || format === 'moodle' ? 'html' : 'text';

const choiceText = (choice: TextChoice) => oneLine(plainTextOf(choice.text.text, kindOf(choice.text)));

/** A share written as a GIFT percentage (`%50%`), as Moodle's fraction: 0.5. */

/** Two fractions the same once written as GIFT percentages (five decimals). */
const sameFraction = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** What every question of ours takes from a GIFT one: its text, feedback, a mark (GIFT has none) and no key yet. */
const baseOf = (question: MultipleChoice | ShortAnswer | Essay | TrueFalse | Numerical | Matching) => ({
  text: richTextOf(question.stem.text, kindOf(question.stem)),
  marks: 1,
  feedback: question.globalFeedback
    ? plainTextOf(question.globalFeedback.text, kindOf(question.globalFeedback))
    : '',
  choices: [],
  answer: '',
  weights: [],
  multiple: false,
  numbers: [],
  pairs: [],
});

/**
 * Whether Moodle marks these weights as our plain rules do, so that the question needs none: one choice at 100%
 * and the others at 0 where one is picked; or, where several may be picked, k ≥ 2 right choices at 1/k and every
 * other at -1/k (the sum of the picked weights clamped to 0..1 is then max(0, right − wrong) / k, our rule). One
 * right choice where several may be picked keeps its weights: Moodle offers it with checkboxes.
 */
function markedAsPlainRule(weights: readonly number[], multiple: boolean): boolean {
  const right = weights.filter((weight) => weight > 0).length;
  if (!multiple) return right === 1 && weights.every((weight) => weight === 0 || weight === 1);
  return right >= 2 && weights.every((weight) => sameFraction(weight, (weight > 0 ? 1 : -1) / right));
}

function multipleChoiceOf(question: MultipleChoice): QuestionDraft {
  const choices = question.choices.map(choiceText);
  // Moodle: `=` earns 100% whatever follows it, `~%50%` its weight, a bare `~` nothing; and the question takes one
  // answer when any choice is written with `=`, several otherwise ("multiple answers").
  const weights = question.choices.map((choice) =>
    choice.isCorrect ? 1 : weightOfPercent(choice.weight ?? 0),
  );
  const multiple = !question.choices.some((choice) => choice.isCorrect);
  const plain = markedAsPlainRule(weights, multiple);
  return {
    ...baseOf(question),
    type: 'mcq',
    choices,
    answer: joinAnswer(choices.filter((_, i) => weights[i]! > 0)),
    weights: plain ? [] : weights,
    multiple: !plain && multiple,
  };
}

function shortAnswerOf(question: ShortAnswer): QuestionDraft | { reason: string } {
  // An answer at 0% (or below) earns nothing: Moodle keeps one only to show its feedback, which has no place here,
  // so it is left out, and with it Moodle's usual `=%0%*` catch-all.
  const earning = question.choices
    .map((choice) => ({ text: choiceText(choice), weight: weightOfPercent(choice.weight ?? 100) }))
    .filter((accepted) => accepted.weight > 0);
  // Moodle marks an answer by the first accepted answer it matches: a later repeat is never reached.
  const firsts = earning.filter(
    (accepted, i) => earning.findIndex((a) => normaliseWord(a.text) === normaliseWord(accepted.text)) === i,
  );
  const key = oneWordKey(firsts.map((accepted) => accepted.text));
  if ('reason' in key) return key;
  const weights = firsts.map((accepted) => accepted.weight);
  return {
    ...baseOf(question),
    type: 'one_word',
    answer: key.answer,
    weights: weights.every((weight) => weight === 1) ? [] : weights,
  };
}

/** A GIFT number: `3` exactly, `3:2` (value:tolerance), or `1..5`, which Moodle reads as 3 with tolerance 2. */
function numberOf(written: NumericalFormat): Omit<NumericAnswer, 'weight'> {
  switch (written.type) {
    case 'simple':
      return { value: written.number!, tolerance: 0 };
    case 'range':
      return { value: written.number!, tolerance: Math.abs(written.range!) };
    case 'high-low': {
      const value = (written.numberHigh! + written.numberLow!) / 2;
      return { value, tolerance: Math.abs(written.numberHigh! - value) };
    }
  }
}

function numbersOf({ choices }: Numerical): NumericAnswer[] {
  if (!Array.isArray(choices)) return [{ ...numberOf(choices), weight: 1 }];
  // `~` is Moodle's "any other answer", there only for its feedback; like a number at 0% it earns nothing.
  return choices.flatMap((choice) => {
    const weight = weightOfPercent(choice.weight ?? 100);
    return choice.isCorrect && 'type' in choice.text && weight > 0
      ? [{ ...numberOf(choice.text), weight }]
      : [];
  });
}

/** The placeholders gift-pegjs leaves for escaped characters in the answer side of a match. */
const ESCAPED: Record<string, string> = {
  '&&092;': '\\',
  '&&058;': ':',
  '&&035;': '#',
  '&&061;': '=',
  '&&123;': '{',
  '&&125;': '}',
  '&&126;': '~',
  '&&010': '\n',
};

/** A matching question's pairs: each prompt as text (read in its format), each match as written (plain text). */
const pairsOf = ({ matchPairs }: Matching): MatchPair[] =>
  matchPairs.map((pair) => ({
    prompt: oneLine(plainTextOf(pair.subquestion.text, kindOf(pair.subquestion))),
    match: oneLine(
      pair.subanswer.replace(/&&(?:\d{3};|010)/g, (placeholder) => ESCAPED[placeholder] ?? placeholder),
    ),
  }));

/** One GIFT question as ours, the reason it cannot be, or null for what is not a question at all (a category). */
function draftOf(question: GIFTQuestion): QuestionDraft | { reason: string } | null {
  switch (question.type) {
    case 'Category':
      return null;
    case 'Description':
      return { reason: 'A description is not a question: there is nothing to answer.' };
    case 'Essay':
      return { ...baseOf(question), type: 'brief' };
    case 'TF':
      return {
        ...baseOf(question),
        type: 'mcq',
        choices: ['True', 'False'],
        answer: question.isTrue ? 'True' : 'False',
      };
    case 'Short':
      return shortAnswerOf(question);
    case 'MC':
      return multipleChoiceOf(question);
    case 'Numerical':
      return { ...baseOf(question), type: 'numerical', numbers: numbersOf(question) };
    case 'Matching':
      return { ...baseOf(question), type: 'matching', pairs: pairsOf(question) };
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

function tryParse(text: string): GIFTQuestion[] | GiftSyntaxError {
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof GiftSyntaxError) return error;
    throw error;
  }
}

/**
 * Moodle reads a lone number followed by feedback (`{#3:2~#Wrong}`, `{#3:2#Right}`); gift-pegjs only the same
 * number written as the first of a list (`{#=3:2~#Wrong}`), which means the same to Moodle.
 */
const numberAsList = (text: string) => text.replace(/(?<!\\)(\{\s*#)(?=\s*[+-]?\d)/g, '$1=');

const MISTAKE_HINT =
  'Check that the answers are in braces { }, that the characters ~ = # { } : inside a text are written with a ' +
  'backslash before them (\\~ \\= \\# \\{ \\} \\:), and that numbers are written with digits and a point (0.5, ' +
  'not .5 or 5e-1).';

/** A block's questions, or where its mistake is, in the file's lines. */
function parseBlock(block: Block): GIFTQuestion[] | { mistake: string } {
  const read = tryParse(block.text);
  if (!(read instanceof GiftSyntaxError)) return read;
  const retried = tryParse(numberAsList(block.text));
  if (!(retried instanceof GiftSyntaxError)) return retried;
  const { line, column } = read.location.start;
  return {
    mistake: `at line ${block.from + line}, column ${column}: ${oneLine(read.message)} ${MISTAKE_HINT}`,
  };
}

/**
 * The questions of a GIFT file, and those it has that cannot be ours with the reason, each at its line. A question
 * with a mistake is one of those; the file is refused only when nothing in it can be read as a question.
 */
export function parseGift(text: string): ReadFile {
  if (/^\s*<(\?xml|quiz)\b/.test(text))
    throw new QuestionFileError('This is a Moodle XML file, not GIFT: choose the format Moodle XML.');
  const read: ReadFile = { found: [], skipped: [], warnings: [] };
  let asked = 0;
  let firstMistake: string | null = null;
  for (const block of blocksOf(text)) {
    const questions = parseBlock(block);
    if ('mistake' in questions) {
      firstMistake ??= questions.mistake;
      read.skipped.push({ line: block.line, reason: `This question has a mistake ${questions.mistake}` });
      continue;
    }
    for (const question of questions) {
      const draft = draftOf(question);
      if (draft === null) continue;
      if (question.type !== 'Description') asked++;
      if ('reason' in draft) read.skipped.push({ line: block.line, reason: draft.reason });
      else
        read.found.push({ at: { line: block.line }, name: questionName(question.title, draft.text), draft });
    }
  }
  if (!asked && firstMistake) throw new QuestionFileError(`This GIFT file has a mistake ${firstMistake}`);
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

/** A weight as GIFT writes it after `=` or `~`: nothing for 100%, else `%50%`. */
const weightMark = (weight: number) => (weight === 1 ? '' : `%${percentOfWeight(weight)}%`);

/** A number as gift-pegjs reads one: digits and a point, never an exponent (1e-7 is written 0.0000001). */
function plainNumber(number: number): string {
  const written = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(number));
  if (!written) return String(number);
  const [, sign, whole, fraction = '', power] = written;
  const digits = whole! + fraction;
  const point = 1 + Number(power);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits.padEnd(point, '0')}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

function choiceAnswers(question: Question): string[] {
  const right = new Set(splitAnswer(question.answer));
  if (question.weights.length)
    // As Moodle writes them: `=` is 100% in a one-answer question (without one, GIFT reads several answers).
    return question.choices.map((choice, i) => {
      const weight = question.weights[i] ?? 0;
      if (weight === 1 && !question.multiple) return `=${giftPlain(choice)}`;
      return weight === 0 ? `~${giftPlain(choice)}` : `~%${percentOfWeight(weight)}%${giftPlain(choice)}`;
    });
  if (right.size === 1)
    return question.choices.map((choice) => `${right.has(choice) ? '=' : '~'}${giftPlain(choice)}`);
  // Several right answers: each right one earns its share, each wrong one takes a share back, which Moodle's sum of
  // the picked weights marks as our rule does (questionMarking.ts).
  const share = percentOfWeight(1 / right.size);
  return question.choices.map((choice) => `~%${right.has(choice) ? '' : '-'}${share}%${giftPlain(choice)}`);
}

/** A question's answers, one a line, without the braces (a numerical question's open with `#`). */
function giftAnswers(question: Question): string[] {
  switch (question.type) {
    case 'brief':
      return [];
    case 'one_word':
      return splitAnswer(question.answer).map(
        (answer, i) => `=${weightMark(question.weights[i] ?? 1)}${giftPlain(escapeWildcard(answer))}`,
      );
    case 'mcq':
      return choiceAnswers(question);
    case 'numerical':
      return question.numbers.map(
        ({ value, tolerance, weight }) =>
          `=${weightMark(weight)}${plainNumber(value)}:${plainNumber(tolerance)}`,
      );
    case 'matching':
      // The prompt in the question's HTML; the match plain, as Moodle reads it. An extra match has no prompt.
      return question.pairs.map(({ prompt, match }) => `=${giftPlain(prompt)} -> ${giftEscape(match)}`);
  }
}

/**
 * Questions as a GIFT file Moodle imports: each with its title (the start of its text), its text as HTML, its
 * answers with their weights, and its feedback. GIFT has no marks, and a brief answer's model answer has no place.
 */
export function toGift(questions: readonly Question[], title: string): string {
  const header = `// ${title.replace(/[\r\n]+/g, ' ')}: ${questions.length} question${questions.length === 1 ? '' : 's'} in GIFT, Moodle's format.\n`;
  const written = questions.map((question) => {
    const name = giftEscape(questionName(null, question.text));
    const lines = giftAnswers(question);
    if (question.feedback) lines.push(`####${giftPlain(question.feedback)}`);
    const open = question.type === 'numerical' ? '{#' : '{';
    const answers = lines.length ? `${open}\n${lines.map((line) => `\t${line}`).join('\n')}\n}` : '{}';
    return `::${name}::[html]${giftEscape(question.text)}${answers}\n`;
  });
  return [header, ...written].join('\n');
}
