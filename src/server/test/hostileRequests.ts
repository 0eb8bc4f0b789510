import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { pathParamNames } from '../../core/contracts/contract';
import { CANNOT_STORE_MESSAGE } from '../../core/schemas/storable';
import {
  describeValue,
  hostile,
  hostileString,
  inputJsonSchema,
  leafPlaces,
  plausible,
  replaceAt,
  type Things,
  toJson,
  UNSTORABLE_TEXTS,
  validSamples,
  valueAt,
} from './hostileValues';

/** One request of the HTTP fuzz test, and what it was made of (for failure reports). */
export interface HttpCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  describe: string;
}

export interface RouteUnderTest {
  method: string;
  url: string;
  schema?: FastifySchema;
}

type Part = 'params' | 'querystring' | 'body' | 'transport';

/**
 * Percent-encodes for a URL. A lone surrogate has no UTF-8 form, so it is sent as the bytes a careless encoder
 * would write for it (CESU-8), which is invalid UTF-8: the invalid Unicode case of a path or query.
 */
function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : toJson(value));

const rawPayloads: fc.Arbitrary<{ contentType?: string; payload: string | Buffer }> = fc.oneof(
  fc.constantFrom(
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
    { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { contentType: 'application/json', payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]) },
    { contentType: 'application/json; charset=utf-16', payload: '{}' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
    { contentType: 'application/xml', payload: '<a/>' },
    { contentType: undefined, payload: '{}' },
  ),
  hostileString.map((payload) => ({ contentType: 'application/json', payload: JSON.stringify(payload) })),
);

type InputPart = 'params' | 'querystring' | 'body';

/** A route with its input parts: values its own schemas accept, and an arbitrary of such (or plausible) values. */
export interface RouteInputs {
  route: RouteUnderTest;
  parts: Record<InputPart, { valid: unknown[]; arbitrary: fc.Arbitrary<unknown> }>;
}

/** Draws a route's valid inputs once (a few hundred draws per part), for every test that fuzzes the route. */
export function routeInputs(route: RouteUnderTest, things: Things, seed: number): RouteInputs {
  const part = (name: InputPart) => {
    const zod = route.schema?.[name] as $ZodType | undefined;
    if (!zod) return { valid: [{}], arbitrary: fc.constant<unknown>({}) };
    const valid = validSamples(zod, things, seed);
    return {
      valid,
      arbitrary: valid.length ? fc.constantFrom(...valid) : plausible(inputJsonSchema(zod), things),
    };
  };
  return { route, parts: { params: part('params'), querystring: part('querystring'), body: part('body') } };
}

const takesBody = (route: RouteUnderTest) => route.method !== 'GET' && route.method !== 'HEAD';

/** The request for a route from a value for each input part; `wildcard` fills a trailing `*`. */
export function requestOf(
  route: RouteUnderTest,
  values: Record<InputPart, unknown>,
  describe: string,
  wildcard = 'index.html',
): HttpCase {
  const params = values.params;
  const paramValue = (name: string) =>
    params !== null && typeof params === 'object' && !Array.isArray(params)
      ? (params as Record<string, unknown>)[name]
      : params;
  let path = route.url;
  for (const name of pathParamNames(route.url))
    path = path.replace(`:${name}`, percentEncode(asText(paramValue(name) ?? '')));
  if (path.endsWith('*')) path = `${path.slice(0, -1)}${percentEncode(wildcard)}`;
  const request: HttpCase = {
    method: route.method,
    url: `${path}${queryString(values.querystring)}`,
    headers: {},
    describe,
  };
  if (takesBody(route)) {
    request.headers['content-type'] = 'application/json';
    request.payload = toJson(values.body);
  }
  return request;
}

/**
 * Requests for one route, made from the route's own schemas: every part valid (real ids of the world) except one,
 * which is bent (text the database cannot store, a hostile leaf, a missing or extra field, a wrong whole), or the
 * whole request sent as a broken transport (unreadable JSON, another content type, invalid UTF-8).
 */
