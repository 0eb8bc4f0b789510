import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT } from '../../../core/constants';
import type { Question } from '../../../core/schemas/assessments';
import { type CourseItemRow, questions } from '../../db/schema';
import { addQuestions, attemptWith, sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { type FormFile, multipartForm } from '../../test/multipartForm';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 15: a teacher imports the questions of a GIFT or Moodle XML file (a real multipart request) and exports a
 * test's questions to either; an export imported again gives the same questions. A file that is too large, not text
 * or not of its format is refused in words and changes nothing.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const fixture = (name: string) => readFileSync(new URL(`./formats/fixtures/${name}`, import.meta.url));
const GIFT = fixture('moodle-export.gift.txt');
const XML = fixture('moodle-export.xml');

const test = (kind: 'test' | 'exam' = 'test') => createItem(t.app, cast.course, { kind });
function upload(
  item: Pick<CourseItemRow, 'id' | 'kind'>,
  fields: Record<string, string | FormFile>,
  who: Person = cast.teacherOwner,
) {
  const form = multipartForm(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${item.kind}/importQuestions/${item.id}`,
    headers: { ...who.session.headers, ...form.headers },
    payload: form.payload,
  });
}
const file = (content: string | Buffer, filename = 'questions.txt'): FormFile => ({ filename, content });
const authored = async (item: CourseItemRow): Promise<Question[]> =>
  (await t.get(`/api/v1/${item.kind}/getQuestions/${item.id}`, cast.teacherOwner.session)).json().data
    .questions;
const questionCount = async (item: CourseItemRow) =>
  (await t.app.db.select({ n: count() }).from(questions).where(eq(questions.itemId, item.id)))[0]!.n;
const exported = (item: CourseItemRow, format: string, who: Person = cast.teacherOwner) =>
  t.get(`/api/v1/${item.kind}/exportQuestions/${item.id}?format=${format}`, who.session);

describe('POST /api/v1/{test|exam}/importQuestions/{refId}', () => {
  it('adds a GIFT file’s questions after the test’s own and says what came in and what did not', async () => {
    const item = await test();
    const own = sampleQuestion();
    await addQuestions(t.app, item, [own]);
    const response = await upload(item, { format: 'gift', file: file(GIFT, 'week3.gift.txt') });
    expect(response.json()).toEqual({
      code: 0,
      msg: '9 questions imported; 2 questions skipped, each with the reason.',
      imported: [
        { type: 'mcq', name: 'Powerhouse' },
        { type: 'mcq', name: 'Prime numbers' },
        { type: 'mcq', name: 'Sun is a star' },
        { type: 'mcq', name: 'Moon' },
        { type: 'one_word', name: 'Capital' },
        { type: 'brief', name: 'Holidays' },
        { type: 'numerical', name: 'Pi' },
        { type: 'matching', name: 'Pairs' },
        { type: 'mcq', name: 'Escaped : characters' },
      ],
      skipped: [
        { line: 55, reason: 'A description is not a question: there is nothing to answer.' },
        { line: 66, reason: expect.stringMatching(/wildcard/) },
      ],
      warnings: [],
    });
    const list = await authored(item);
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual(own);
    expect(list[1]).toMatchObject({
      type: 'mcq',
      text: "<p>Which organelle makes most of a cell's <strong>ATP</strong>?</p>",
      choices: ['Mitochondrion', 'Ribosome', 'Golgi apparatus'],
      answer: 'Mitochondrion',
      marks: 1,
    });
    // Issue 33: Moodle's weights come with the question, so it marks as Moodle marked it.
    expect(list[2]).toMatchObject({ type: 'mcq', answer: '2|3', weights: [0.5, 0.5, -1], multiple: true });
    expect(new Set(list.map((q) => q._id)).size).toBe(10);
  });

  it('adds a Moodle XML file’s questions to an exam, with their marks and pictures, sanitising their text', async () => {
    const exam = await test('exam');
    const xml = XML.toString().replace(
      'Which of these numbers',
      'Which<script>alert(1)</script> of these numbers',
    );
    const response = await upload(exam, { file: file(xml, 'bank.xml'), format: 'moodlexml' });
    expect(response.json()).toMatchObject({
      code: 0,
      imported: [
        { type: 'mcq', name: 'Powerhouse' },
        { type: 'mcq', name: 'Prime numbers' },
        { type: 'mcq', name: 'Sun is a star' },
        { type: 'one_word', name: 'Capital' },
        { type: 'brief', name: 'Holidays' },
        { type: 'numerical', name: 'Pi' },
        { type: 'matching', name: 'Pairs' },
      ],
      skipped: [{ index: 8 }, { index: 9 }],
    });
    const list = await authored(exam);
    expect(list.map((q) => q.marks)).toEqual([2, 3, 1, 2, 10, 1, 1]);
    expect(list[0]?.text).toContain('<img src="data:image/png;base64,iVBORw0KGgo');
    expect(list[1]?.text).toBe('<p>Which of these numbers are prime?</p>');
  });

  it('skips a question that is not a valid question here, at its line, and imports the rest', async () => {
    const item = await test();
    const gift = '::Pipes::Which is a pipe? {=a|b ~c}\n\n::Fine::Sky? {=blue ~green}\n';
    expect((await upload(item, { format: 'gift', file: file(gift) })).json()).toEqual({
      code: 0,
      msg: '1 question imported; 1 question skipped, each with the reason.',
      imported: [{ type: 'mcq', name: 'Fine' }],
      skipped: [{ line: 1, reason: 'Choice: the character | cannot be used.' }],
      warnings: [],
    });
    const none = await upload(item, { format: 'gift', file: file('::Intro:: Just text\n\n::W::{=M*}') });
    expect(none.json()).toMatchObject({
      msg: 'No question was imported: see why each was skipped.',
      imported: [],
    });
    expect(await questionCount(item)).toBe(1);
  });

  it.each<[string, Record<string, string | FormFile>, string, Record<string, string> | undefined]>([
    [
      'no file',
      { format: 'gift' },
      'Choose the GIFT or Moodle XML file to import.',
      { file: expect.any(String) },
    ],
    [
      'an empty file',
      { format: 'gift', file: file('') },
      'This file is empty.',
      { file: 'This file is empty.' },
    ],
    [
      'no format',
      { file: file(GIFT) },
      'Format: gift or moodlexml.',
      { format: 'Format: gift or moodlexml.' },
    ],
    ['an unknown format', { format: 'aiken', file: file(GIFT) }, 'Format: gift or moodlexml.', undefined],
    [
      'a file that is not UTF-8 (saved as UTF-16)',
      { format: 'gift', file: file(Buffer.from('\ufeff::Q:: Sky? {=blue ~red}', 'utf16le')) },
      'This file is not UTF-8 text. Save it as UTF-8 (Moodle exports it so) and import it again.',
      { file: 'Not UTF-8 text.' },
    ],
    [
      'a file that is not text',
      { format: 'moodlexml', file: file(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x41])) },
      'This is not a text file: GIFT and Moodle XML files are text.',
      undefined,
    ],
    [
      'a letter as GIFT',
      { format: 'gift', file: file('Dear parents,\nthe trip is on Monday.') },
      'No GIFT question',
      undefined,
    ],
    [
      'GIFT as Moodle XML',
      { format: 'moodlexml', file: file(GIFT) },
      'This file is not valid XML (line 1',
      undefined,
    ],
    [
      'Moodle XML as GIFT',
      { format: 'gift', file: file(XML) },
      'This is a Moodle XML file, not GIFT',
      undefined,
    ],
    [
      'a GIFT mistake',
      { format: 'gift', file: file('::A:: Sky? {=blue ~red') },
      'at line 1, column',
      undefined,
    ],
  ])('refuses %s in words, and changes nothing', async (_case, fields, message, fieldMessages) => {
    const item = await test();
    const response = await upload(item, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain(message);
    if (fieldMessages) expect(response.json().fields).toEqual(fieldMessages);
    expect(await questionCount(item)).toBe(0);
  });

  it('refuses a file over the limit with 413 naming it, two files, and a body that is not a form', async () => {
    const item = await test();
    const large = Buffer.alloc(ASSESSMENT.importMaxBytes + 1, 'a');
    const tooLarge = await upload(item, { format: 'gift', file: file(large) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      code: 413,
      msg: 'This file is larger than 5 MB, the most a question file may be. Split the questions into smaller files and import them one after the other.',
    });
    const two = await upload(item, { format: 'gift', file: file(GIFT), other: file(GIFT) });
    expect(two.json()).toEqual({ code: 400, msg: 'Import one file at a time.' });
    const json = await t.post(
      `/api/v1/test/importQuestions/${item.id}`,
      { format: 'gift' },
      cast.teacherOwner.session,
    );
    expect(json.json().msg).toMatch(/^Choose a question file to import\. Send a form with the fields file/);
    expect(await questionCount(item)).toBe(0);
  });

  it.each([
    [
      'a form cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"',
    ],
    ['a form without its boundary', 'multipart/form-data', '--x\r\n\r\n--x--'],
  ])('refuses %s: the form could not be read', async (_case, contentType, payload) => {
    const item = await test();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/test/importQuestions/${item.id}`,
      headers: { ...cast.teacherOwner.session.headers, 'content-type': contentType },
      payload,
    });
    expect(response.json()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^The form could not be read\./),
    });
  });

  it('refuses more questions than a test holds, and any while students are sitting it', async () => {
    const full = await test();
    await addQuestions(
      t.app,
      full,
      Array.from({ length: ASSESSMENT.questionsMax - 1 }, () => sampleQuestion()),
    );
    const over = await upload(full, { format: 'gift', file: file('A? {T}\n\nB? {F}') });
    expect(over.json()).toEqual({
      code: 400,
      msg: 'This test has 499 questions and the file 2 more, but a test holds at most 500. Import fewer questions, or split the test.',
    });
    const sitting = await test();
    await attemptWith(t.app, sitting, cast.studentMember.user, [], { state: 'open', mark: null });
    expect((await upload(sitting, { format: 'gift', file: file('A? {T}') })).statusCode).toBe(409);
    expect(await questionCount(full)).toBe(ASSESSMENT.questionsMax - 1);
    expect(await questionCount(sitting)).toBe(0);
  });

  it('is refused to a student, to a teacher of another course, and for the other kind', async () => {
    const item = await test();
    const fields = { format: 'gift', file: file(GIFT) };
    expect((await upload(item, fields, cast.studentMember)).statusCode).toBe(403);
    expect((await upload(item, fields, cast.teacherOutsider)).statusCode).toBe(403);
    const onExamPath = await upload({ id: item.id, kind: 'exam' }, fields);
    expect(onExamPath.json()).toMatchObject({ code: 400, msg: 'This is for exams only.' });
    expect(await questionCount(item)).toBe(0);
  });
});

