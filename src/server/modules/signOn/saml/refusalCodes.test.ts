import { describe, expect, it } from 'vitest';
import { samlRefusal } from './refusalCodes';

// Issue 34 (/loginIDQ): each refusal of a SAML response gets its own page; node-saml's messages as of 5.1.
describe('samlRefusal', () => {
  const cases: Array<[string, boolean, ReturnType<typeof samlRefusal>]> = [
    ['Invalid signature', false, 'unsigned'],
    ['Invalid document signature', false, 'unsigned'],
    ['Invalid signature from encrypted assertion', false, 'unsigned'],
    ['SAML assertion expired: clocks skewed too much', false, 'assertionExpired'],
    ['SAML assertion not yet valid', false, 'assertionExpired'],
    [
      'No valid subject confirmation found among those available in the SAML assertion',
      false,
      'assertionExpired',
    ],
    ['SAML assertion audience mismatch. Expected: a Received: b', false, 'audience'],
    ['SAML assertion has no AudienceRestriction', false, 'audience'],
    ['InResponseTo is not valid', false, 'state'],
    ['InResponseTo is not valid', true, 'replayed'],
    ['InResponseTo is missing from response', false, 'state'],
    ['SAML provider returned Responder error: AuthnFailed', false, 'denied'],
    ['Unknown SAML issuer. Expected: x Received: y', false, 'failed'],
    ['Missing SAML assertion', false, 'failed'],
  ];
  it.each(cases)('%s (request answered before: %s) -> %s', (message, answered, expected) => {
    expect(samlRefusal(new Error(message), answered)).toBe(expected);
  });
});