export function requestsFor({ route, parts: inputs }: RouteInputs): fc.Arbitrary<HttpCase> {
  const parts: Part[] = ['transport', 'querystring'];
  if (pathParamNames(route.url).length || route.url.endsWith('*')) parts.push('params');
  if (takesBody(route)) parts.push('body', 'body', 'body');

  return fc
    .record({
      target: fc.constantFrom(...parts),
      params: fc.record({ plain: inputs.params.arbitrary, bent: hostile(inputs.params.arbitrary) }),
      querystring: fc.record({
        plain: inputs.querystring.arbitrary,
        bent: hostile(inputs.querystring.arbitrary),
      }),
      body: fc.record({ plain: inputs.body.arbitrary, bent: hostile(inputs.body.arbitrary) }),
      wildcard: fc.oneof(hostileString, fc.constantFrom('index.html', '..%2f..%2fpackage.json', '%00', '')),
      raw: rawPayloads,
    })
    .map(({ target, raw, wildcard, ...choices }) => {
      const values = {} as Record<InputPart, unknown>;
      for (const part of ['params', 'querystring', 'body'] as const)
        values[part] = target === part ? choices[part].bent.value : choices[part].plain;
      const describe =
        target === 'transport'
          ? `a broken transport ${describeValue(raw)}`
          : `${target} bent (${choices[target].bent.mutation}) to ${describeValue(choices[target].bent.value)}`;
      const request = requestOf(route, values, describe, target === 'params' ? wildcard : undefined);
      if (target === 'transport') {
        request.headers = raw.contentType ? { 'content-type': raw.contentType } : {};
        request.payload = raw.payload;
      }
      return request;
    });
}

/** A request with one field set to an edge value, the field's path as replies name it, and what must happen. */
export interface EdgeCase extends HttpCase {
  field: string;
  /** The message the refusal must give for the field; with `undefined`, any refusal or success will do. */
  expect?: { fieldMessage?: RegExp };
}

/** Dates and times beyond what PostgreSQL stores, or beyond the range the product accepts. */
const EDGE_DAYS = ['0000-01-01', '0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31'];
const EDGE_TIMES = [
  '0000-06-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '3000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
];
const EDGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1, 0.5];

/** The edge values to put in place of a valid leaf, by what the leaf looks like. */
function edgesFor(leaf: unknown, part: InputPart): Array<{ value: unknown; expect?: EdgeCase['expect'] }> {
  if (typeof leaf === 'number') return EDGE_NUMBERS.map((value) => ({ value }));
  if (typeof leaf !== 'string') return [];
  // A lone surrogate has no UTF-8 form, so no address can carry one: a URL with its bytes is refused as not
  // valid before any route runs. Only a body can bring one to the validation layer.
  const texts =
    part === 'body' ? UNSTORABLE_TEXTS : UNSTORABLE_TEXTS.filter((text) => text.includes('\u0000'));
  const edges: Array<{ value: unknown; expect?: EdgeCase['expect'] }> = texts.map((value) => ({
    value,
    expect: { fieldMessage: CANNOT_STORE_MESSAGE },
  }));
  if (/^\d{4}-\d\d-\d\d$/.test(leaf)) edges.push(...EDGE_DAYS.map((value) => ({ value })));
  if (/^\d{4}-\d\d-\d\dT/.test(leaf)) edges.push(...EDGE_TIMES.map((value) => ({ value })));
  return edges;
}

/**
 * Every field of the route at its edges, the rest of the request valid: each text field with each kind of text
 * the database cannot store, each date and time beyond the database's range, each number beyond an integer
 * column's. A sweep, not a sample, so no field of any route is left out.
 */
export function edgeCases({ route, parts: inputs }: RouteInputs): EdgeCase[] {
  const base = {
    params: inputs.params.valid[0] ?? {},
    querystring: inputs.querystring.valid[0] ?? {},
    body: inputs.body.valid[0] ?? {},
  };
  const cases: EdgeCase[] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    if (!route.schema?.[part] || !inputs[part].valid.length) continue;
    for (const path of leafPlaces(base[part])) {
      const field = path.join('.');
      for (const edge of edgesFor(valueAt(base[part], path), part)) {
        const values = { ...base, [part]: replaceAt(base[part], path, () => edge.value) };
        const describe = `${part} ${field} = ${JSON.stringify(edge.value)}`;
        cases.push({ ...requestOf(route, values, describe), field, expect: edge.expect });
      }
    }
  }
  return cases;
}

/** A query string from a query object; a bent whole query (not an object) becomes one hostile pair. */
function queryString(query: unknown): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else pairs.push(`${percentEncode(key)}=${percentEncode(asText(value))}`);
  };
  if (query !== null && typeof query === 'object' && !Array.isArray(query))
    for (const [key, value] of Object.entries(query)) add(key, value);
  else add('q', query);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
