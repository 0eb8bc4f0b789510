import { describe, expect, it } from 'vitest';
import { withLinkScheme } from './linkAddress';

// SPEC §5 rich editor: "A link address without a scheme gets 'http://' added."
describe('withLinkScheme (SPEC §5)', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['www.example.com/a?b=1', 'http://www.example.com/a?b=1'],
    ['  example.com  ', 'http://example.com'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['mailto:ann@example.com', 'mailto:ann@example.com'],
    ['tel:+4712345678', 'tel:+4712345678'],
    ['ftp://files.example.com', 'ftp://files.example.com'],
    ['localhost:3000', 'http://localhost:3000'],
    ['example.com:8080/x', 'http://example.com:8080/x'],
    ['tel:12345678', 'tel:12345678'],
    ['/dashboard', '/dashboard'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    ['#section', '#section'],
    ['', ''],
  ])('%j becomes %j', (address, expected) => {
    expect(withLinkScheme(address)).toBe(expected);
  });
});
