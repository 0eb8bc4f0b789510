import { z } from 'zod';
import { formatFileSize } from '../rules/fileSize';
import { CANNOT_STORE_REASON } from './storable';

/**
 * The one place validation messages are written: every zod issue the schemas produce becomes a sentence a person
 * can act on, naming the field as its form does ('Course name: at most 200 characters.'). A schema's own message
 * (a refinement's, or a check's `error`) still wins; this covers everything else. The server's 400 replies, the
 * realtime acks and the web forms all read `issue.message`, so installing it once per runtime covers them all.
 */

type RawIssue = z.core.$ZodRawIssue;

const numberFormat = new Intl.NumberFormat('en');
const count = (value: number | bigint) => numberFormat.format(value);
const plural = (value: number | bigint, one: string, many = `${one}s`) =>
  `${count(value)} ${Number(value) === 1 ? one : many}`;

/** 'a, b or c'; 'a and b' with `joiner` 'and'. */
function listed(words: readonly string[], joiner: 'or' | 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${joiner} ${words.at(-1)}`;
}

/** A key without a label, in words: 'contactName' → 'Contact name', 'TOKEN_SECRET' → 'Token secret'. */
export function keyInWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/**
 * How the message names the field: the `title` of the schema that owns the issue (core/schemas/fields.ts gives
 * each field its form's label), else its key in words; an entry of a list also says which one. Null at the root.
 */
function fieldName(issue: RawIssue, path: readonly PropertyKey[]): string | null {
  const title = issue.schema ? z.globalRegistry.get(issue.schema)?.title : undefined;
  const key = path.findLast((segment): segment is string => typeof segment === 'string');
  const name = title ?? (key === undefined ? null : keyInWords(key));
  const last = path.at(-1);
  return name && typeof last === 'number' ? `${name} (entry ${last + 1})` : name;
}

const isMissing = (issue: RawIssue) => issue.input === undefined || issue.input === null;
const isEmpty = (issue: RawIssue) => issue.input === undefined || issue.input === null || issue.input === '';

const TYPE_WORDS: Record<string, string> = {
  string: 'enter text',
  number: 'enter a number',
  int: 'enter a whole number',
  bigint: 'enter a whole number',
  boolean: 'choose yes or no',
  date: 'pick a date',
  array: 'give a list',
  set: 'give a list',
  tuple: 'give a list',
  object: 'send the details as a JSON object',
  record: 'send the details as a JSON object',
  map: 'send the details as a JSON object',
  file: 'choose a file',
  null: 'leave this empty',
  undefined: 'leave this out',
  never: 'leave this out',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'enter an address like name@school.org',
  url: 'enter a web address like https://school.org',
  date: 'enter a date like 2026-09-01',
  datetime: 'enter a date and time like 2026-09-01T09:00:00Z',
  time: 'enter a time like 09:30',
  duration: 'enter a duration like PT1H30M',
  e164: 'enter a phone number like +441234567890',
  lowercase: 'use lower-case letters only',
  uppercase: 'use capital letters only',
  regex: 'use only the characters this field allows',
  ipv4: 'enter an IP address',
  ipv6: 'enter an IP address',
  cidrv4: 'enter an IP address range',
  cidrv6: 'enter an IP address range',
};
/** What an empty date or time field asks for: the form's picker was left alone. */
const PICK_WORDS: Record<string, string> = {
  date: 'pick a date',
  datetime: 'pick a date and time',
  time: 'pick a time',
};
const IDENTIFIER_FORMATS = new Set(['uuid', 'guid', 'nanoid', 'cuid', 'cuid2', 'ulid', 'xid', 'ksuid']);

/** How much of what: '200 characters', '3 items', '512 KB', '2026-09-01', '1,440'. */
function amount(origin: string, value: number | bigint): string {
  if (origin === 'string') return plural(value, 'character');
  if (origin === 'array' || origin === 'set') return plural(value, 'item');
  if (origin === 'file') return formatFileSize(Number(value));
  if (origin === 'date') return new Date(Number(value)).toISOString().slice(0, 10);
  return count(value);
}

/** Null when the value is simply missing: an empty text or list where one is needed. */
function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string | null {
  const { origin, minimum, inclusive, exact } = issue;
  if (origin === 'string' && (isEmpty(issue) || (Number(minimum) === 1 && !exact))) return null;
  if ((origin === 'array' || origin === 'set') && Number(minimum) === 1 && !exact) return 'pick at least one';
  if (exact) return `exactly ${amount(origin, minimum)}`;
  if (origin === 'date')
    return `pick a date ${inclusive ? 'on or after' : 'after'} ${amount(origin, minimum)}`;
  return `${inclusive === false ? 'more than' : 'at least'} ${amount(origin, minimum)}`;
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const { origin, maximum, inclusive, exact } = issue;
  if (exact) return `exactly ${amount(origin, maximum)}`;
  if (origin === 'date')
    return `pick a date ${inclusive ? 'on or before' : 'before'} ${amount(origin, maximum)}`;
  return `${inclusive === false ? 'less than' : 'at most'} ${amount(origin, maximum)}`;
}

function invalidFormat(issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  const { format } = issue;
  if (isEmpty(issue) && PICK_WORDS[format]) return PICK_WORDS[format];
  if (FORMAT_WORDS[format]) return FORMAT_WORDS[format];
  if (IDENTIFIER_FORMATS.has(format)) return 'this is not a valid identifier';
  if (format === 'starts_with') return `start with “${String(issue.prefix)}”`;
  if (format === 'ends_with') return `end with “${String(issue.suffix)}”`;
  if (format === 'includes') return `include “${String(issue.includes)}”`;
  return 'this is not in the expected form';
}

const shownValue = (value: unknown) => (typeof value === 'string' ? value || '(empty)' : String(value));

function invalidValue(issue: Extract<RawIssue, { code: 'invalid_value' }>): string {
  const values = issue.values.map(shownValue);
  if (values.length === 1) return `must be ${values[0]}`;
  if (values.length <= 6) return `choose ${listed(values, 'or')}`;
  return 'choose one of the offered values';
}

/** A union such as "'' or a picture": when the value had the type of one option only, that option's message. */
function nearestOptionMessage(issue: Extract<RawIssue, { code: 'invalid_union' }>): string | null {
  const near = issue.errors.filter(
    (issues) => issues[0] && issues[0].code !== 'invalid_type' && issues[0].code !== 'invalid_value',
  );
  return near.length === 1 ? (near[0]?.[0]?.message ?? null) : null;
}

function unrecognizedKeys(issue: Extract<RawIssue, { code: 'unrecognized_keys' }>): string {
  const keys = issue.keys.map((key) => `“${key}”`);
  return `leave out ${listed(keys, 'and')}: ${keys.length === 1 ? 'it is' : 'they are'} not accepted here`;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The message of one issue; zod's error map (`z.config({ customError })`) and tests call it. */
export function issueMessage(issue: RawIssue): string {
  const path = issue.path ?? [];
  // A bad key of a record is reported at the key's path; the field is the record.
  const name = fieldName(issue, issue.code === 'invalid_key' ? path.slice(0, -1) : path);
  const required = name ? `${name} is required.` : 'This is required.';
  const said = (text: string) => (name ? `${name}: ${text}.` : `${sentence(text)}.`);
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue) && issue.expected !== 'null' && issue.expected !== 'undefined') return required;
      return said(TYPE_WORDS[issue.expected] ?? 'this is not the right kind of value');
    case 'too_small': {
      const text = tooSmall(issue);
      return text === null ? required : said(text);
    }
    case 'too_big':
      return said(tooBig(issue));
    case 'invalid_format':
      return said(invalidFormat(issue));
    case 'not_multiple_of':
      return said(`use a multiple of ${count(issue.divisor)}`);
    case 'invalid_value':
      return said(invalidValue(issue));
    case 'invalid_union':
      return nearestOptionMessage(issue) ?? said('this value is not accepted');
    case 'unrecognized_keys':
      return said(unrecognizedKeys(issue));
    case 'invalid_key':
      return said(`“${String(path.at(-1))}” is not accepted as a key`);
    case 'invalid_element':
      return said('one of its entries is not accepted');
    case 'custom':
      return said(issue.params?.unstorable ? CANNOT_STORE_REASON : 'this value is not accepted');
    default:
      return said('this value is not accepted');
  }
}

/** Makes every zod parse in this runtime use these messages; the server app and the web forms call it. */
export function installIssueMessages() {
  z.config({ customError: issueMessage });
}

/** A failed check: where in the payload, and its message. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Shown at most; the rest are counted. */
const SUMMARY_FIELDS = 3;

/**
 * The `fields` of a 400 reply (and of a form): one message per field, keyed by its dotted path; a problem with
 * the whole payload goes under `rootKey`.
 */
export function fieldMessages(issues: readonly FieldIssue[], rootKey: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || rootKey;
    // Own keys only: a field named `constructor` or `toString` must not find Object's and be left out.
    if (!Object.hasOwn(fields, key)) fields[key] = issue.message;
  }
  return fields;
}

/** The `msg` of a 400 reply: what to change, field by field, in words. */
export function fieldsSummary(fields: Readonly<Record<string, string>>): string {
  const messages = Object.values(fields);
  const shown = messages.slice(0, SUMMARY_FIELDS).join(' ');
  const more = messages.length - SUMMARY_FIELDS;
  return more > 0 ? `${shown} And ${plural(more, 'more field')} to correct.` : shown;
}
