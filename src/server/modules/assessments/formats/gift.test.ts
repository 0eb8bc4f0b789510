import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGift, toGift } from './gift';
import { QuestionFileError } from './questionFile';

/**
 * Issue 15: GIFT files as Moodle exports them and as teachers write them, read into our question types (the mapping
 * of docs/assessments.md), and what cannot be read, with its line.
 */
const exported = readFileSync(new URL('./fixtures/moodle-export.gift.txt', import.meta.url), 'utf8');

describe('parseGift: a file exported from Moodle', () => {
  const { found, skipped } = parseGift(exported);

  it('reads every question of a type we have, at its line, with its title as its name', () => {
    expect(found.map((q) => [q.at, q.name, q.draft.type])).toEqual([
      [{ line: 6 }, 'Powerhouse', 'mcq'],
      [{ line: 15 }, 'Prime numbers', 'mcq'],
      [{ line: 24 }, 'Sun is a star', 'mcq'],
      [{ line: 28 }, 'Moon', 'mcq'],
      [{ line: 32 }, 'Capital', 'one_word'],
      [{ line: 40 }, 'Holidays', 'brief'],
      [{ line: 59 }, 'Escaped : characters', 'mcq'],
    ]);
  });

  it.each([
    [
      'an [html] question with one right answer (=), its choices as text and the global feedback',
      'Powerhouse',
      {
        type: 'mcq',
        text: "<p>Which organelle makes most of a cell's <strong>ATP</strong>?</p>",
        choices: ['Mitochondrion', 'Ribosome', 'Golgi apparatus'],
        answer: 'Mitochondrion',
        marks: 1,
        feedback: 'Mitochondria carry out cellular respiration & make ATP.',
      },
    ],
    [
      'weights: every positively weighted choice is right',
      'Prime numbers',
      {
        type: 'mcq',
        text: '<p>Which of these numbers are prime?</p>',
        choices: ['2', '3', '4'],
        answer: '2|3',
        marks: 1,
        feedback: 'Two and three have no divisors but 1 and themselves.',
      },
    ],
    [
      'true/false ({TRUE}) as a two-choice question',
      'Sun is a star',
      { type: 'mcq', choices: ['True', 'False'], answer: 'True', feedback: '' },
    ],
    [
      'true/false ({F}) in the default format',
      'Moon',
      { type: 'mcq', text: 'The Moon is a planet.', choices: ['True', 'False'], answer: 'False' },
    ],
    [
      'a short answer: the fully right answers accepted, a partly right one left out',
      'Capital',
      { type: 'one_word', text: 'What is the capital of France?', choices: [], answer: 'Paris|paris city' },
    ],
    ['an essay as a brief answer', 'Holidays', { type: 'brief', choices: [], answer: '', marks: 1 }],
    [
      'escaped special characters, in the title, the text and a choice',
      'Escaped : characters',
      {
        text: 'In C, what does { } delimit? And is 1 = 1? # is a hash, ~ a tilde.',
        choices: ['a block', 'a string ~ of text'],
        answer: 'a block',
      },
    ],
  ])('maps %s', (_case, name, expected) => {
    expect(found.find((q) => q.name === name)?.draft).toMatchObject(expected);
  });

  it('skips what has no type here, each with its line and a reason; the category is not reported', () => {
    expect(skipped).toEqual([
      { line: 44, reason: expect.stringMatching(/^Numerical questions are not a question type here/) },
      { line: 48, reason: expect.stringMatching(/^Matching questions are not a question type here/) },
      { line: 55, reason: 'A description is not a question: there is nothing to answer.' },
      { line: 66, reason: expect.stringMatching(/uses the \* wildcard/) },
    ]);
  });
});

