import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { refreshMessage } from '../../core/schemas/realtime';
import {
  describeValue,
  hostile,
  hostileLeaf,
  inputJsonSchema,
  leafPlaces,
  plausible,
  replaceAt,
  type Things,
  toValue,
  UNSTORABLE_TEXTS,
  validSamples,
  valueAt,
} from './hostileValues';

/** One emit of the realtime fuzz test: the event, its arguments, and whether it passes an acknowledgement. */
export interface SocketEmit {
  event: string;
  payload: unknown;
  withAck: boolean;
  /** The size of the payload as JSON, to tell an over-large frame (which ends the connection) from the rest. */
  size: number;
  describe: string;
}

/** Values of an input schema the schema accepts, or plausible ones when the draws found none. */
function inputsOf(schema: $ZodType, things: Things, seed: number): fc.Arbitrary<unknown> {
  const valid = validSamples(schema, things, seed);
  return valid.length ? fc.constantFrom(...valid) : plausible(inputJsonSchema(schema), things);
}

/** What data publishes carry: the SPEC §3 refresh message, with real ids. */
const dataOf = (things: Things, seed: number) => inputsOf(refreshMessage, things, seed);

/**
 * Emits for the SPEC §7 protocol, made from what the app registered (every publication's options schema and every
 * method's params schema): a valid publish or method call bent one hostile way, a wholly hostile payload (binary
 * included), an emit without its acknowledgement, and events the server does not know.
 */
export function socketEmits(app: FastifyInstance, things: Things, seed: number): fc.Arbitrary<SocketEmit> {
  const publications = [...app.realtime.publications].map(([name, publication], i) =>
    fc
      .record({
        options: inputsOf(publication.options as $ZodType, things, seed + i),
        mode: fc.constantFrom('join', 'leave', 'data'),
        data: dataOf(things, seed),
      })
      .map(({ options, mode, data }) => ({
        name,
        options,
        ...(mode === 'data' ? { data } : { [mode]: true }),
      })),
  );
  const methods = [...app.realtime.methods].map(([name, method], i) =>
    inputsOf(method.params as $ZodType, things, seed + 100 + i).map((params) => ({ name, params })),
  );
  const hostileWhole = fc.oneof(
    hostileLeaf,
    fc.constant(Buffer.from([0, 0xff, 0xfe])),
    fc.constant({ name: 'notification', options: Buffer.from('{"teamId":"notification"}') }),
  );
  const emit = (event: string, payload: unknown, withAck: boolean, what: string): SocketEmit => {
    const value = toValue(payload);
    const size = JSON.stringify(value)?.length ?? 0;
    return { event, payload: value, withAck, size, describe: `${event} ${what} ${describeValue(payload)}` };
  };
  const calls = [
    ...(publications.length
      ? [
          hostile(fc.oneof(...publications)).map((bent) =>
            emit('publish', bent.value, true, `bent (${bent.mutation})`),
          ),
          hostile(fc.oneof(...publications)).map((bent) =>
            emit('publish', bent.value, false, `without acknowledgement, bent (${bent.mutation})`),
          ),
        ]
      : []),
    ...(methods.length
      ? [
          hostile(fc.oneof(...methods)).map((bent) =>
            emit('method', bent.value, false, `bent (${bent.mutation})`),
          ),
        ]
      : []),
  ];
  return fc.oneof(
    ...calls,
    fc
      .tuple(fc.constantFrom('publish', 'method'), hostileWhole, fc.boolean())
      .map(([event, payload, ack]) => emit(event, payload, event === 'publish' && ack, 'wholly hostile')),
    fc
      .tuple(
        fc.constantFrom('join', 'subscribe', '__proto__', 'constructor', 'notification.unreadCount'),
        hostileLeaf,
      )
      .map(([event, payload]) => emit(event, payload, false, 'unknown event')),
  );
}

/** An emit with text the database cannot store in exactly one field, and that field as the reply names it. */
export interface SocketEdge extends SocketEmit {
  field: string;
}

/**
 * Every text field of every publication's options and data and every method's params, each with each kind of
 * text the database cannot store, the rest of the payload valid: a sweep, not a sample.
 */
export function socketEdgeEmits(app: FastifyInstance, things: Things, seed: number): SocketEdge[] {
  const edges: SocketEdge[] = [];
  const sweep = (event: string, base: Record<string, unknown>, parts: string[]) => {
    for (const part of parts) {
      for (const path of leafPlaces(base[part])) {
        if (typeof valueAt(base[part], path) !== 'string') continue;
        for (const text of UNSTORABLE_TEXTS) {
          const payload = { ...base, [part]: replaceAt(base[part], path, () => text) };
          const field = [part, ...path].join('.');
          const describe = `${event} ${base.name} with ${field} = ${JSON.stringify(text)}`;
          edges.push({ event, payload, withAck: event === 'publish', size: 0, describe, field });
        }
      }
    }
  };
  for (const [i, [name, publication]] of [...app.realtime.publications].entries()) {
    const options = validSamples(publication.options as $ZodType, things, seed + i)[0] ?? {};
    const data = validSamples(refreshMessage, things, seed)[0] ?? {};
    sweep('publish', { name, options, join: true }, ['options']);
    sweep('publish', { name, options, data }, ['data']);
  }
  for (const [i, [name, method]] of [...app.realtime.methods].entries()) {
    const params = validSamples(method.params as $ZodType, things, seed + 100 + i)[0] ?? {};
    sweep('method', { name, params }, ['params']);
  }
  return edges;
}
