import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { splitAnswer } from '../../../../core/rules/questionMarking';
import type { Question } from '../../../../core/schemas/assessments';
import {
  EMBEDDED_FILE_PREFIX,
  type EmbeddedFile,
  escapeWildcard,
  type FoundQuestion,
  oneLine,
  oneWordKey,
  percentOfWeight,
  plainTextOf,
  plainWeights,
  type QuestionDraft,
  QuestionFileError,
  questionName,
  type ReadFile,
  richTextOf,
  sameWeights,
  type TextKind,
  weightOfPercent,
} from './questionFile';

/**
 * Moodle XML, the format of Moodle's question bank export (docs/assessments.md has the mapping), read as Moodle's
 * own reader reads it (question/format/xml/format.php) with `fast-xml-parser`, whose limits on entities keep an
 * entity bomb out. Pure: the text in, the questions with the files they embed and the warnings out.
 */

type XmlNode = Record<string, unknown>;

/** The elements a Moodle file may repeat: read as lists even when there is one. */
const REPEATED = new Set(['question', 'answer', 'file', 'subquestion', 'unit']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

const nodeAt = (node: unknown, key: string): XmlNode | undefined => {
  const child = (node as XmlNode | undefined)?.[key];
  return child !== null && typeof child === 'object' && !Array.isArray(child)
    ? (child as XmlNode)
    : undefined;
};
const stringAt = (node: unknown, key: string): string => {
  const value = (node as XmlNode | undefined)?.[key];
  return typeof value === 'string' ? value : '';
};
const listAt = (node: unknown, key: string): XmlNode[] => {
  const value = (node as XmlNode | undefined)?.[key];
  return Array.isArray(value) ? value.filter((v): v is XmlNode => v !== null && typeof v === 'object') : [];
};
/** The `<text>` of an element such as `<questiontext>`; Moodle's text formats say how to read it. */
const textOf = (node: XmlNode | undefined) => stringAt(node, 'text');
const kindOf = (node: XmlNode | undefined, byDefault: TextKind = 'html'): TextKind => {
  const format = stringAt(node, '@_format');
  if (format === 'plain_text' || format === 'markdown') return 'text';
  return format ? 'html' : byDefault;
};
/** A percentage as a share of the marks, to the 5 decimals of a percentage Moodle writes (33.33333 for a third). */
/** An answer's grade as a share of the marks: Moodle writes a percentage (`fraction="50"`). */
const shareOf = (answer: XmlNode) => weightOfPercent(Number.parseFloat(stringAt(answer, '@_fraction')));
/** Moodle's "true" for a yes/no setting: anything but "false", "0" and nothing (its trans_single). */
const isYes = (value: string) => !['false', '0', ''].includes(value.trim().toLowerCase());

const CLOZE =
  'Embedded answers (Cloze) questions are not a question type here: write each gap as a question of its own.';
const SKIP_REASONS: Record<string, string> = {
  description: 'A description is not a question: there is nothing to answer.',
  // Moodle writes "cloze" and reads "multianswer" too, its type's own name.
  cloze: CLOZE,
  multianswer: CLOZE,
  random: 'A random question draws from a Moodle question bank, which does not come with the file.',
};

/** What reading one `<question>` gives: the draft and its files, or the reason it cannot be one. */
type Read = { draft: QuestionDraft; files: EmbeddedFile[] } | { reason: string };
/** The part of a draft its type decides (its key), or the reason it cannot be one. */
type Key = Omit<QuestionDraft, 'text' | 'marks' | 'feedback'> | { reason: string };

/** The base64 files of an element such as `<questiontext>`, by the name its text gives them. */
function filesOf(node: XmlNode | undefined): EmbeddedFile[] {
  return listAt(node, 'file')
    .filter((file) => stringAt(file, '@_encoding') === 'base64')
    .map((file) => ({
      // Moodle writes a folder as `path="/folder/"` and points at it as @@PLUGINFILE@@/folder/name.
      name: `${stringAt(file, '@_path').replace(/^\/+/, '')}${stringAt(file, '@_name')}`,
      bytes: Buffer.from(stringAt(file, '#text').replace(/\s+/g, ''), 'base64'),
    }));
}

/**
 * The question's text with the files it embeds. Moodle 1.9 kept one picture beside the text (`<image>` and
 * `<image_base64>`); Moodle's reader adds it after the text, and so does this one.
 */
function questionTextOf(question: XmlNode, warn: (warning: string) => void) {
  const node = nodeAt(question, 'questiontext');
  let text = richTextOf(textOf(node), kindOf(node));
  const files = filesOf(node);
  const oldPicture = stringAt(question, 'image').trim();
  if (oldPicture) {
    const name = oldPicture.replaceAll('/', '_');
    const data = stringAt(question, 'image_base64').replace(/\s+/g, '');
    if (data) {
      files.push({ name, bytes: Buffer.from(data, 'base64') });
      text += ` <img src="${EMBEDDED_FILE_PREFIX}${encodeURIComponent(name)}">`;
    } else warn(`The picture ${oldPicture} is not in the file: the question comes in without it.`);
  }
  return { text, files };
}

/** Files in the parts of a question that are text here (feedback, choices): they cannot be kept, and say so. */
function unkeptFiles(question: XmlNode, warn: (warning: string) => void) {
  const places: [string, XmlNode | undefined][] = [
    ['general feedback', nodeAt(question, 'generalfeedback')],
    ['information for graders', nodeAt(question, 'graderinfo')],
  ];
  for (const answer of listAt(question, 'answer'))
    places.push(['answers', answer], ['answers’ feedback', nodeAt(answer, 'feedback')]);
  for (const subquestion of listAt(question, 'subquestion')) places.push(['pairs', subquestion]);
  for (const [place, node] of places)
    for (const file of filesOf(node))
      warn(`The file ${file.name} in the ${place} is left out: only a question’s text holds files here.`);
}

/** Moodle's default mark: ours are whole numbers, so a fraction of a mark is rounded, and the reply says so. */
function marksOf(question: XmlNode, warn: (warning: string) => void): number {
  const grade = Number.parseFloat(stringAt(question, 'defaultgrade'));
  if (!Number.isFinite(grade)) return 1;
  const marks = Math.max(0, Math.round(grade));
  if (marks !== grade) warn(`Its mark, ${grade}, is ${marks} here: marks are whole numbers of 0 or more.`);
  return marks;
}

function multichoiceOf(question: XmlNode): Key {
  const answers = listAt(question, 'answer');
  const choices = answers.map((answer) => oneLine(plainTextOf(textOf(answer), kindOf(answer))));
  const weights = answers.map(shareOf);
  // Moodle's reader takes a missing <single> as "one answer".
  const multiple = 'single' in question && !isYes(stringAt(question, 'single'));
  const answer = choices.filter((_, i) => weights[i]! > 0).join('|');
  const plain = plainWeights(weights.map((weight) => weight > 0));
  if (plain.multiple === multiple && sameWeights(plain.weights, weights))
    return { type: 'mcq', choices, answer };
  return { type: 'mcq', choices, answer, weights, multiple };
}

function numericalOf(question: XmlNode, warn: (warning: string) => void): Key {
  const numbers: NonNullable<QuestionDraft['numbers']> = [];
  for (const answer of listAt(question, 'answer')) {
    const written = textOf(answer).trim();
    // Moodle 1.9 wrote the share as a <fraction> of 1 inside the answer.
    const old = Number.parseFloat(stringAt(answer, 'fraction'));
    const weight = Number.isFinite(old) ? weightOfPercent(old * 100) : shareOf(answer);
    if (written === '*' || weight <= 0) continue;
    const value = Number(written);
    if (!written || !Number.isFinite(value))
      return { reason: `The accepted answer “${oneLine(written)}” is not a number.` };
    const tolerance = Math.abs(Number.parseFloat(stringAt(answer, 'tolerance'))) || 0;
    numbers.push({ value, tolerance, weight });
  }
  if (listAt(nodeAt(question, 'units'), 'unit').length > 0)
    warn('Its units are left out: the number an answer starts with is marked, whatever unit follows it.');
  return { type: 'numerical', choices: [], answer: '', numbers };
}

function matchingOf(question: XmlNode): Key {
  const pairs = listAt(question, 'subquestion')
    .map((subquestion) => ({
      prompt: oneLine(plainTextOf(textOf(subquestion), kindOf(subquestion))),
      match: oneLine(textOf(listAt(subquestion, 'answer')[0])),
    }))
    // Moodle leaves out a pair with neither text; one with no prompt is an extra match to choose from.
    .filter((pair) => pair.prompt || pair.match);
  return { type: 'matching', choices: [], answer: '', pairs };
}

function shortAnswerOf(question: XmlNode): Key {
  // Short answers are plain text whatever their format says; an answer earning nothing gives no credit: left out.
  const credited = listAt(question, 'answer').filter((answer) => shareOf(answer) > 0);
  const key = oneWordKey(credited.map((answer) => oneLine(textOf(answer))));
  if ('reason' in key) return key;
  const weights = credited.map(shareOf);
  const draft = { type: 'one_word' as const, choices: [], answer: key.answer };
  return weights.every((weight) => weight === 1) ? draft : { ...draft, weights };
}

function truefalseOf(question: XmlNode): Key {
  const right = listAt(question, 'answer').find((answer) => shareOf(answer) === 1);
  if (!right) return { reason: 'This true/false question has no answer marked right.' };
  const isTrue = textOf(right).trim().toLowerCase() === 'true';
  return { type: 'mcq', choices: ['True', 'False'], answer: isTrue ? 'True' : 'False' };
}

/** One `<question>` as ours, the reason it cannot be, or null when it is not a question (a category). */
function readQuestion(question: XmlNode, warn: (warning: string) => void): Read | null {
  const type = stringAt(question, '@_type');
  if (type === 'category') return null;
  if (SKIP_REASONS[type]) return { reason: SKIP_REASONS[type] };
  const key = ((): Key => {
    switch (type) {
      case 'multichoice':
        return multichoiceOf(question);
      case 'truefalse':
        return truefalseOf(question);
      case 'shortanswer':
        return shortAnswerOf(question);
      case 'numerical':
        return numericalOf(question, warn);
      case 'matching':
      case 'match':
        return matchingOf(question);
      case 'essay': {
        const graderInfo = nodeAt(question, 'graderinfo');
        return {
          type: 'brief',
          choices: [],
          answer: plainTextOf(textOf(graderInfo), kindOf(graderInfo)),
        };
      }
      default:
        return { reason: `Moodle's “${type || 'unnamed'}” questions are not a question type here.` };
    }
  })();
  if ('reason' in key) return key;
  const generalFeedback = nodeAt(question, 'generalfeedback');
  const { text, files } = questionTextOf(question, warn);
  unkeptFiles(question, warn);
  return {
    draft: {
      ...key,
      text,
      marks: marksOf(question, warn),
      feedback: plainTextOf(textOf(generalFeedback), kindOf(generalFeedback)),
    },
    files,
  };
}

function parsedXml(text: string): XmlNode {
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new QuestionFileError(
      `This file is not valid XML (line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg}). ` +
        'Export the questions from Moodle again as Moodle XML, or choose GIFT if it is a GIFT file.',
    );
  try {
    return parser.parse(text) as XmlNode;
  } catch (error) {
    throw new QuestionFileError(`This XML file could not be read: ${(error as Error).message}`);
  }
}

/**
 * The questions of a Moodle XML file with the files their texts embed, those it has that cannot be ours with the
 * reason, and what came in without a part of it, each at its place among the `<question>`s.
 */
export function parseMoodleXml(text: string): ReadFile {
  const quiz = nodeAt(parsedXml(text), 'quiz');
  if (!quiz)
    throw new QuestionFileError(
      'This XML file is not a Moodle question file: its questions should be inside <quiz>. Export them from ' +
        "Moodle's question bank as Moodle XML.",
    );
  const read: ReadFile = { found: [], skipped: [], warnings: [] };
  let asked = 0;
  for (const [index, question] of listAt(quiz, 'question').entries()) {
    const warnings: string[] = [];
    const result = readQuestion(question, (warning) => warnings.push(warning));
    if (result === null) continue;
    if (stringAt(question, '@_type') !== 'description') asked++;
    if ('reason' in result) {
      read.skipped.push({ index, reason: result.reason });
      continue;
    }
    const found: FoundQuestion = {
      at: { index },
      name: questionName(textOf(nodeAt(question, 'name')), result.draft.text),
      draft: result.draft,
    };
    if (result.files.length) found.files = result.files;
    read.found.push(found);
    read.warnings.push(...warnings.map((warning) => ({ index, warning })));
  }
  if (!asked) throw new QuestionFileError('No question was found in this Moodle XML file.');
  return read;
}

/** Text without the characters XML 1.0 cannot hold at all, even escaped. */
const xmlSafe = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what XML refuses.
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
const text = (value: string, format?: 'html' | 'plain_text' | 'moodle_auto_format') => ({
  ...(format ? { '@_format': format } : {}),
  text: xmlSafe(value),
});
const answer = (share: number, value: string, extra: XmlNode = {}) => ({
  '@_fraction': percentOfWeight(share),
  '@_format': 'plain_text',
  text: xmlSafe(value),
  feedback: text('', 'html'),
  ...extra,
});

/** The elements of a question that its type has, as Moodle's reader (question/format/xml/format.php) reads them. */
function keyOf(question: Question): XmlNode {
  switch (question.type) {
    case 'one_word': {
      const accepted = splitAnswer(question.answer);
      return {
        usecase: '0',
        answer: accepted.map((word, i) => answer(question.weights[i] ?? 1, escapeWildcard(word))),
      };
    }
    case 'brief':
      return {
        responseformat: 'editor',
        responserequired: '1',
        responsefieldlines: '15',
        attachments: '0',
        attachmentsrequired: '0',
        graderinfo: text(question.answer, 'plain_text'),
        responsetemplate: text('', 'html'),
      };
    case 'numerical':
      return {
        answer: question.numbers.map((number) =>
          answer(number.weight, String(number.value), { tolerance: String(number.tolerance) }),
        ),
        unitgradingtype: '0',
        unitpenalty: '0.1',
        showunits: '3',
        unitsleft: '0',
      };
    case 'matching':
      return {
        shuffleanswers: 'true',
        subquestion: question.pairs.map((pair) => ({
          ...text(pair.prompt, 'plain_text'),
          answer: { text: xmlSafe(pair.match) },
        })),
      };
    case 'mcq': {
      // Without weights, the plain rules written as Moodle's weights (questionFile.ts: plainWeights).
      const { weights, multiple } = question.weights.length
        ? question
        : plainWeights(question.choices.map((choice) => splitAnswer(question.answer).includes(choice)));
      return {
        single: multiple ? 'false' : 'true',
        shuffleanswers: 'true',
        answernumbering: 'abc',
        answer: question.choices.map((choice, i) => answer(weights[i] ?? 0, choice)),
      };
    }
  }
}

const MOODLE_TYPES = {
  mcq: 'multichoice',
  one_word: 'shortanswer',
  brief: 'essay',
  numerical: 'numerical',
  matching: 'matching',
} as const;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
});

