import { withLinkScheme } from './linkAddress';

/** A piece of chat text: plain text, or an address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Candidates start with http://, https:// or www. where a word cannot be going on (so not inside an email address
 * or another address), and run to the next white space or character that cannot be part of a typed address.
 */
const CANDIDATE = /(?<![\w@./:-])(?:https?:\/\/|www\.)[^\s<>"`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'*_~]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Drops what a sentence adds after an address: a full stop, a comma, a closing bracket it did not open. */
function trimTrailing(candidate: string): string {
  let text = candidate;
  for (;;) {
    const last = text.at(-1) ?? '';
    if (TRAILING_PUNCTUATION.test(last)) {
      text = text.slice(0, -1);
      continue;
    }
    const opener = CLOSERS[last];
    if (opener && text.split(opener).length - 1 < text.split(last).length - 1) {
      text = text.slice(0, -1);
      continue;
    }
    return text;
  }
}

/** The address a link may point to: http or https with a host, or null. */
function safeHref(text: string): string | null {
  if (/^www\./i.test(text) && !/^www\.[^.]/i.test(text)) return null;
  const href = withLinkScheme(text);
  try {
    const url = new URL(href);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return href;
  } catch {
    return null;
  }
}

/**
 * Splits typed text into text and link parts, so that a client can draw links as anchor elements without ever
 * treating the text as HTML. Only http(s) addresses and www. addresses become links (www. gets 'http://', as
 * SPEC §5 does for addresses without a scheme); anything else, javascript: included, stays text. Joining the parts'
 * `text` gives back the input exactly.
 */
export function linkify(input: string): TextPart[] {
  const parts: TextPart[] = [];
  let textStart = 0;
  for (const match of input.matchAll(CANDIDATE)) {
    const start = match.index;
    const candidate = trimTrailing(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    if (start > textStart) parts.push({ kind: 'text', text: input.slice(textStart, start) });
    parts.push({ kind: 'link', text: candidate, href });
    textStart = start + candidate.length;
  }
  if (textStart < input.length) parts.push({ kind: 'text', text: input.slice(textStart) });
  return parts;
}
