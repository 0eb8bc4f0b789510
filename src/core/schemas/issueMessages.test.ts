import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUserBody } from './accounts';
import { createCourseBody, setCourseImageBody } from './courses';
import { fieldMessages, fieldsSummary, installIssueMessages, keyInWords } from './issueMessages';

beforeAll(installIssueMessages);

const titled = <T extends z.ZodType>(schema: T, title: string) => schema.meta({ title });

/** The messages a value gets from a schema, keyed by field path ('' for the whole value). */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const one = (field: string, schema: z.ZodType) => z.object({ [field]: schema });

describe('every issue kind reads as a sentence that names the field as its form does', () => {
  it.each<[string, z.ZodType, unknown, Record<string, string>]>([
    // too_big and too_small, for strings, numbers, lists and dates
    [
      'a string over its maximum',
      one('name', titled(z.string().max(200), 'Course name')),
      { name: 'x'.repeat(201) },
      { name: 'Course name: at most 200 characters.' },
    ],
    [
      'a string under its minimum',
      one('username', titled(z.string().min(3), 'Username')),
      { username: 'ab' },
      { username: 'Username: at least 3 characters.' },
    ],
    [
      'an empty string where one is needed',
      one('title', titled(z.string().trim().min(1), 'Title')),
      { title: '   ' },
      { title: 'Title is required.' },
    ],
    [
      'an empty password, however long it must be',
      one('password', titled(z.string().min(12), 'Password')),
      { password: '' },
      { password: 'Password is required.' },
    ],
    [
      'a string of the wrong exact length',
      one('pin', titled(z.string().length(4), 'PIN')),
      { pin: '123' },
      { pin: 'PIN: exactly 4 characters.' },
    ],
    [
      'a number over its maximum, with thousands grouped',
      one('duration', titled(z.number().int().max(1440), 'Duration in minutes')),
      { duration: 2000 },
      { duration: 'Duration in minutes: at most 1,440.' },
    ],
    [
      'a number under its minimum',
      one('duration', titled(z.number().min(1), 'Duration in minutes')),
      { duration: 0 },
      { duration: 'Duration in minutes: at least 1.' },
    ],
    [
      'a number at an exclusive bound',
      one('score', titled(z.number().positive().lt(10), 'Score')),
      { score: 0 },
      { score: 'Score: more than 0.' },
    ],
    [
      'a number at an exclusive upper bound',
      one('score', z.number().lt(10)),
      { score: 10 },
      { score: 'Score: less than 10.' },
    ],
    [
      'a list over its maximum',
      one('identifiers', titled(z.array(z.string()).max(2), 'Usernames or emails')),
      { identifiers: ['a', 'b', 'c'] },
      { identifiers: 'Usernames or emails: at most 2 items.' },
    ],
    [
      'an empty list where one entry is needed',
      one('memberIds', titled(z.array(z.string()).min(1), 'Members')),
      { memberIds: [] },
      { memberIds: 'Members: pick at least one.' },
    ],
    [
      'an entry of a list says which one',
      one('identifiers', z.array(titled(z.string().max(254), 'Username or email'))),
      { identifiers: ['ana', 'x'.repeat(255)] },
      { 'identifiers.1': 'Username or email (entry 2): at most 254 characters.' },
    ],
    [
      'a date before its earliest',
      one('startDate', titled(z.date().min(new Date('2026-09-01T00:00:00Z')), 'Starts')),
      { startDate: new Date('2026-08-01T00:00:00Z') },
      { startDate: 'Starts: pick a date on or after 2026-09-01.' },
    ],
    [
      'a date after its latest',
      one('endDate', titled(z.date().max(new Date('2026-12-31T00:00:00Z')), 'Ends')),
      { endDate: new Date('2027-01-05T00:00:00Z') },
      { endDate: 'Ends: pick a date on or before 2026-12-31.' },
    ],
    [
      'a file over its size',
      one('picture', titled(z.file().max(1024), 'Picture')),
      { picture: new File(['x'.repeat(2048)], 'a.png') },
      { picture: 'Picture: at most 1 KB.' },
    ],
    // invalid_type, including a missing field
    [
      'a missing field',
      one('name', titled(z.string(), 'Course name')),
      {},
      { name: 'Course name is required.' },
    ],
    [
      'a null field',
      one('name', titled(z.string(), 'Course name')),
      { name: null },
      { name: 'Course name is required.' },
    ],
    [
      'a number where text goes',
      one('name', titled(z.string(), 'Course name')),
      { name: 42 },
      { name: 'Course name: enter text.' },
    ],
    [
      'a fraction where a whole number goes',
      one('duration', titled(z.number().int(), 'Duration in minutes')),
      { duration: 1.5 },
      { duration: 'Duration in minutes: enter a whole number.' },
    ],
    [
      'text where a number goes',
      one('limit', z.number()),
      { limit: 'ten' },
      { limit: 'Limit: enter a number.' },
    ],
    [
      'text where yes or no goes',
      one('isTemplate', titled(z.boolean(), 'Template')),
      { isTemplate: 'yes' },
      { isTemplate: 'Template: choose yes or no.' },
    ],
    [
      'a body that is not an object',
      z.object({ name: z.string() }),
      'name=x',
      { '': 'Send the details as a JSON object.' },
    ],
    // invalid_format
    [
      'an email address',
      one('email', titled(z.email(), 'Email address')),
      { email: 'ana-at-school' },
      { email: 'Email address: enter an address like name@school.org.' },
    ],
    [
      'a uuid',
      one('courseId', z.uuid()),
      { courseId: 'abc' },
      { courseId: 'Course id: this is not a valid identifier.' },
    ],
    [
      'an empty calendar day',
      one('startDate', titled(z.iso.date(), 'Starts on')),
      { startDate: '' },
      { startDate: 'Starts on: pick a date.' },
    ],
    [
      'a calendar day in another form',
      one('startDate', titled(z.iso.date(), 'Starts on')),
      { startDate: '01/09/2026' },
      { startDate: 'Starts on: enter a date like 2026-09-01.' },
    ],
    [
      'an empty date and time',
      one('startDate', titled(z.iso.datetime({ offset: true }), 'Starts')),
      { startDate: '' },
      { startDate: 'Starts: pick a date and time.' },
    ],
    [
      'a date and time in another form',
      one('startDate', titled(z.iso.datetime({ offset: true }), 'Starts')),
      { startDate: 'tomorrow' },
      { startDate: 'Starts: enter a date and time like 2026-09-01T09:00:00Z.' },
    ],
    [
      'a pattern without a message of its own',
      one('code', titled(z.string().regex(/^[A-Z]+$/), 'Code')),
      { code: 'eng 1' },
      { code: 'Code: use only the characters this field allows.' },
    ],
    [
      'a pattern with a message of its own keeps it',
      one('phone', z.string().regex(/^[0-9 +]*$/, 'Phone: use digits, spaces and + only.')),
      { phone: 'call me' },
      { phone: 'Phone: use digits, spaces and + only.' },
    ],
    [
      'a required start',
      one('code', titled(z.string().startsWith('ENG'), 'Code')),
      { code: 'MAT1' },
      { code: 'Code: start with “ENG”.' },
    ],
    // invalid_value (enums, literals), not_multiple_of
    [
      'a value outside a list of choices',
      one('status', titled(z.enum(['draft', 'active', 'archived']), 'Status')),
      { status: 'open' },
      { status: 'Status: choose draft, active or archived.' },
    ],
    ['a literal', one('type', z.literal('Removed')), { type: 'Gone' }, { type: 'Type: must be Removed.' }],
    [
      'a step',
      one('minutes', titled(z.number().multipleOf(5), 'Minutes')),
      { minutes: 7 },
      { minutes: 'Minutes: use a multiple of 5.' },
    ],
    // unrecognized_keys
    [
      'a field the payload does not take',
      z.object({ _id: z.string() }).strict(),
      { _id: 'n1', extra: 1 },
      { '': 'Leave out “extra”: it is not accepted here.' },
    ],
    [
      'several fields the payload does not take',
      z.object({}).strict(),
      { a: 1, b: 2 },
      { '': 'Leave out “a” and “b”: they are not accepted here.' },
    ],
    // unions
    [
      'a union names the one option the value was near',
      one('image', z.union([z.literal(''), z.string().regex(/^data:/, 'Use a JPEG, PNG or WebP picture.')])),
      { image: 'http://x' },
      { image: 'Use a JPEG, PNG or WebP picture.' },
    ],
    [
      'a union the value is nowhere near',
      one('logTime', z.union([z.number(), z.iso.datetime()])),
      { logTime: true },
      { logTime: 'Log time: this value is not accepted.' },
    ],
    // custom refinements
    [
      'a refinement with its own message keeps it',
      z
        .object({ to: z.string() })
        .refine(() => false, { message: 'The end must be after the start.', path: ['to'] }),
      { to: 'x' },
      { to: 'The end must be after the start.' },
    ],
    [
      'a refinement without a message names its field',
      z.object({ endDate: z.string() }).refine(() => false, { path: ['endDate'] }),
      { endDate: 'x' },
      { endDate: 'End date: this value is not accepted.' },
    ],
    [
      'a key of a record',
      one('options', z.record(z.string().regex(/^[a-z]+$/), z.number())),
      { options: { Bad: 1 } },
      { 'options.Bad': 'Options: “Bad” is not accepted as a key.' },
    ],
  ])('%s', (_case, schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });
});

