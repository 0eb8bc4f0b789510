import type { z } from 'zod';
import type { AccessRule } from './access';

/**
 * One call of the API, defined once (DESIGN §3): the server registers its route from it, the web client calls
 * through it typed end to end, and the OpenAPI document is made from the same schemas.
 */
export interface Contract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's pattern: `/api/v1/course/getCurentCourse/:courseId`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success reply; null for a call that answers with a file or another body that is not JSON. */
  reply: z.ZodType | null;
  access: AccessRule;
  /** The OpenAPI tags (the area). */
  tags: readonly string[];
  /** Larger than the app's 1 MB only where a call carries a file. */
  bodyLimit?: number;
}

export function contract<const C extends Contract>(definition: C): C {
  return definition;
}

type Part = 'params' | 'query' | 'body';
type PartInput<C, K extends Part> = C extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : unknown;
type PartOutput<C, K extends Part> = C extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a caller sends: the path parameters, the query and the body as one object. */
export type CallInput<C extends Contract> = PartInput<C, 'params'> &
  PartInput<C, 'query'> &
  PartInput<C, 'body'>;

/** What the server hands a route handler, parsed. */
export type ParsedParams<C extends Contract> = PartOutput<C, 'params'>;
export type ParsedQuery<C extends Contract> = PartOutput<C, 'query'>;
export type ParsedBody<C extends Contract> = PartOutput<C, 'body'>;

/** The success reply as the client reads it. */
export type CallReply<C extends Contract> = C['reply'] extends z.ZodType ? z.output<C['reply']> : never;
/** The success reply as a handler returns it, before serialisation. */
export type HandlerReply<C extends Contract> = C['reply'] extends z.ZodType ? z.input<C['reply']> : unknown;

/** The names of a path's parameters, in order (`/a/:courseId/:userId` → courseId, userId). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}
