import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../../core/schemas/assessments';
import { escapeHtml } from '../../../text/escapeHtml';
import { parseGift, toGift } from './gift';
import { parseMoodleXml, toMoodleXml } from './moodleXml';
import type { QuestionDraft } from './questionFile';

/**
 * Issue 15: a test exported and imported again keeps every question: its type, text, choices, key and feedback,
 * and in Moodle XML its marks and a brief answer's model answer too (GIFT has no place for either). Texts are drawn
 * with every character the two formats treat specially; choices and feedback lines are single-spaced, as a person
 * writes them (docs/assessments.md: runs of spaces in them become one).
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

const mcq = fc
  .uniqueArray(line, { minLength: 2, maxLength: 6 })
  .chain((choices) =>
    fc
      .array(fc.boolean(), { minLength: choices.length, maxLength: choices.length })
      .filter((right) => right.some(Boolean))
      .map((right) => ({ choices, answer: choices.filter((_, i) => right[i]).join('|') })),
  )
  .map((key) => ({ type: 'mcq' as const, ...key }));
const oneWord = fc
  .uniqueArray(line, { minLength: 1, maxLength: 3 })
  .map((accepted) => ({ type: 'one_word' as const, choices: [], answer: accepted.join('|') }));
const brief = fc
  .oneof(fc.constant(''), line)
  .map((answer) => ({ type: 'brief' as const, choices: [], answer }));

const question = fc
  .record({ key: fc.oneof(mcq, oneWord, brief), text: html, marks, feedback })
  .map(({ key, ...rest }): Question => ({ _id: 'q', ...key, ...rest }));
const questions = fc.array(question, { minLength: 1, maxLength: 8 });
const title = line;

const asDraft = ({ _id, ...fields }: Question): QuestionDraft => fields;

describe('export then import (fast-check)', () => {
  it('keeps every question through Moodle XML', () => {
    fc.assert(
      fc.property(questions, title, (list, name) => {
        const { found, skipped } = parseMoodleXml(toMoodleXml(list, name));
        expect(skipped).toEqual([]);
        expect(found.map((q) => q.draft)).toEqual(list.map(asDraft));
      }),
    );
  });

  it('keeps every question through GIFT, but for its marks and model answers, which GIFT does not hold', () => {
    fc.assert(
      fc.property(questions, title, (list, name) => {
        const { found, skipped } = parseGift(toGift(list, name));
        expect(skipped).toEqual([]);
        expect(found.map((q) => q.draft)).toEqual(
          list.map((q) => ({ ...asDraft(q), marks: 1, answer: q.type === 'brief' ? '' : q.answer })),
        );
      }),
    );
  });
});