describe('the labels come from core/schemas/fields through the real schemas', () => {
  it.each<[string, z.ZodType, unknown, Record<string, string>]>([
    [
      'a course name one character too long',
      createCourseBody,
      { name: 'x'.repeat(201), startDate: '2026-09-01', endDate: '2026-12-01' },
      { name: 'Course name: at most 200 characters.' },
    ],
    [
      'a course without dates',
      createCourseBody,
      { name: 'Welding', startDate: '', endDate: '' },
      { startDate: 'Starts on: pick a date.', endDate: 'Ends on: pick a date.' },
    ],
    [
      'a registration with everything wrong',
      createUserBody,
      { username: 'a', email: 'ana', password: 'short', fullName: '', role: 'admin' },
      {
        username: 'Username: use 3 to 32 letters, digits, dots, dashes or underscores.',
        email: 'Email address: enter an address like name@school.org.',
        password: 'Password: at least 8 characters.',
        fullName: 'Enter your full name.',
        role: 'Role: choose teacher or student.',
      },
    ],
    [
      'a course picture of the wrong kind',
      setCourseImageBody,
      { courseId: 'c1', image: 'data:image/gif;base64,R0lGOD' },
      { image: 'Use a JPEG, PNG or WebP picture.' },
    ],
  ])('%s', (_case, schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });
});

