import { MESSAGES } from '../../core/constants';

/** Every reply of the API (DESIGN §3): `code` 0 is success; a failure's code is its HTTP status. */
export interface Failure {
  code: number;
  msg: string;
  /** Validation failures name the offending fields. */
  fields?: Record<string, string>;
}

export type Success<T> = { code: 0; msg: string } & T;

/** A reply as the helper returns it: success with the named fields, or a failure. */
export type Reply<T> = Success<T> | Failure;

export function isSuccess<T>(reply: Reply<T>): reply is Success<T> {
  return reply.code === 0;
}

/** The throwing helper's error: carries the failure so a page can show `msg` and field messages. */
export class ApiError extends Error {
  readonly code: number;
  readonly fields: Record<string, string>;

  constructor(failure: Failure) {
    super(failure.msg);
    this.name = 'ApiError';
    this.code = failure.code;
    this.fields = failure.fields ?? {};
  }
}

/** A page of HTML where JSON was expected: the address has no API behind it (the app's own page came back). */
function looksLikeHtmlPage(raw: string): boolean {
  return /<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>])/i.test(raw.slice(0, 1024));
}

/** Placeholder replies are success by the spec's letter but carry no data; the throwing helper must know them. */
const placeholders = new WeakSet<object>();

/** True for the `{code: 0, msg: "API doesn't exists."}` reply made from an HTML page. */
export function isPlaceholderReply(reply: object): boolean {
  return placeholders.has(reply);
}

/**
 * SPEC §7 and §8: the helper expects JSON with code and msg. A placeholder HTML page reads as
 * `{code: 0, msg: "API doesn't exists."}`; anything else unreadable as `{code: 1, msg: 'Unable to parse: ' + raw}`.
 */
export function parseEnvelope(raw: string): Reply<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    if (!looksLikeHtmlPage(raw)) return { code: 1, msg: MESSAGES.unableToParse + raw };
    const placeholder = { code: 0 as const, msg: MESSAGES.apiDoesNotExist };
    placeholders.add(placeholder);
    return placeholder;
  }
  const isEnvelope =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    typeof Reflect.get(parsed, 'code') === 'number';
  if (!isEnvelope) return { code: 1, msg: MESSAGES.unableToParse + raw };
  const envelope = parsed as Record<string, unknown> & { code: number };
  return { ...envelope, msg: typeof envelope.msg === 'string' ? envelope.msg : '' } as Reply<
    Record<string, unknown>
  >;
}
