import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoMark } from '../../../../core/rules/questionMarking';
import type { Question } from '../../../../core/schemas/assessments';
import { type Cast, courseCast } from '../../../test/cast';
import { createItem } from '../../../test/courseFactories';
import { multipartForm } from '../../../test/multipartForm';
import { testFileApp } from '../../../test/testFileApp';
import { placeEmbeddedFiles } from '../embeddedFiles';
import { exportQuestions } from '../questionExport';
import { parseMoodleXml, toMoodleXml } from './moodleXml';
import { QuestionFileError } from './questionFile';

/**
 * Issues 15 and 33: Moodle XML as Moodle's question bank exports it, read into our question types as Moodle's own
 * reader reads it (question/format/xml/format.php: the answers' weights, numerical and matching questions, the
 * files a question embeds), what cannot be read with its place among the file's questions, what came in without
 * a part of it as a warning, and our export written the way that reader reads it.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const PIXEL_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PIXEL = `data:image/png;base64,${PIXEL_BASE64}`;
const quiz = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>${questions}</quiz>`;

describe('parseMoodleXml: a file exported from Moodle', () => {
  const { found, skipped, warnings } = parseMoodleXml(fixture('moodle-export.xml'));

  it('reads every question of a type we have, at its place among the <question>s, named as in Moodle', () => {
    expect(found.map((q) => [q.at, q.name, q.draft.type])).toEqual([
      [{ index: 1 }, 'Powerhouse', 'mcq'],
      [{ index: 2 }, 'Prime numbers', 'mcq'],
      [{ index: 3 }, 'Sun is a star', 'mcq'],
      [{ index: 4 }, 'Capital', 'one_word'],
      [{ index: 5 }, 'Holidays', 'brief'],
      [{ index: 6 }, 'Pi', 'numerical'],
      [{ index: 7 }, 'Pairs', 'matching'],
    ]);
  });

  it.each([
    [
      'a single-answer question: HTML text pointing at its picture, HTML choices as text, marks, feedback',
      'Powerhouse',
      {
        type: 'mcq',
        text: `<p>Which organelle makes most of a cell's <strong>ATP</strong>?</p><p><img src="@@PLUGINFILE@@/cell%20diagram.png" alt="A cell" width="40" height="40"></p>`,
        choices: ['Mitochondrion', 'Ribosome', 'Golgi apparatus & vesicles'],
        answer: 'Mitochondrion',
        marks: 2,
        feedback: 'Mitochondria carry out cellular respiration & make ATP.',
      },
    ],
    [
      'multiple answers (<single>false) with a wrong one at -100%: the weights as Moodle gives them',
      'Prime numbers',
      {
        type: 'mcq',
        choices: ['2', '3', '5', '9'],
        answer: '2|3|5',
        weights: [0.3333333, 0.3333333, 0.3333333, -1],
        multiple: true,
        marks: 3,
      },
    ],
    [
      'true/false as a two-choice question; escaped HTML of the auto format is HTML',
      'Sun is a star',
      {
        type: 'mcq',
        text: 'The Sun is a star (a <em>G-type</em> one).',
        choices: ['True', 'False'],
        answer: 'True',
      },
    ],
    [
      'a short answer: plain text keeps its lines, a partly right answer keeps its share, 1.5 marks are 2',
      'Capital',
      {
        type: 'one_word',
        text: 'What is the capital of France?<br>Answer in one word.',
        answer: 'Paris|Lutece',
        weights: [1, 0.5],
        marks: 2,
        feedback: 'Paris has been the capital since 987.',
      },
    ],
    [
      'an essay as a brief answer, its information for graders as the model answer',
      'Holidays',
      { type: 'brief', choices: [], answer: 'Five sentences, past tense.', marks: 10 },
    ],
    [
      'a numerical question with its tolerance',
      'Pi',
      { type: 'numerical', answer: '', numbers: [{ value: 3.14, tolerance: 0.005, weight: 1 }] },
    ],
    [
      'a matching question’s pairs',
      'Pairs',
      {
        type: 'matching',
        pairs: [
          { prompt: 'cat', match: 'meow' },
          { prompt: 'dog', match: 'woof' },
        ],
      },
    ],
  ])('maps %s', (_case, name, expected) => {
    expect(found.find((q) => q.name === name)?.draft).toMatchObject(expected);
  });

  it('brings the files a question’s text embeds, by the names its text uses', () => {
    expect(found[0]?.files).toEqual([
      { name: 'cell diagram.png', bytes: Buffer.from(PIXEL_BASE64, 'base64') },
    ]);
  });

  it('skips what has no type here, each with its index and a reason; the category is not reported', () => {
    expect(skipped).toEqual([
      { index: 8, reason: 'A description is not a question: there is nothing to answer.' },
      { index: 9, reason: "Moodle's “ddwtos” questions are not a question type here." },
    ]);
  });

  it('says a mark was rounded', () => {
    expect(warnings).toEqual([
      { index: 4, warning: 'Its mark, 1.5, is 2 here: marks are whole numbers of 0 or more.' },
    ]);
  });
});

/**
 * Every snippet of Moodle's own tests of its XML format (question/format/xml/tests/xmlformat_test.php and its
 * fixtures) of a type we have, written again in short, each with the question we must get.
 */
