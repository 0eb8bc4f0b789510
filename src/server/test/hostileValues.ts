import fc from 'fast-check';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * fast-check arbitraries for fuzzing the app's inputs (the HTTP and realtime fuzz tests): a plausible value made
 * from an input's own zod schema, with real ids of the test's world, then bent in one hostile way.
 */

/** Real values of the test's world, so plausible payloads point at other users' things. */
export interface Things {
  /** The ids of every table's rows, by table name. */
  idsByTable: Readonly<Record<string, readonly string[]>>;
  usernames: readonly string[];
  emails: readonly string[];
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The input side of a zod schema as JSON Schema: what a client may send, the shape the generator follows. */
export function inputJsonSchema(schema: $ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** JSON.stringify cannot write a payload nested thousands deep; this marker is expanded in `toJson`. */
const DEEP = '\u2063deep\u2063';
const deepMarker = (depth: number) => `${DEEP}${depth}`;

/** The payload as JSON text, with deep-nesting markers expanded into `[[[...]]]`. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(new RegExp(`"${DEEP}(\\d+)"`, 'g'), (_m, depth: string) => {
    const n = Number(depth);
    return `${'['.repeat(n)}${']'.repeat(n)}`;
  });
}

/**
 * The payload as a value a socket.io client can emit: deep markers become real nesting, at most `maxDepth` deep
 * (the client's encoder recurses, so deeper would fail in the test, not in the server).
 */
export function toValue(value: unknown, maxDepth = 1_000): unknown {
  if (typeof value === 'string' && value.startsWith(DEEP)) {
    let nested: unknown = [];
    for (let i = Math.min(Number(value.slice(DEEP.length)), maxDepth); i > 1; i--) nested = [nested];
    return nested;
  }
  if (Array.isArray(value)) return value.map((child) => toValue(child, maxDepth));
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) ownProperty(copy, key, toValue(child, maxDepth));
    return copy;
  }
  return value;
}

/** Sets a key as an own property, `__proto__` included (a plain assignment would change the prototype). */
function ownProperty(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Text PostgreSQL cannot store as sent: the NUL character, and lone UTF-16 surrogates (broken emoji). */
export const UNSTORABLE_TEXTS = ['a\u0000b', '\u0000', 'half an emoji \ud83d', '\udc00 first'] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'name\u0000',
    '\u0000\u0000\u0000',
    '\ud800',
    'half an emoji \ud83d',
    '\udc00 reversed',
    '\u202eright to left',
    '\ufeff\ufffe\uffff',
    '',
    ' ',
    '\t\r\n',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00%ZZ%',
    '\\u0000',
    '😀👩‍👩‍👧‍👦',
    '0000-01-01',
    '0000-06-01T00:00:00Z',
    '9999-12-31T23:59:59-14:00',
    '-001000-01-01T00:00:00Z',
    '2024-02-30',
    '1899-12-31',
    '3000-01-01T00:00:00Z',
    'NaN',
    '1e999',
  ),
  fc.string({ unit: controlCharacter, minLength: 1, maxLength: 8 }),
  fc.string({ unit: loneSurrogate, minLength: 1, maxLength: 4 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(300, 5_000, 70_000, 400_000).map((n) => 'x'.repeat(n)),
);

const hostileNumber = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  -1,
  0,
  0.5,
  1e-9,
  -0,
);

/** One hostile value: a wrong type, a string or number the database cannot take, a huge or deep structure. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], { '': '' }), weight: 2 },
  { arbitrary: fc.constantFrom(1_000, 100_000).map((n) => new Array(n).fill('x')), weight: 1 },
  { arbitrary: fc.constantFrom(64, 2_000, 50_000).map(deepMarker), weight: 1 },
  { arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }), weight: 1 },
);

const isIdKey = (key: string) => /(^_?id$|Id$|Ids$)/.test(key);

/** Id names whose table the name does not say. */
const ID_NAME_HINTS: Record<string, string> = {
  lecture: 'course_items',
  ref: 'course_items',
  template: 'courses',
  chat_list: 'chat_groups',
  member: 'users',
  before: 'chat_messages',
};

/**
 * The ids of the table an id field most likely points at, from its name: `courseId` the courses, `itemIds` the
 * course items, `messageId` the chat and live-chat messages, `courseCodeId` the course codes. Empty when the
 * name says nothing (`_id`), and then any id of the world is as plausible.
 */
function likelyIds(key: string, things: Things): string[] {
  const stem = key
    .replace(/_?[iI]ds?$/, '')
    .replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
    .replace(/^_/, '');
  if (!stem) return [];
  const tables = Object.keys(things.idsByTable);
  const named = ID_NAME_HINTS[stem] ? [ID_NAME_HINTS[stem]] : [];
  const singular = (table: string) => table.replace(/s$/, '');
  const matching = named.length
    ? named
    : tables.filter((table) => singular(table) === stem || singular(table).endsWith(`_${stem}`));
  return matching.flatMap((table) => things.idsByTable[table] ?? []);
}
const isUserNameKey = (key: string) => /^user(name|Name)$/.test(key);

const sampleDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function plausibleString(schema: JsonSchema, key: string, things: Things): fc.Arbitrary<string> {
  if (schema.format === 'date') return sampleDay.map((iso) => iso.slice(0, 10));
  if (schema.format === 'date-time') return sampleDay;
  if (schema.format === 'email' || key === 'email' || key === 'to')
    return fc.oneof(fc.constantFrom(...things.emails), fc.emailAddress());
  if (isIdKey(key)) {
    const all = Object.values(things.idsByTable).flat();
    const likely = likelyIds(key, things);
    return fc.oneof(
      { arbitrary: fc.constantFrom(...(likely.length ? likely : all)), weight: 6 },
      { arbitrary: fc.constantFrom(...all), weight: 2 },
      { arbitrary: fc.uuid(), weight: 1 },
    );
  }
  if (isUserNameKey(key)) return fc.constantFrom(...things.usernames);
  const maxLength = Math.min(schema.maxLength ?? 30, 30);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern && schema.pattern.length < 120)
    return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? s.length));
  return fc.string({ minLength, maxLength });
}