/**
 * A question's text with the files it links to (`files`, by the address the text uses) inside it, as Moodle
 * writes them: base64 `<file>`s the text points at as @@PLUGINFILE@@/<name>.
 */
function withFiles(html: string, files: ReadonlyMap<string, EmbeddedFile>): XmlNode {
  const inside: EmbeddedFile[] = [];
  let written = html;
  for (const [address, file] of files) {
    if (!written.includes(`"${address}"`)) continue;
    const taken = inside.some((other) => other.name === file.name);
    const name = taken ? `${inside.length}-${file.name}` : file.name;
    written = written.replaceAll(`"${address}"`, `"${EMBEDDED_FILE_PREFIX}${encodeURIComponent(name)}"`);
    inside.push({ name, bytes: file.bytes });
  }
  const fileNodes = inside.map((file) => ({
    '@_name': file.name,
    '@_path': '/',
    '@_encoding': 'base64',
    '#text': Buffer.from(file.bytes).toString('base64'),
  }));
  return { ...text(written, 'html'), ...(fileNodes.length ? { file: fileNodes } : {}) };
}

/**
 * Questions as a Moodle XML file, in a category named after the test: each with a name (the start of its text),
 * its text as HTML with the files it links to, its marks, answers with their weights as Moodle's percentages, and
 * feedback, and a brief answer's model answer as the graders' information.
 */
export function toMoodleXml(
  questions: readonly Question[],
  title: string,
  files: ReadonlyMap<string, EmbeddedFile> = new Map(),
): string {
  const category = {
    '@_type': 'category',
    // Moodle reads '/' in a category's name as a subcategory; '//' is a slash.
    category: text(`$course$/top/${title.replaceAll('/', '//')}`),
  };
  const written = questions.map((question) => ({
    '@_type': MOODLE_TYPES[question.type],
    name: text(questionName(null, question.text)),
    questiontext: withFiles(question.text, files),
    generalfeedback: text(question.feedback, 'plain_text'),
    defaultgrade: String(question.marks),
    penalty: '0',
    hidden: '0',
    ...keyOf(question),
  }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ quiz: { question: [category, ...written] } })}`;
}
