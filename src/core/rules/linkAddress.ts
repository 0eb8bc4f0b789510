/**
 * A scheme such as http:, https:, mailto: or tel: at the start of an address. A colon followed by a digit is a
 * port ('localhost:3000'), not a scheme, except for tel:.
 */
const HAS_SCHEME = /^(tel:|[a-z][a-z0-9+.-]*:(?!\d))/i;

/**
 * SPEC §5: a link address without a scheme gets 'http://' added ('example.com' → 'http://example.com').
 * Addresses that point inside the app ('/path', '#anchor', '?query') and protocol-relative ones ('//host') are
 * kept as they are (docs/spec-deviations.md: "In-app links in the rich editor").
 */
export function withLinkScheme(address: string): string {
  const trimmed = address.trim();
  if (!trimmed || HAS_SCHEME.test(trimmed) || /^[/#?]/.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}