describe('keys without a label read as words', () => {
  it.each([
    ['courseId', 'Course id'],
    ['contactName', 'Contact name'],
    ['TOKEN_SECRET', 'Token secret'],
    ['q', 'Q'],
  ])('%s reads %s', (key, words) => {
    expect(keyInWords(key)).toBe(words);
  });
});

describe('a 400 reply: one message per field, and a summary naming them', () => {
  it('keys fields by their dotted path, the first message of each, and the whole payload under the root key', () => {
    expect(
      fieldMessages(
        [
          { path: ['name'], message: 'Course name: at most 200 characters.' },
          { path: ['name'], message: 'A second message is not shown.' },
          { path: ['identifiers', 3], message: 'Username or email (entry 4): at most 254 characters.' },
          { path: [], message: 'Send the details as a JSON object.' },
        ],
        'body',
      ),
    ).toEqual({
      name: 'Course name: at most 200 characters.',
      'identifiers.3': 'Username or email (entry 4): at most 254 characters.',
      body: 'Send the details as a JSON object.',
    });
  });

  it('names a field called like a property every object has (constructor, toString), found by the fuzz', () => {
    const fields = fieldMessages(
      [
        { path: ['constructor'], message: 'Constructor: leave this out.' },
        { path: ['toString'], message: 'To string: leave this out.' },
      ],
      'body',
    );
    expect(fields).toEqual({
      constructor: 'Constructor: leave this out.',
      toString: 'To string: leave this out.',
    });
    expect(fieldsSummary(fields)).toBe('Constructor: leave this out. To string: leave this out.');
  });

  it.each([
    [{ name: 'Course name: at most 200 characters.' }, 'Course name: at most 200 characters.'],
    [
      { startDate: 'Starts on: pick a date.', endDate: 'Ends on: pick a date.' },
      'Starts on: pick a date. Ends on: pick a date.',
    ],
    [
      {
        a: 'A is required.',
        b: 'B is required.',
        c: 'C is required.',
        d: 'D is required.',
        e: 'E is required.',
      },
      'A is required. B is required. C is required. And 2 more fields to correct.',
    ],
    [
      { a: 'A is required.', b: 'B is required.', c: 'C is required.', d: 'D is required.' },
      'A is required. B is required. C is required. And 1 more field to correct.',
    ],
  ])('%o reads %s', (fields, summary) => {
    expect(fieldsSummary(fields)).toBe(summary);
  });
});
