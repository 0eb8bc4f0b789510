import { describe, expect, it } from 'vitest';
import { linkify, type TextPart } from './linkify';

const text = (t: string): TextPart => ({ kind: 'text', text: t });
const link = (t: string, href = t): TextPart => ({ kind: 'link', text: t, href });

// Chat text (SPEC §2 /personalchat, §3 chat message) is shown as typed; addresses in it become links, nothing else.
describe('linkify', () => {
  it.each<[string, TextPart[]]>([
    ['', []],
    ['just words', [text('just words')]],
    ['https://example.com', [link('https://example.com')]],
    [
      'see http://example.com/a?b=1&c=2#d now',
      [text('see '), link('http://example.com/a?b=1&c=2#d'), text(' now')],
    ],
    ['www.example.com', [link('www.example.com', 'http://www.example.com')]],
    [
      'Go to www.example.com.',
      [text('Go to '), link('www.example.com', 'http://www.example.com'), text('.')],
    ],
    ['(see https://example.com)', [text('(see '), link('https://example.com'), text(')')]],
    [
      'https://en.wikipedia.org/wiki/Foo_(bar), ok',
      [link('https://en.wikipedia.org/wiki/Foo_(bar)'), text(', ok')],
    ],
    ['HTTPS://EXAMPLE.COM', [link('HTTPS://EXAMPLE.COM')]],
    ['http://localhost:3000/x', [link('http://localhost:3000/x')]],
    ['a\nhttps://x.org\nb', [text('a\n'), link('https://x.org'), text('\nb')]],
    [
      'two: https://a.org https://b.org',
      [text('two: '), link('https://a.org'), text(' '), link('https://b.org')],
    ],
    // Never a link: other schemes, script addresses, an empty host, addresses inside words or email addresses.
    ['javascript:alert(1)', [text('javascript:alert(1)')]],
    ['JaVaScRiPt:alert(document.cookie)', [text('JaVaScRiPt:alert(document.cookie)')]],
    ['data:text/html,<script>alert(1)</script>', [text('data:text/html,<script>alert(1)</script>')]],
    ['ftp://files.example.com', [text('ftp://files.example.com')]],
    ['mailto:ann@example.com', [text('mailto:ann@example.com')]],
    ['ann@www.example.com', [text('ann@www.example.com')]],
    // linkifyjs's rules: a bare domain name is an address too, and the scheme glued to a word is not.
    ['example.com', [link('example.com', 'http://example.com')]],
    ['xhttps://example.com', [text('xhttps://'), link('example.com', 'http://example.com')]],
    ['https://', [text('https://')]],
    ['www.', [text('www.')]],
    // Typed markup stays text around the address; the anchor drawn for it is an anchor, never parsed HTML.
    ['<a href="https://x.org">x</a>', [text('<a href="'), link('https://x.org">x</a>')]],
  ])('%j', (input, expected) => {
    expect(linkify(input)).toEqual(expected);
  });

  it('gives back the input when the parts are joined', () => {
    const input = 'Read https://example.com/(a)), then www.b.org! Or javascript:void(0).';
    expect(
      linkify(input)
        .map((part) => part.text)
        .join(''),
    ).toBe(input);
  });

  it('only ever links http and https addresses', () => {
    const input = 'javascript:x https://ok.org vbscript:y www.ok.org file:///etc/passwd';
    for (const part of linkify(input)) if (part.kind === 'link') expect(part.href).toMatch(/^https?:\/\//);
  });
});