describe('parseGift: files teachers write', () => {
  it('reads Windows line endings, comments, questions without titles and fill-in-the-blank text', () => {
    const text = [
      '// Week 3 quiz',
      '',
      '// [tag:animals]',
      'The {=cat ~dog ~cow} sat on the mat.',
      '   ',
      'Two plus two? {=four =4}',
      '',
    ].join('\r\n');
    const { found, skipped } = parseGift(text);
    expect(skipped).toEqual([]);
    expect(found).toEqual([
      {
        at: { line: 4 },
        name: 'The _____ sat on the mat.',
        draft: {
          type: 'mcq',
          text: 'The _____ sat on the mat.',
          choices: ['cat', 'dog', 'cow'],
          answer: 'cat',
          marks: 1,
          feedback: '',
        },
      },
      {
        at: { line: 6 },
        name: 'Two plus two?',
        draft: {
          type: 'one_word',
          text: 'Two plus two?',
          choices: [],
          answer: 'four|4',
          marks: 1,
          feedback: '',
        },
      },
    ]);
  });

  it('escapes the text of [plain] and [markdown] questions, keeping their lines', () => {
    const { found } = parseGift('::Sizes::[markdown]Is 3 < 4?\\nAnswer **true** or false.{T}');
    expect(found[0]?.draft.text).toBe('Is 3 &lt; 4?<br>Answer **true** or false.');
  });

  it('skips a choice holding |, which separates answers here', () => {
    const { found } = parseGift('::Pipes::Which is a pipe? {=a|b ~c}');
    // The choice itself is refused when it is checked like a question the teacher wrote.
    expect(found[0]?.draft.choices).toEqual(['a|b', 'c']);
    expect(parseGift('::Pipes::Type a pipe. {=a|b}').skipped).toEqual([
      { line: 1, reason: 'An accepted answer contains |, which cannot be used in an answer.' },
    ]);
  });

  it('keeps a star written \\* as a star', () => {
    expect(parseGift('::Star::Which key is the star? {=\\\\*}').found[0]?.draft.answer).toBe('*');
  });
});

describe('parseGift: files that are not GIFT', () => {
  it.each([
    [
      'a mistake, with its line and column',
      '::A::\n{T}\n\n::B:: What? {=yes ~no',
      /line 4, column 22: Expected "}" but end of input found/,
    ],
    [
      'a weight out of range',
      '::A:: Pick {~%150%a =b}',
      /line 1, column \d+: Expected a value between -100 and 100/,
    ],
    ['a letter', 'Dear parents,\nthe school trip is on Monday.\n', /No GIFT question was found/],
    ['nothing at all', '\n\n// just a comment\n', /No GIFT question was found/],
    ['a Moodle XML file', '<?xml version="1.0"?>\n<quiz></quiz>', /choose the format Moodle XML/],
  ])('refuses %s', (_case, text, message) => {
    expect(() => parseGift(text)).toThrow(QuestionFileError);
    expect(() => parseGift(text)).toThrow(message);
  });
});

describe('toGift', () => {
  it('writes each type, escaping GIFT’s special characters and HTML in plain texts', () => {
    const gift = toGift(
      [
        {
          _id: 'q1',
          type: 'mcq',
          text: '<p>Is 1 = 1 {always}: yes or no?</p>',
          choices: ['yes ~ sure', '%no & never'],
          answer: 'yes ~ sure',
          marks: 2,
          feedback: 'Line one\nline #2',
        },
        {
          _id: 'q2',
          type: 'mcq',
          text: 'Primes?',
          choices: ['2', '3', '4'],
          answer: '2|3',
          marks: 1,
          feedback: '',
        },
        { _id: 'q3', type: 'one_word', text: 'Key?', choices: [], answer: 'a*b|c', marks: 1, feedback: '' },
        { _id: 'q4', type: 'brief', text: 'Why?', choices: [], answer: 'Because.', marks: 5, feedback: '' },
      ],
      'Week 1: basics',
    );
    expect(gift).toBe(
      [
        "// Week 1: basics: 4 questions in GIFT, Moodle's format.",
        '',
        '::Is 1 \\= 1 \\{always\\}\\: yes or no?::[html]<p>Is 1 \\= 1 \\{always\\}\\: yes or no?</p>{',
        '\t=yes \\~ sure',
        '\t~&\\#37;no &amp; never',
        '\t####Line one<br>line \\#2',
        '}',
        '',
        '::Primes?::[html]Primes?{',
        '\t~%50%2',
        '\t~%50%3',
        '\t~%-50%4',
        '}',
        '',
        '::Key?::[html]Key?{',
        '\t=a\\\\*b',
        '\t=c',
        '}',
        '',
        '::Why?::[html]Why?{}',
        '',
      ].join('\n'),
    );
  });
});
