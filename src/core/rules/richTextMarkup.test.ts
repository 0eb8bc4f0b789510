import { describe, expect, it } from 'vitest';
import { isKeptLinkAddress } from './richTextMarkup';

// DESIGN §3 (rich text is sanitised on the server) and SPEC §5 (the editor's links): the editor offers only the
// link addresses the server keeps, so a saved link never loses its address.
describe('isKeptLinkAddress', () => {
  it.each([
    ['https://example.org/a?b=1', true],
    ['http://example.org', true],
    ['HTTPS://EXAMPLE.ORG', true],
    ['mailto:ann@example.org', true],
    ['tel:+3531234', true],
    ['/viewcourse/c1', true],
    ['#week-2', true],
    ['notes.html', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://files.example.org', false],
    ['//evil.example/x', false],
    ['\\\\evil.example/x', false],
  ])('%j: %s', (address, kept) => {
    expect(isKeptLinkAddress(address)).toBe(kept);
  });
});
