import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { splitAnswer } from '../../../../core/rules/questionMarking';
import type { Question } from '../../../../core/schemas/assessments';
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
 * Moodle XML, the format of Moodle's question bank export (docs/assessments.md has the mapping), read with
 * `fast-xml-parser` (its limits on entities keep an entity bomb out) and written with its builder, which escapes.
 */

type XmlNode = Record<string, unknown>;

/** The elements a Moodle file may repeat: read as lists even when there is one. */
const REPEATED = new Set(['quiz.question', 'quiz.question.answer', 'quiz.question.questiontext.file']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, path) => REPEATED.has(String(path)),
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
  return Array.isArray(value) ? (value as XmlNode[]) : [];
};
/** The `<text>` of an element such as `<questiontext>`; Moodle's text formats say how to read it. */
const textOf = (node: XmlNode | undefined) => stringAt(node, 'text');
const kindOf = (node: XmlNode | undefined, byDefault: TextKind = 'html'): TextKind => {
  const format = stringAt(node, '@_format');
  if (format === 'plain_text' || format === 'markdown') return 'text';
  return format ? 'html' : byDefault;
};
const fractionOf = (answer: XmlNode) => Number.parseFloat(stringAt(answer, '@_fraction')) || 0;
/** A fraction of 100 (Moodle writes 100, or 99.99999 for thirds that add up). */
const isFull = (fraction: number) => fraction >= 99.99;

const PICTURE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Moodle keeps a question's pictures beside its text (`<file>`, base64) and points at them as @@PLUGINFILE@@: they
 * come in as inline pictures, as the editor keeps pasted ones. A picture that is not there is left out.
 */
