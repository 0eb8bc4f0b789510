import { z } from 'zod';

/**
 * Text the database cannot keep: PostgreSQL refuses the NUL character in text and JSON, and a lone UTF-16
 * surrogate (half of an emoji, from a broken copy or a hostile client) has no UTF-8 form, so it would be stored
 * as a replacement character instead of what was sent.
 */
export const CANNOT_STORE_REASON = 'contains a character that cannot be stored';
/** How every such refusal ends, with or without the field's name before it. */
export const CANNOT_STORE_MESSAGE = /contains a character that cannot be stored\.$/i;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** At most this many places are named, so a large hostile payload gets a small answer. */
const MAX_PLACES = 10;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** A place in a payload, linked to its parent so a deep walk does not copy paths. */
type Place = { key: PropertyKey; parent: Place } | null;

function pathOf(place: Place): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = place; at; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The paths of every string (value or key) in a parsed JSON value that the database could not store. Walks with
 * its own stack, so a deeply nested payload cannot overflow the call stack; a bad key is reported at its object.
 */
export function unstorablePaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: Array<{ value: unknown; place: Place }> = [{ value, place: null }];
  while (pending.length && found.length < MAX_PLACES) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(pathOf(place));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        pending.push({ value: current[i], place: { key: i, parent: place } });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      if (entries.some(([key]) => !isStorableText(key))) found.push(pathOf(place));
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (isStorableText(key)) pending.push({ value: child, place: { key, parent: place } });
      }
    }
  }
  return found;
}

/** A zod refinement that adds an issue at each place holding text the database cannot store. */
export function refuseUnstorable(value: unknown, ctx: z.RefinementCtx) {
  // No message here: the issue messages (issueMessages.ts) name the field, as for every other refusal.
  for (const path of unstorablePaths(value))
    ctx.addIssue({ code: 'custom', path, params: { unstorable: true } });
}

/**
 * Any input, refused where it holds text the database cannot store. Put in front of a payload's own schema
 * (`z.pipe(storableInput, schema)`) where input enters: the HTTP validator compiler (server/http/validation.ts)
 * does it for every body, query and path parameter.
 */
export const storableInput = z.unknown().superRefine(refuseUnstorable);
