import type { ProviderIdentity } from '../../../../core/schemas/signOn';
import type { OidcProviderConfig } from '../../../../core/schemas/signOnConfig';

type Claims = Record<string, unknown>;

/** A claim's values as strings: a group list, one role, a boolean; nothing for anything else. */
function claimValues(claims: Claims, name: string | undefined): string[] {
  if (!name) return [];
  const value = claims[name];
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((entry) => ['string', 'number', 'boolean'].includes(typeof entry))
    .map((entry) => String(entry));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Who signed in, from the id_token's claims (and userinfo's, when configured, which take precedence). */
export function identityFromClaims(provider: OidcProviderConfig, claims: Claims): ProviderIdentity {
  const { roles } = provider;
  return {
    subject: String(claims.sub),
    email: text(claims.email) ?? '',
    // Only an explicit true: a provider that does not say has not verified it.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    username: provider.usernameClaim ? text(claims[provider.usernameClaim]) : undefined,
    roleClaimValues: claimValues(claims, roles.claim),
    adminClaimValues: claimValues(claims, roles.adminClaim ?? roles.claim),
  };
}