function withPictures(html: string, files: XmlNode[]): string {
  let text = html;
  for (const file of files) {
    const name = stringAt(file, '@_name');
    const type = PICTURE_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
    if (!type || stringAt(file, '@_encoding') !== 'base64') continue;
    const source = `data:${type};base64,${stringAt(file, '#text').replace(/\s+/g, '')}`;
    for (const written of new Set([name, encodeURIComponent(name), encodeURI(name)]))
      text = text.replaceAll(`@@PLUGINFILE@@/${written}`, source);
  }
  return text.replace(/<img\b[^>]*\bsrc\s*=\s*["']@@PLUGINFILE@@[^>]*>/gi, '');
}

const SKIP_REASONS: Record<string, string> = {
  description: 'A description is not a question: there is nothing to answer.',
  numerical:
    'Numerical questions are not a question type here: write it as a one-word or multiple-choice question.',
  matching: 'Matching questions are not a question type here: write each pair as a multiple-choice question.',
  multianswer:
    'Embedded answers (Cloze) questions are not a question type here: write each gap as a question of its own.',
  random: 'A random question draws from a Moodle question bank, which does not come with the file.',
};

/** One `<question>` as ours, the reason it cannot be, or null when it is not a question (a category). */
function draftOf(question: XmlNode): QuestionDraft | { reason: string } | null {
  const type = stringAt(question, '@_type');
  if (type === 'category') return null;
  if (SKIP_REASONS[type]) return { reason: SKIP_REASONS[type] };
  const questionText = nodeAt(question, 'questiontext');
  const generalFeedback = nodeAt(question, 'generalfeedback');
  const grade = Number.parseFloat(stringAt(question, 'defaultgrade'));
  const base = {
    text: withPictures(richTextOf(textOf(questionText), kindOf(questionText)), listAt(questionText, 'file')),
    marks: Number.isFinite(grade) ? Math.max(0, Math.round(grade)) : 1,
    feedback: plainTextOf(textOf(generalFeedback), kindOf(generalFeedback)),
  };
  const answers = listAt(question, 'answer');
  const answerText = (answer: XmlNode) => oneLine(plainTextOf(textOf(answer), kindOf(answer)));
  switch (type) {
    case 'multichoice': {
      // `<single>` false is Moodle's "multiple answers": each positively weighted choice is right.
      const single = !['false', '0'].includes(stringAt(question, 'single').trim().toLowerCase());
      const right = answers.filter((answer) =>
        single ? isFull(fractionOf(answer)) : fractionOf(answer) > 0,
      );
      return {
        ...base,
        type: 'mcq',
        choices: answers.map(answerText),
        answer: right.map(answerText).join('|'),
      };
    }
    case 'truefalse': {
      const right = answers.find((answer) => isFull(fractionOf(answer)));
      if (!right) return { reason: 'This true/false question has no answer marked right.' };
      const isTrue = textOf(right).trim().toLowerCase() === 'true';
      return { ...base, type: 'mcq', choices: ['True', 'False'], answer: isTrue ? 'True' : 'False' };
    }
    case 'shortanswer': {
      // Short answers are plain text whatever their format says; case is never told apart here.
      const key = oneWordKey(answers.filter((a) => isFull(fractionOf(a))).map((a) => oneLine(textOf(a))));
      return 'reason' in key ? key : { ...base, type: 'one_word', choices: [], answer: key.answer };
    }
    case 'essay': {
      const graderInfo = nodeAt(question, 'graderinfo');
      return {
        ...base,
        type: 'brief',
        choices: [],
        answer: plainTextOf(textOf(graderInfo), kindOf(graderInfo)),
      };
    }
    default:
      return { reason: `Moodle's “${type || 'unnamed'}” questions are not a question type here.` };
  }
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

/** The questions of a Moodle XML file, and those it has that cannot be ours with the reason, each at its place. */
export function parseMoodleXml(text: string): ReadFile {
  const quiz = nodeAt(parsedXml(text), 'quiz');
  if (!quiz)
    throw new QuestionFileError(
      'This XML file is not a Moodle question file: its questions should be inside <quiz>. Export them from ' +
        "Moodle's question bank as Moodle XML.",
    );
  const read: ReadFile = { found: [], skipped: [] };
  let asked = 0;
  for (const [index, question] of listAt(quiz, 'question').entries()) {
    const draft = draftOf(question);
    if (draft === null) continue;
    if (stringAt(question, '@_type') !== 'description') asked++;
    if ('reason' in draft) read.skipped.push({ index, reason: draft.reason });
    else
      read.found.push({
        at: { index },
        name: questionName(textOf(nodeAt(question, 'name')), draft.text),
        draft,
      });
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
const percent = (share: number) => String(Math.round(share * 100_000) / 100_000);

function answersOf(question: Question) {
  const right = new Set(splitAnswer(question.answer));
  const answer = (fraction: string, value: string, format: 'plain_text' | 'moodle_auto_format') => ({
    '@_fraction': fraction,
    ...text(value, format),
    feedback: text('', 'html'),
  });
  if (question.type === 'one_word')
    return {
      usecase: '0',
      answer: [...right].map((accepted) => answer('100', escapeWildcard(accepted), 'moodle_auto_format')),
    };
  if (question.type === 'brief')
    return {
      responseformat: 'editor',
      responserequired: '1',
      responsefieldlines: '15',
      attachments: '0',
      attachmentsrequired: '0',
      graderinfo: text(question.answer, 'plain_text'),
      responsetemplate: text('', 'html'),
    };
  // Several right answers: each right one earns its share, each wrong one takes a share back (questionMarking.ts).
  const share = percent(100 / right.size);
  const fraction = (choice: string) =>
    right.size === 1 ? (right.has(choice) ? '100' : '0') : `${right.has(choice) ? '' : '-'}${share}`;
  return {
    single: right.size === 1 ? 'true' : 'false',
    shuffleanswers: 'true',
    answernumbering: 'abc',
    answer: question.choices.map((choice) => answer(fraction(choice), choice, 'plain_text')),
  };
}

const MOODLE_TYPES = { mcq: 'multichoice', one_word: 'shortanswer', brief: 'essay' } as const;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
});

/**
 * Questions as a Moodle XML file, in a category named after the test: each with a name (the start of its text),
 * its text as HTML, its marks, answers and feedback, and a brief answer's model answer as the graders' information.
 */
export function toMoodleXml(questions: readonly Question[], title: string): string {
  const category = {
    '@_type': 'category',
    // Moodle reads '/' in a category's name as a subcategory; '//' is a slash.
    category: text(`$course$/top/${title.replaceAll('/', '//')}`),
  };
  const written = questions.map((question) => ({
    '@_type': MOODLE_TYPES[question.type],
    name: text(questionName(null, question.text)),
    questiontext: text(question.text, 'html'),
    generalfeedback: text(question.feedback, 'plain_text'),
    defaultgrade: String(question.marks),
    penalty: '0',
    hidden: '0',
    ...answersOf(question),
  }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ quiz: { question: [category, ...written] } })}`;
}
