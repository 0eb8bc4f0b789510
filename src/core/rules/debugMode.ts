/**
 * SPEC §1: debug mode is on when the page address contains 'localhost', or when the page is loaded from a local
 * file (the mobile-wrapper case).
 */
export function isDebugMode(location: { href: string; protocol: string }): boolean {
  return location.protocol === 'file:' || location.href.includes('localhost');
}
