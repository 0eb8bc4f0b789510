import { describe, expect, it } from 'vitest';
import { signOnStartPath } from './signOnStart';

// Issue 34: each provider's button leaves for the server's start address of its protocol.
describe('signOnStartPath', () => {
  it.each([
    [{ id: 'riverside', protocol: 'oidc' as const }, '/api/v1/sso/oidc/riverside/start'],
    [{ id: 'federation', protocol: 'saml' as const }, '/api/v1/sso/saml/federation/start'],
  ])('%j → %s', (provider, expected) => {
    expect(signOnStartPath(provider)).toBe(expected);
  });
});