describe('parseMoodleXml: the questions of Moodle’s own format tests', () => {
  const answer = (fraction: string, text: string, extra = '') =>
    `<answer fraction="${fraction}"><text>${text}</text><feedback><text>Fine.</text></feedback>${extra}</answer>`;
  const question = (type: string, body: string, text = 'The question text.') =>
    quiz(`<question type="${type}"><name><text>A ${type}</text></name>
      <questiontext format="html"><text>${text}</text></questiontext>
      <generalfeedback><text>Here is some general feedback.</text></generalfeedback>
      <defaultgrade>1</defaultgrade><penalty>0.3333333</penalty><hidden>0</hidden>${body}</question>`);
  const base = { text: 'The question text.', marks: 1, feedback: 'Here is some general feedback.' };

  it.each([
    [
      'test_import_essay_20: an essay without its 2.1 settings',
      question('essay', ''),
      { ...base, type: 'brief', choices: [], answer: '' },
    ],
    [
      'test_import_essay_21: its information for graders, as text',
      question(
        'essay',
        `<responseformat>monospaced</responseformat><responserequired>0</responserequired>
         <graderinfo format="html"><text><![CDATA[<p>Grade <b>generously</b>!</p>]]></text></graderinfo>`,
      ),
      { ...base, type: 'brief', choices: [], answer: 'Grade generously!' },
    ],
    [
      'test_import_match_19: three pairs and an extra match (a subquestion with no text)',
      question(
        'matching',
        `<shuffleanswers>false</shuffleanswers>
         <subquestion><text>A</text><answer><text>a</text></answer></subquestion>
         <subquestion><text>B</text><answer><text>b</text></answer></subquestion>
         <subquestion><text>C</text><answer><text>c</text></answer></subquestion>
         <subquestion><text></text><answer><text>d</text></answer></subquestion>`,
      ),
      {
        ...base,
        type: 'matching',
        choices: [],
        answer: '',
        pairs: [
          { prompt: 'A', match: 'a' },
          { prompt: 'B', match: 'b' },
          { prompt: 'C', match: 'c' },
          { prompt: '', match: 'd' },
        ],
      },
    ],
    [
      'test_import_multichoice_19: multiple answers, 2 and 4 at 100% each',
      question(
        'multichoice',
        `<single>false</single><shuffleanswers>false</shuffleanswers><answernumbering>abc</answernumbering>
         ${answer('0', '1')}${answer('100', '2')}${answer('0', '3')}${answer('100', '4')}`,
      ),
      {
        ...base,
        type: 'mcq',
        choices: ['1', '2', '3', '4'],
        answer: '2|4',
        weights: [0, 1, 0, 1],
        multiple: true,
      },
    ],
    [
      'test_import_numerical_19: 42 within 0.001; 13 and the catch-all * earn nothing',
      question(
        'numerical',
        `${answer('100', '42', '<tolerance>0.001</tolerance>')}${answer('0', '13', '<tolerance>1</tolerance>')}
         ${answer('0', '*', '<tolerance></tolerance>')}`,
      ),
      {
        ...base,
        type: 'numerical',
        choices: [],
        answer: '',
        numbers: [{ value: 42, tolerance: 0.001, weight: 1 }],
      },
    ],
    [
      'test_import_shortanswer_19: Beta, and the catch-all * at 0%, which gives no credit',
      question('shortanswer', `<usecase>0</usecase>${answer('100', 'Beta')}${answer('0', '*')}`),
      { ...base, type: 'one_word', choices: [], answer: 'Beta' },
    ],
    [
      'test_import_truefalse_19 (and _with_idnumber): true is right',
      question('truefalse', `<idnumber>TestIdNum1</idnumber>${answer('100', 'true')}${answer('0', 'false')}`),
      { ...base, type: 'mcq', choices: ['True', 'False'], answer: 'True' },
    ],
    [
      'fixtures/truefalse.xml: false is right',
      question('truefalse', `${answer('0', 'true')}${answer('100', 'false')}`),
      { ...base, type: 'mcq', choices: ['True', 'False'], answer: 'False' },
    ],
    [
      'fixtures/error_invalid_grades.xml: grades Moodle refuses (33% three times) are kept as they are',
      question(
        'multichoice',
        `<single>false</single>${answer('-50', '<![CDATA[<p dir="ltr">1<br></p>]]>')}${answer('33', '2')}
         ${answer('33.33333', '3')}${answer('-50', '4')}${answer('33.33333', '5')}`,
      ),
      {
        ...base,
        type: 'mcq',
        choices: ['1', '2', '3', '4', '5'],
        answer: '2|3|5',
        weights: [-0.5, 0.33, 0.3333333, -0.5, 0.3333333],
        multiple: true,
      },
    ],
    [
      'a Moodle 1.9 numerical answer giving its share as a <fraction> of 1',
      question(
        'numerical',
        `<answer><text>7</text><tolerance>0.5</tolerance><fraction>0.5</fraction></answer>
        ${answer('100', '6')}`,
      ),
      {
        ...base,
        type: 'numerical',
        choices: [],
        answer: '',
        numbers: [
          { value: 7, tolerance: 0.5, weight: 0.5 },
          { value: 6, tolerance: 0, weight: 1 },
        ],
      },
    ],
  ])('%s', (_case, xml, expected) => {
    const { found, skipped } = parseMoodleXml(xml);
    expect(skipped).toEqual([]);
    expect(found[0]?.draft).toEqual(expected);
  });

  it.each([
    [
      'test_import_description',
      'description',
      'A description is not a question: there is nothing to answer.',
    ],
    ['test_import_multianswer, as Moodle writes it', 'cloze', /^Embedded answers \(Cloze\) questions/],
    ['a Cloze question by its type’s own name', 'multianswer', /^Embedded answers \(Cloze\) questions/],
  ])('skips %s with the reason', (_case, type, reason) => {
    const xml = quiz(`<question type="${type}"><name><text>x</text></name>
      <questiontext><text>Complete: {1:SHORTANSWER:=Owl}</text></questiontext></question>
      <question type="essay"><questiontext><text>Why?</text></questiontext></question>`);
    expect(parseMoodleXml(xml).skipped).toEqual([{ index: 0, reason: expect.stringMatching(reason) }]);
  });

  it('fixtures/old_format_file.xml: questions in nested categories', () => {
    const tf = (name: string) => `<question type="truefalse"><name><text>${name}</text></name>
      <questiontext format="html"><text><![CDATA[<p>Testing ${name}</p>]]></text></questiontext>
      <defaultgrade>1.0000000</defaultgrade>${answer('100', 'true')}${answer('0', 'false')}</question>`;
    const category = (path: string) =>
      `<question type="category"><category><text>${path}</text></category></question>`;
    const { found } = parseMoodleXml(
      quiz(
        `${category('$course$/Pi')}${tf('Pi Question')}${category('$course$/Pi/Rho')}${tf('Rho Question')}`,
      ),
    );
    expect(found.map((q) => [q.at, q.name, q.draft.answer])).toEqual([
      [{ index: 1 }, 'Pi Question', 'True'],
      [{ index: 3 }, 'Rho Question', 'True'],
    ]);
  });
});

