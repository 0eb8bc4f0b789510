import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMoodleXml, toMoodleXml } from './moodleXml';
import { QuestionFileError } from './questionFile';

/**
 * Issue 15: Moodle XML as Moodle's question bank exports it, read into our question types (the mapping of
 * docs/assessments.md), and what cannot be read, with its place among the file's questions.
 */
const exported = readFileSync(new URL('./fixtures/moodle-export.xml', import.meta.url), 'utf8');
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('parseMoodleXml: a file exported from Moodle', () => {
  const { found, skipped } = parseMoodleXml(exported);

  it('reads every question of a type we have, at its place among the <question>s, named as in Moodle', () => {
    expect(found.map((q) => [q.at, q.name, q.draft.type])).toEqual([
      [{ index: 1 }, 'Powerhouse', 'mcq'],
      [{ index: 2 }, 'Prime numbers', 'mcq'],
      [{ index: 3 }, 'Sun is a star', 'mcq'],
      [{ index: 4 }, 'Capital', 'one_word'],
      [{ index: 5 }, 'Holidays', 'brief'],
    ]);
  });

  it.each([
    [
      'a single-answer question: HTML text with its picture inline, HTML choices as text, marks, feedback',
      'Powerhouse',
      {
        type: 'mcq',
        text: `<p>Which organelle makes most of a cell's <strong>ATP</strong>?</p><p><img src="${PIXEL}" alt="A cell" width="40" height="40"></p>`,
        choices: ['Mitochondrion', 'Ribosome', 'Golgi apparatus & vesicles'],
        answer: 'Mitochondrion',
        marks: 2,
        feedback: 'Mitochondria carry out cellular respiration & make ATP.',
      },
    ],
    [
      'multiple answers (<single>false): every positively weighted choice is right',
      'Prime numbers',
      { type: 'mcq', choices: ['2', '3', '5', '9'], answer: '2|3|5', marks: 3, feedback: '' },
    ],
    [
      'true/false as a two-choice question; escaped HTML of the auto format is HTML',
      'Sun is a star',
      {
        type: 'mcq',
        text: 'The Sun is a star (a <em>G-type</em> one).',
        choices: ['True', 'False'],
        answer: 'True',
        marks: 1,
      },
    ],
    [
      'a short answer: plain text keeps its lines, marks round, a partly right answer is left out',
      'Capital',
      {
        type: 'one_word',
        text: 'What is the capital of France?<br>Answer in one word.',
        answer: 'Paris',
        marks: 2,
        feedback: 'Paris has been the capital since 987.',
      },
    ],
    [
      'an essay as a brief answer, its information for graders as the model answer',
      'Holidays',
      { type: 'brief', choices: [], answer: 'Five sentences, past tense.', marks: 10 },
    ],
  ])('maps %s', (_case, name, expected) => {
    expect(found.find((q) => q.name === name)?.draft).toMatchObject(expected);
  });

  it('skips what has no type here, each with its index and a reason; the category is not reported', () => {
    expect(skipped).toEqual([
      { index: 6, reason: expect.stringMatching(/^Numerical questions are not a question type here/) },
      { index: 7, reason: expect.stringMatching(/^Matching questions are not a question type here/) },
      { index: 8, reason: 'A description is not a question: there is nothing to answer.' },
      { index: 9, reason: "Moodle's “ddwtos” questions are not a question type here." },
    ]);
  });
});

describe('parseMoodleXml: details', () => {
  const quiz = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>${questions}</quiz>`;

  it('leaves out a picture that is not in the file, and reads a grade below zero as 0', () => {
    const { found } = parseMoodleXml(
      quiz(`<question type="essay"><name><text>Look</text></name><defaultgrade>-2</defaultgrade>
        <questiontext format="html"><text><![CDATA[<p>Look: <img src="@@PLUGINFILE@@/gone.png"></p>]]></text></questiontext>
      </question>`),
    );
    expect(found[0]?.draft).toMatchObject({ text: '<p>Look: </p>', marks: 0 });
  });

  it('skips a short answer with a wildcard, and a true/false question with no right answer', () => {
    const { skipped } = parseMoodleXml(
      quiz(`<question type="shortanswer"><questiontext><text>M?</text></questiontext>
          <answer fraction="100"><text>M*</text></answer></question>
        <question type="truefalse"><questiontext><text>T?</text></questiontext>
          <answer fraction="0"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`),
    );
    expect(skipped).toEqual([
      { index: 0, reason: expect.stringMatching(/uses the \* wildcard/) },
      { index: 1, reason: 'This true/false question has no answer marked right.' },
    ]);
  });
});

describe('parseMoodleXml: files that are not Moodle XML', () => {
  it.each([
    ['a GIFT file', '::A:: What? {=yes ~no}', /not valid XML \(line 1, column 1/],
    ['broken XML, with its line', '<quiz>\n<question type="essay">\n</quiz>', /not valid XML \(line 3/],
    ['XML of something else', '<?xml version="1.0"?><html><body>Hi</body></html>', /should be inside <quiz>/],
    [
      'a quiz with categories only',
      '<quiz><question type="category"></question></quiz>',
      /No question was found/,
    ],
    [
      'a reserved element name',
      '<quiz><question type="essay"><__proto__/></question></quiz>',
      /could not be read/,
    ],
  ])('refuses %s', (_case, text, message) => {
    expect(() => parseMoodleXml(text)).toThrow(QuestionFileError);
    expect(() => parseMoodleXml(text)).toThrow(message);
  });
});

describe('toMoodleXml', () => {
  it('writes each type as Moodle reads it, escaping XML', () => {
    const xml = toMoodleXml(
      [
        {
          _id: 'q1',
          type: 'mcq',
          text: '<p>1 < 2 & "yes"?</p>',
          choices: ['yes', 'no'],
          answer: 'yes',
          marks: 2,
          feedback: 'Of course.',
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
        { _id: 'q3', type: 'one_word', text: 'Key?', choices: [], answer: 'a*b', marks: 1, feedback: '' },
        { _id: 'q4', type: 'brief', text: 'Why?', choices: [], answer: 'Because.', marks: 5, feedback: '' },
      ],
      'Maths/Science',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<quiz>/);
    expect(xml).toContain('<text>$course$/top/Maths//Science</text>');
    expect(xml).toContain('<text>&lt;p&gt;1 &lt; 2 &amp; &quot;yes&quot;?&lt;/p&gt;</text>');
    expect(xml).toContain('<single>true</single>');
    expect(xml).toContain('<answer fraction="100" format="plain_text">');
    expect(xml).toContain('<single>false</single>');
    expect(xml).toContain('<answer fraction="-50" format="plain_text">');
    expect(xml).toContain('<text>a\\*b</text>');
    expect(xml).toContain('<graderinfo format="plain_text">');
    expect(xml).toContain('<defaultgrade>5</defaultgrade>');
  });
});