/**
 * Up to `count` values the input's own zod schema accepts, drawn from `plausible`: the valid starting points that
 * hostile cases bend one way each, so a bent field is the only thing wrong with a request. Empty when none of
 * the draws passes (cross-field rules plausible values rarely meet); callers then bend plausible values.
 */
export function validSamples(schema: $ZodType, things: Things, seed: number, count = 4): unknown[] {
  const drawn = fc.sample(plausible(inputJsonSchema(schema), things), { numRuns: 300, seed });
  const valid = drawn.filter((value) => z.safeParse(schema, value).success);
  const distinct = [...new Map(valid.map((value) => [JSON.stringify(value), value])).values()];
  return distinct.slice(0, count);
}

/** A value of the schema's shape, filled with realistic content: the ids are those of things in the world. */
export function plausible(schema: JsonSchema, things: Things, key = ''): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => plausible(option, things, key)));
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, things, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, child]) => [name, plausible(child, things, name)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(plausible(schema.items ?? {}, things, key.replace(/s$/, '')), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string':
      return plausibleString(schema, key, things);
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1000, -1000);
      const max = Math.min(schema.maximum ?? 1000, 1000);
      // A number between fractional bounds (a zoom from 0.25 to 4) is drawn as a fraction.
      return type === 'number' && !(Number.isInteger(min) && Number.isInteger(max))
        ? fc.double({ min, max, noNaN: true })
        : fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

export type Path = Array<string | number>;

/** Every place in a JSON value (the root included), as paths. */
function placesIn(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  found.push(path);
  if (Array.isArray(value)) for (const [i, child] of value.entries()) placesIn(child, [...path, i], found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) placesIn(child, [...path, key], found);
  return found;
}

export function replaceAt(value: unknown, path: Path, replace: (old: unknown) => unknown): unknown {
  if (!path.length) return replace(value);
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((child, i) => (i === head ? replaceAt(child, rest, replace) : child));
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>))
    ownProperty(copy, key, key === head ? replaceAt(child, rest, replace) : child);
  return copy;
}

const extraKeys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'disabled', '_id', 'id\u0000'),
  fc.string({ maxLength: 12 }),
);

/**
 * How a valid value is bent: `text` puts text the database cannot store into one of its strings, `leaf` any
 * hostile value anywhere, `drop` and `extra` take a field away or add one, `whole` replaces all of it. `asIs`
 * sends it unchanged, which still tries the real ids of other users' things.
 */
const MUTATIONS = ['asIs', 'text', 'text', 'leaf', 'leaf', 'leaf', 'drop', 'extra', 'whole'] as const;
export type Mutation = (typeof MUTATIONS)[number];

export interface HostileValue {
  mutation: Mutation;
  value: unknown;
}

/** A plausible value of the schema bent one hostile way. */
export function hostile(base: fc.Arbitrary<unknown>): fc.Arbitrary<HostileValue> {
  return fc
    .tuple(
      base,
      fc.constantFrom(...MUTATIONS),
      fc.nat(),
      hostileLeaf,
      extraKeys,
      fc.constantFrom(...UNSTORABLE_TEXTS),
    )
    .map(([value, mutation, pick, leaf, extraKey, text]) => ({
      mutation,
      value: bend(value, mutation, pick, mutation === 'text' ? text : leaf, extraKey),
    }));
}

/** The paths of the strings in a value: where a person types text. */
function textPlaces(value: unknown): Path[] {
  return placesIn(value).filter((path) => typeof valueAt(value, path) === 'string');
}

/** The paths of the strings, numbers and booleans in a value. */
export function leafPlaces(value: unknown): Path[] {
  return placesIn(value).filter((path) => {
    const leaf = valueAt(value, path);
    return leaf === null || typeof leaf !== 'object';
  });
}

export const valueAt = (value: unknown, path: Path) =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);

function bend(value: unknown, mutation: Mutation, pick: number, leaf: unknown, extraKey: string): unknown {
  const places = placesIn(value);
  if (mutation === 'asIs') return value;
  if (mutation === 'text') {
    const texts = textPlaces(value);
    return texts.length ? replaceAt(value, texts[pick % texts.length]!, () => leaf) : leaf;
  }
  if (mutation === 'leaf') return replaceAt(value, places[pick % places.length]!, () => leaf);
  if (mutation === 'drop') {
    const keyed = places.filter((path) => typeof path.at(-1) === 'string');
    if (!keyed.length) return leaf;
    const path = keyed[pick % keyed.length]!;
    return replaceAt(value, path.slice(0, -1), (parent) =>
      Object.fromEntries(Object.entries(parent as object).filter(([key]) => key !== path.at(-1))),
    );
  }
  if (mutation === 'extra') {
    const objects = places.filter((path) => {
      const at = valueAt(value, path);
      return at !== null && typeof at === 'object' && !Array.isArray(at);
    });
    if (!objects.length) return leaf;
    return replaceAt(value, objects[pick % objects.length]!, (parent) => {
      const copy: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(parent as object)) ownProperty(copy, key, child);
      ownProperty(copy, extraKey, leaf);
      return copy;
    });
  }
  return leaf;
}

/** A short, printable description of a value for failure reports (hostile values can be megabytes). */
export function describeValue(value: unknown): string {
  let text: string;
  try {
    text = toJson(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}