describe('parseMoodleXml: weights mark as Moodle marks', () => {
  it('a Moodle 1.9 “multiple answers” question: 2 alone earns the 2 marks Moodle gives, not 1', () => {
    const { found } = parseMoodleXml(
      quiz(`<question type="multichoice"><questiontext><text>Even?</text></questiontext>
        <defaultgrade>2</defaultgrade><single>false</single>
        <answer fraction="0"><text>1</text></answer><answer fraction="100"><text>2</text></answer>
        <answer fraction="0"><text>3</text></answer><answer fraction="100"><text>4</text></answer></question>`),
    );
    const draft = found[0]!.draft;
    expect(autoMark(draft, '2')).toBe(2);
    expect(autoMark(draft, '1|2|3|4')).toBe(2);
    expect(autoMark(draft, '1|3')).toBe(0);
  });

  it('keeps no weights where the plain rules mark the same (a single right answer; shares of our export)', () => {
    const { found } = parseMoodleXml(
      quiz(`<question type="multichoice"><questiontext><text>One</text></questiontext><single>true</single>
          <answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer></question>
        <question type="multichoice"><questiontext><text>Two</text></questiontext><single>false</single>
          <answer fraction="50"><text>a</text></answer><answer fraction="50"><text>b</text></answer>
          <answer fraction="-50"><text>c</text></answer></question>`),
    );
    expect(found.map((q) => [q.draft.answer, q.draft.weights, q.draft.multiple])).toEqual([
      ['a', undefined, undefined],
      ['a|b', undefined, undefined],
    ]);
  });

  it('a short answer worth nothing gives no credit and is left out; a partly right one keeps its share', () => {
    const { found } = parseMoodleXml(
      quiz(`<question type="shortanswer"><questiontext><text>Toad?</text></questiontext>
        <answer fraction="100"><text>frog</text></answer><answer fraction="80"><text>toad</text></answer>
        <answer fraction="0"><text>newt</text></answer></question>`),
    );
    expect(found[0]?.draft).toMatchObject({ answer: 'frog|toad', weights: [1, 0.8] });
    expect(autoMark(found[0]!.draft, 'Toad')).toBe(0.8);
  });
});

