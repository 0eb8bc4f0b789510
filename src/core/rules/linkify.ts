import { find } from 'linkifyjs';

/** A piece of chat text: plain text, or an address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Only web addresses become links; `linkifyjs` gives bare names 'http://' as SPEC §5 does. */
const WEB = /^https?:\/\/[^/?#]/i;

/**
 * Splits typed text into text and link parts, so that a client can draw links as anchor elements without ever
 * treating the text as HTML. `linkifyjs` finds the addresses (with its rules for trailing punctuation, brackets
 * and bare domain names); of those, only http(s) addresses become links, so javascript:, data:, ftp: and email
 * addresses stay text. Joining the parts' `text` gives back the input exactly.
 */
export function linkify(input: string): TextPart[] {
  const parts: TextPart[] = [];
  let textStart = 0;
  for (const match of find(input, 'url')) {
    if (!WEB.test(match.href)) continue;
    if (match.start > textStart) parts.push({ kind: 'text', text: input.slice(textStart, match.start) });
    parts.push({ kind: 'link', text: match.value, href: match.href });
    textStart = match.end;
  }
  if (textStart < input.length) parts.push({ kind: 'text', text: input.slice(textStart) });
  return parts;
}
