/** A serialised form: values are text converted per SPEC §5, nested by dotted names, lists for repeats. */
export type FormValue = string | number | boolean | null | FormValue[] | FormObject;
export interface FormObject {
  [name: string]: FormValue;
}

/** Name segments that would reach an object's prototype: such fields are ignored. */
const UNSAFE_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Numeric-looking text: an optional minus, digits without a leading zero (unless the integer part is 0),
 * an optional fraction. '007' and '1e3' stay text so codes and phone numbers keep their digits.
 */
const NUMERIC = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** SPEC §5: numeric text → number, 'null' → null, 'true'/'false' → booleans; anything else unchanged. */
export function convertFormText(text: string): string | number | boolean | null {
  if (text === 'null') return null;
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (NUMERIC.test(text)) return Number(text);
  return text;
}

const isObject = (value: FormValue | undefined): value is FormObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * SPEC §5 form serialisation. `fields` is the form's [name, value] pairs in document order (as FormData gives
 * them). Dotted names become nested objects; a name seen again turns its value into a list.
 */
export function serialiseForm(fields: ReadonlyArray<readonly [string, string]>): FormObject {
  const result: FormObject = {};
  for (const [name, text] of fields) {
    const path = name.split('.');
    if (path.some((segment) => segment === '' || UNSAFE_SEGMENTS.has(segment))) continue;
    const last = path.pop()!;
    let target = result;
    for (const segment of path) {
      const next = target[segment];
      if (!isObject(next)) target[segment] = {};
      target = target[segment] as FormObject;
    }
    const value = convertFormText(text);
    const existing = target[last];
    if (existing === undefined) target[last] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else target[last] = [existing, value];
  }
  return result;
}