describe('parseMoodleXml: details', () => {
  it('skips a short answer with a wildcard, a true/false question with no right answer, a number that is not one', () => {
    const { skipped } = parseMoodleXml(
      quiz(`<question type="shortanswer"><questiontext><text>M?</text></questiontext>
          <answer fraction="100"><text>M*</text></answer></question>
        <question type="truefalse"><questiontext><text>T?</text></questiontext>
          <answer fraction="0"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>
        <question type="numerical"><questiontext><text>N?</text></questiontext>
          <answer fraction="100"><text>three</text></answer></question>`),
    );
    expect(skipped).toEqual([
      { index: 0, reason: expect.stringMatching(/uses the \* wildcard/) },
      { index: 1, reason: 'This true/false question has no answer marked right.' },
      { index: 2, reason: 'The accepted answer “three” is not a number.' },
    ]);
  });

  it('warns of what a question comes in without: units, files outside its text, a missing 1.9 picture, marks', () => {
    const { found, warnings } = parseMoodleXml(
      quiz(`<question type="numerical"><questiontext><text>How far?</text></questiontext>
          <defaultgrade>-2</defaultgrade>
          <answer fraction="100"><text>5</text><tolerance>0</tolerance></answer>
          <units><unit><multiplier>1</multiplier><unit_name>km</unit_name></unit></units></question>
        <question type="essay"><questiontext><text>Look</text></questiontext><image>pics/gone.png</image>
          <generalfeedback format="html"><text>See</text>
            <file name="infos.png" encoding="base64">${PIXEL_BASE64}</file></generalfeedback></question>`),
    );
    expect(found.map((q) => q.draft.marks)).toEqual([0, 1]);
    expect(warnings).toEqual([
      {
        index: 0,
        warning:
          'Its units are left out: the number an answer starts with is marked, whatever unit follows it.',
      },
      { index: 0, warning: 'Its mark, -2, is 0 here: marks are whole numbers of 0 or more.' },
      {
        index: 1,
        warning: 'The picture pics/gone.png is not in the file: the question comes in without it.',
      },
      {
        index: 1,
        warning:
          'The file infos.png in the general feedback is left out: only a question’s text holds files here.',
      },
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

describe('placeEmbeddedFiles', () => {
  const MP3 = Buffer.from([
    0x49,
    0x44,
    0x33,
    3,
    0,
    0,
    0,
    0,
    0,
    0,
    0xff,
    0xfb,
    0x90,
    0x64,
    ...new Array(200).fill(0),
  ]);
  const pixel = { name: 'cell diagram.png', bytes: Buffer.from(PIXEL_BASE64, 'base64') };

  it('shows a picture inline, as the editor keeps a pasted one', async () => {
    const placed = await placeEmbeddedFiles(
      '<p><img src="@@PLUGINFILE@@/cell%20diagram.png" alt="A cell"></p>',
      [pixel],
    );
    expect(placed).toEqual({ text: `<p><img src="${PIXEL}" alt="A cell"></p>`, toKeep: [], warnings: [] });
  });

  it('keeps any other file with the test, linked to its page in a new tab', async () => {
    const placed = await placeEmbeddedFiles(
      '<a href="@@PLUGINFILE@@/bonjour.mp3">Listen</a> <a href=\'@@PLUGINFILE@@/bonjour.mp3\'>again</a>',
      [{ name: 'bonjour.mp3', bytes: MP3 }],
    );
    const [file] = placed.toKeep;
    expect(placed.toKeep).toEqual([
      { id: expect.any(String), name: 'bonjour.mp3', contentType: 'audio/mpeg', bytes: MP3 },
    ]);
    expect(placed.text).toBe(
      `<a href="/viewfile/${file!.id}" target="_blank">Listen</a> <a href="/viewfile/${file!.id}" target="_blank">again</a>`,
    );
    expect(placed.warnings).toEqual([]);
  });

  it('leaves out, with a warning, a file that is not there, and one no upload may be', async () => {
    const program = { name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1') };
    const placed = await placeEmbeddedFiles(
      '<p><img src="@@PLUGINFILE@@/gone.png"><a href="@@PLUGINFILE@@/setup.exe">Run</a></p>',
      [program],
    );
    expect(placed.text).toBe('<p>Run</a></p>');
    expect(placed.warnings).toEqual([
      'The question points at gone.png, which is not in the file: it comes in without it.',
      expect.stringMatching(/^setup\.exe is left out\. This file is/),
    ]);
  });

  it('links pictures too large to show within a question', async () => {
    const big = { name: 'big.png', bytes: Buffer.concat([pixel.bytes, Buffer.alloc(80_000)]) };
    const placed = await placeEmbeddedFiles('<img src="@@PLUGINFILE@@/big.png" alt="Map">', [big]);
    expect(placed.text).toBe(`<a href="/viewfile/${placed.toKeep[0]!.id}" target="_blank">Map</a>`);
    expect(placed.warnings).toEqual([expect.stringMatching(/^Its pictures are too large/)]);
  });
});

describe('importing a Moodle XML file with embedded files (POST importQuestions)', () => {
  const t = testFileApp();
  let cast: Cast;
  beforeAll(async () => {
    cast = await courseCast(t.app);
  });

  it('keeps a recording and a text file as files of the test a student opens, and warns of what is left out', async () => {
    const item = await createItem(t.app, cast.course, { kind: 'test', createdBy: cast.teacherOwner.user.id });
    const form = multipartForm({
      format: 'moodlexml',
      file: { filename: 'listening.xml', content: fixture('moodle-files.xml') },
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/test/importQuestions/${item.id}`,
      headers: { ...cast.teacherOwner.session.headers, ...form.headers },
      payload: form.payload,
    });
    expect(reply.json()).toMatchObject({
      imported: [
        { type: 'mcq', name: 'Greeting' },
        { type: 'mcq', name: 'Moodle text file' },
        { type: 'mcq', name: 'mcq with image' },
      ],
      skipped: [],
      warnings: [
        {
          index: 0,
          warning:
            'The file infos.png in the general feedback is left out: only a question’s text holds files here.',
        },
        {
          index: 1,
          warning: 'The question points at gone.png, which is not in the file: it comes in without it.',
        },
      ],
    });
    const saved: Question[] = (
      await t.get(`/api/v1/test/getQuestions/${item.id}`, cast.teacherOwner.session)
    ).json().data.questions;
    expect(saved[2]?.text).toBe(
      `A multichoice question with a picture in the old "image" field of Moodle 1.9 <img src="${PIXEL}" />`,
    );
    const links = saved
      .slice(0, 2)
      .map((q) => /href="\/viewfile\/([^"]+)" target="_blank"/.exec(q.text)?.[1]);
    expect(saved[1]?.text).not.toContain('gone.png');
    const opened = await Promise.all(
      links.map((id) => t.get(`/api/v1/file/fileItem/${id}`, cast.studentMember.session)),
    );
    expect(opened.map((r) => [r.statusCode, r.json().data.name, r.json().data.contentType])).toEqual([
      [200, 'bonjour matin.mp3', 'audio/mpeg'],
      [200, 'moodle.txt', 'text/plain; charset=utf-8'],
    ]);
    const text = await t.app.inject({ method: 'GET', url: opened[1]!.json().data.url });
    expect(text.body).toBe('Moodle');
    expect((await t.get(`/api/v1/file/fileItem/${links[0]}`, cast.studentOutsider.session)).statusCode).toBe(
      403,
    );
  });

  it('exports the questions with the files they link to inside, as Moodle does, which import again', async () => {
    const importInto = async (content: string) => {
      const item = await createItem(t.app, cast.course, {
        kind: 'test',
        createdBy: cast.teacherOwner.user.id,
      });
      const form = multipartForm({ format: 'moodlexml', file: { filename: 'a.xml', content } });
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/v1/test/importQuestions/${item.id}`,
        headers: { ...cast.teacherOwner.session.headers, ...form.headers },
        payload: form.payload,
      });
      return { item, reply: reply.json() };
    };
    const { item } = await importInto(fixture('moodle-files.xml'));
    const exported = await exportQuestions(t.app.db, item, 'moodlexml', t.app.storage);
    const { found } = parseMoodleXml(exported.body);
    expect(found[0]?.draft.text).toContain('<a href="@@PLUGINFILE@@/bonjour%20matin.mp3" target="_blank"');
    expect(found.map((q) => q.files?.map((file) => [file.name, file.bytes.length]))).toEqual([
      [['bonjour matin.mp3', 214]],
      [['moodle.txt', 6]],
      undefined,
    ]);
    const again = await importInto(exported.body);
    expect(again.reply).toMatchObject({ skipped: [], warnings: [] });
    expect(again.reply.imported).toHaveLength(3);
  });
});

describe('toMoodleXml', () => {
  const question = (fields: Partial<Question>): Question => ({
    _id: 'q',
    type: 'mcq',
    text: 'Q?',
    choices: [],
    answer: '',
    weights: [],
    multiple: false,
    numbers: [],
    pairs: [],
    marks: 1,
    feedback: '',
    ...fields,
  });

  it('writes each type with the elements Moodle’s reader reads, escaping XML', () => {
    const xml = toMoodleXml(
      [
        question({ text: '<p>1 < 2 & "yes"?</p>', choices: ['yes', 'no'], answer: 'yes', marks: 2 }),
        question({ choices: ['2', '3', '4'], answer: '2|3' }),
        question({ choices: ['a', 'b'], answer: 'a', weights: [1, 0.5], multiple: false }),
        question({ type: 'one_word', answer: 'a*b|ab', weights: [1, 0.25] }),
        question({ type: 'brief', answer: 'Because.', marks: 5 }),
        question({ type: 'numerical', numbers: [{ value: 42, tolerance: 0.001, weight: 1 }] }),
        question({
          type: 'matching',
          pairs: [
            { prompt: 'A', match: 'a' },
            { prompt: '', match: 'd' },
          ],
        }),
      ],
      'Maths/Science',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<quiz>/);
    for (const written of [
      '<text>$course$/top/Maths//Science</text>',
      '<text>&lt;p&gt;1 &lt; 2 &amp; &quot;yes&quot;?&lt;/p&gt;</text>',
      '<single>true</single>',
      '<shuffleanswers>true</shuffleanswers>',
      '<answernumbering>abc</answernumbering>',
      '<answer fraction="100" format="plain_text">',
      '<single>false</single>',
      '<answer fraction="-50" format="plain_text">',
      '<answer fraction="50" format="plain_text">',
      '<text>a\\*b</text>',
      '<answer fraction="25" format="plain_text">',
      '<graderinfo format="plain_text">',
      '<defaultgrade>5</defaultgrade>',
      '<question type="numerical">',
      '<tolerance>0.001</tolerance>',
      '<question type="matching">',
      '<subquestion format="plain_text">',
    ])
      expect(xml).toContain(written);
    expect(xml).toMatch(/<subquestion format="plain_text">\s*<text><\/text>\s*<answer>\s*<text>d<\/text>/);
  });
});
