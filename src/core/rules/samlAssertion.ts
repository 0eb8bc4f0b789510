/**
 * SAML sign-in's own rules (issue 34, SPEC §2 /loginIDQ): how long an accepted assertion is remembered so that its
 * replay is refused, and whether one seen before is a replay. Pure, so the table test states them.
 */

/** How far the identity provider's clock may be from ours when NotBefore and NotOnOrAfter are checked. */
export const SAML_CLOCK_SKEW_MS = 60_000;
/** How long an AuthnRequest we sent may be answered. */
export const SAML_REQUEST_LIFETIME_MS = 10 * 60_000;

/**
 * Until when an accepted assertion must be remembered: as long as it could still pass the time checks, that is its
 * latest NotOnOrAfter (the conditions' or a subject confirmation's) plus the clock skew. An assertion without one
 * is remembered for the request lifetime from now, the longest its request could have waited.
 */
export function assertionKeepUntil(notOnOrAfter: ReadonlyArray<string | undefined>, now: Date): Date {
  const times = notOnOrAfter
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((time) => Number.isFinite(time));
  if (times.length === 0) return new Date(now.getTime() + SAML_REQUEST_LIFETIME_MS);
  return new Date(Math.max(...times) + SAML_CLOCK_SKEW_MS);
}

/**
 * An assertion is a replay when one with the same ID from the same provider was accepted and is still remembered.
 * A row past its keep time is left over from an assertion that can no longer pass the time checks.
 */
export function assertionReplay(seen: { keepUntil: Date } | undefined, now: Date): 'fresh' | 'replayed' {
  return seen && seen.keepUntil.getTime() > now.getTime() ? 'replayed' : 'fresh';
}
