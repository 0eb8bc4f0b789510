import { MESSAGES } from '../../core/constants';

type Nothing = Record<never, never>;
type Envelope = { code: 0; msg: string };

/** The success envelope of DESIGN §3: `code: 0`, `msg`, the resource under `data`, and any named top-level fields. */
export function ok<F extends object = Nothing>(data?: undefined, fields?: F, msg?: string): Envelope & F;
export function ok<D, F extends object = Nothing>(
  data: D,
  fields?: F,
  msg?: string,
): Envelope & { data: D } & F;
export function ok(data?: unknown, fields?: object, msg: string = MESSAGES.success) {
  return { code: 0 as const, msg, ...(data === undefined ? {} : { data }), ...fields };
}