describe('GET /api/v1/{test|exam}/exportQuestions/{refId}', () => {
  const written: Question[] = [
    sampleQuestion({
      text: '<p>Is 1 = 1 {always}: yes?</p>',
      choices: ['yes ~ sure', '%no & never'],
      answer: 'yes ~ sure',
      feedback: 'Line one\nline #2',
    }),
    sampleQuestion({ choices: ['2', '3', '4'], answer: '2|3', marks: 6 }),
    sampleQuestion({ type: 'one_word', choices: [], answer: 'Paris|paris city', marks: 3 }),
    sampleQuestion({ type: 'brief', choices: [], answer: 'Five sentences.', marks: 10 }),
  ];
  const withoutIds = (list: Question[]) => list.map(({ _id, ...q }) => q);

  it.each([
    ['moodlexml', 'application/xml; charset=utf-8', (q: Question) => q],
    [
      'gift',
      'text/plain; charset=utf-8',
      // GIFT has no marks (each comes in as 1) and no place for a brief answer's model answer.
      (q: Question) => ({ ...q, marks: 1, answer: q.type === 'brief' ? '' : q.answer }),
    ],
  ])('sends %s as a file that imports back as the same questions', async (format, type, kept) => {
    const item = await createItem(t.app, cast.course, { kind: 'test', title: 'Week 1: "Cells" & more' });
    await addQuestions(t.app, item, written);
    const response = await exported(item, format, cast.coTeacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Week 1 Cells & more.${format === 'gift' ? 'gift.txt' : 'moodle.xml'}"`,
    );
    const copy = await test();
    const again = await upload(copy, { format, file: file(response.rawPayload) });
    expect(again.json()).toMatchObject({ code: 0, skipped: [] });
    expect(withoutIds(await authored(copy))).toEqual(withoutIds(written.map(kept)));
  });

  it('is refused to a student and a teacher of another course; an unknown format is named', async () => {
    const item = await test();
    expect((await exported(item, 'gift', cast.studentMember)).statusCode).toBe(403);
    expect((await exported(item, 'gift', cast.teacherOutsider)).statusCode).toBe(403);
    expect((await exported(item, 'qti')).json()).toMatchObject({
      code: 400,
      fields: { format: 'Format: gift or moodlexml.' },
    });
  });
});
