import { MESSAGES } from '../../core/constants';

/** The success envelope of DESIGN §3: `code: 0`, `msg`, the resource under `data`, and any named top-level fields. */
export function ok<T extends object = Record<string, never>>(data?: unknown, fields?: T, msg: string = MESSAGES.success) {
  return { code: 0 as const, msg, ...(data === undefined ? {} : { data }), ...(fields ?? ({} as T)) };
}
