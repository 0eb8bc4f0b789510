import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAnswer } from '../../../../core/rules/questionMarking';
import { type Question, questionSchema } from '../../../../core/schemas/assessments';
import { escapeHtml } from '../../../text/escapeHtml';
import { parseGift, toGift } from './gift';
import { parseMoodleXml, toMoodleXml } from './moodleXml';
import { type FoundQuestion, plainWeights, sameWeights } from './questionFile';

/**
 * Issues 15 and 33: a test exported and imported again keeps every question of every type: its type, text,
 * choices, key, weights and feedback, and in Moodle XML its marks and a brief answer's model answer too (GIFT has no
 * place for either). Texts are drawn with every character the two formats treat specially; choices and feedback
 * lines are single-spaced, as a person writes them (docs/assessments.md: runs of spaces in them become one);
 * weights are those Moodle offers.
 */
const CHARACTERS = [
  ...'abcXYZ019éπ漢😀',
  ...'~=#{}:\\', // GIFT's own
  ...'<>&"\';', // HTML's and XML's
  ...'%[]*-/_!?().,', // a weight, a format, a wildcard, a comment, a match
];
const word = fc.string({ unit: fc.constantFrom(...CHARACTERS), minLength: 1, maxLength: 8 });
const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
const html = fc
  .array(line, { minLength: 1, maxLength: 3 })
  .map((lines) =>
    lines
      .map((text, i) =>
        i % 2 ? `<p><strong>${escapeHtml(text)}</strong></p>` : `<p>${escapeHtml(text)}</p>`,
      )
      .join(''),
  );
const feedback = fc.oneof(
  fc.constant(''),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
);
const marks = fc.integer({ min: 0, max: 1000 });

/** The grades Moodle's editing form offers for an answer, as shares of the marks. */
const MOODLE_GRADES = [
  1, 0.9, 0.8333333, 0.8, 0.75, 0.7, 0.6666667, 0.6, 0.5, 0.4, 0.3333333, 0.3, 0.25, 0.2, 0.1666667,
  0.1428571, 0.125, 0.1111111, 0.1, 0.05,
];
const credit = fc.constantFrom(...MOODLE_GRADES);
const grade = fc.oneof(
  credit,
  fc.constant(0),
  credit.map((share) => -share),
);

const choices = fc.uniqueArray(line, { minLength: 2, maxLength: 6 });
const mcq = choices
  .chain((list) =>
    fc
      .array(fc.boolean(), { minLength: list.length, maxLength: list.length })
      .filter((right) => right.some(Boolean))
      .map((right) => ({ choices: list, answer: list.filter((_, i) => right[i]).join('|') })),
  )
  .map((key) => ({ type: 'mcq' as const, ...key }));
const weightedMcq = choices.chain((list) =>
  fc
    .record({
      weights: fc
        .array(grade, { minLength: list.length, maxLength: list.length })
        .filter((w) => w.some((x) => x > 0)),
      multiple: fc.boolean(),
    })
    .map(({ weights, multiple }) => ({
      type: 'mcq' as const,
      choices: list,
      answer: list.filter((_, i) => weights[i]! > 0).join('|'),
      weights,
      multiple,
    })),
);
const oneWord = fc
  .uniqueArray(line, { minLength: 1, maxLength: 3 })
  .chain((accepted) =>
    fc
      .array(credit, { minLength: accepted.length, maxLength: accepted.length })
      .map((weights) => ({ type: 'one_word' as const, answer: accepted.join('|'), weights })),
  );
const brief = fc.oneof(fc.constant(''), line).map((answer) => ({ type: 'brief' as const, answer }));
const decimal = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 4 }))
  .map(([digits, places]) => digits / 10 ** places);
const numerical = fc
  .array(fc.record({ value: decimal, tolerance: decimal.map(Math.abs), weight: credit }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((numbers) => ({
    type: 'numerical' as const,
    numbers: [{ ...numbers[0]!, weight: 1 }, ...numbers.slice(1)],
  }));
const matching = fc
  .record({
    asked: fc.uniqueArray(fc.record({ prompt: line, match: line }), {
      minLength: 2,
      maxLength: 5,
      selector: (pair) => pair.prompt,
    }),
    extra: fc.array(
      line.map((match) => ({ prompt: '', match })),
      { maxLength: 2 },
    ),
  })
  .map(({ asked, extra }) => ({ type: 'matching' as const, pairs: [...asked, ...extra] }));

const question = fc
  .record({
    key: fc.oneof(mcq, weightedMcq, oneWord, brief, numerical, matching),
    text: html,
    marks,
    feedback,
  })
  .map(({ key, ...rest }): Question => questionSchema.parse({ _id: 'q', ...key, ...rest }));
const questions = fc.array(question, { minLength: 1, maxLength: 8 });
const title = line;

/** A question as the import gives it back: weights that mark as the plain rules do are not kept. */
function canonical(question: Question): Question {
  if (question.type === 'mcq' && question.weights.length) {
    const plain = plainWeights(question.weights.map((weight) => weight > 0));
    if (plain.multiple === question.multiple && sameWeights(plain.weights, question.weights))
      return { ...question, weights: [], multiple: false };
  }
  if (question.type === 'one_word' && question.weights.every((weight) => weight === 1))
    return { ...question, weights: [] };
  return question;
}
/**
 * What GIFT cannot say: it has no marks nor a place for a model answer, and a choice question takes one answer only
 * when a choice is written with `=` (100%), so one without a full-credit choice comes back as "multiple answers".
 */
function throughGift(question: Question): Question {
  const withoutMarks = { ...question, marks: 1, answer: question.type === 'brief' ? '' : question.answer };
  const hasFullCredit = question.weights.includes(1);
  if (question.type === 'mcq' && question.weights.length && !question.multiple && !hasFullCredit)
    return canonical({ ...withoutMarks, multiple: true });
  return canonical(withoutMarks);
}
const imported = (found: FoundQuestion[]) => found.map((q) => questionSchema.parse({ _id: 'q', ...q.draft }));
/** Weights to the 7 decimals of Moodle's percentages (a percentage over 100 is a float a hair away). */
const toMoodlePrecision = (question: Question): Question => ({
  ...question,
  weights: question.weights.map((weight) => Math.round(weight * 10_000_000) / 10_000_000),
  numbers: question.numbers.map((number) => ({
    ...number,
    weight: Math.round(number.weight * 10_000_000) / 10_000_000,
  })),
});

describe('export then import (fast-check)', () => {
  it('keeps every question through Moodle XML, weights and marks included', () => {
    fc.assert(
      fc.property(questions, title, (list, name) => {
        const { found, skipped, warnings } = parseMoodleXml(toMoodleXml(list, name));
        expect(skipped).toEqual([]);
        expect(warnings).toEqual([]);
        expect(imported(found)).toEqual(list.map(canonical));
      }),
    );
  });

  it('keeps every question through GIFT, but for what GIFT cannot say', () => {
    fc.assert(
      fc.property(questions, title, (list, name) => {
        const { found, skipped } = parseGift(toGift(list, name));
        expect(skipped).toEqual([]);
        expect(imported(found).map(toMoodlePrecision)).toEqual(list.map(throughGift));
      }),
    );
  });

  it('draws every type, and weights that the plain rules could not give', () => {
    const drawn = fc.sample(question, 300);
    expect(new Set(drawn.map((q) => q.type))).toEqual(
      new Set(['mcq', 'one_word', 'brief', 'numerical', 'matching']),
    );
    expect(drawn.some((q) => canonical(q).weights.length > 0 && splitAnswer(q.answer).length > 0)).toBe(true);
  });
});
