import type * as OpenIdClient from 'openid-client';
import type { OidcProviderConfig } from '../../../../core/schemas/signOnConfig';

/**
 * openid-client, loaded at the first OIDC sign-in rather than with the server: a school without an OIDC provider
 * never holds it (docs/decisions.md, "Sign-on libraries load with the first sign-on").
 */
export const openIdClient = (): Promise<typeof OpenIdClient> => import('openid-client');

/** Discovered providers, one per configured id; a failed discovery is forgotten, so the next sign-in tries again. */
const discovered = new Map<string, { issuer: string; configuration: Promise<OpenIdClient.Configuration> }>();

/** The provider's configuration from its issuer's discovery document (openid-client), fetched once. */
export function oidcConfiguration(provider: OidcProviderConfig): Promise<OpenIdClient.Configuration> {
  const known = discovered.get(provider.id);
  if (known && known.issuer === provider.issuer) return known.configuration;
  const configuration = openIdClient()
    .then((oidc) =>
      oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        provider.clientSecret ? undefined : oidc.None(),
        provider.allowInsecureRequests ? { execute: [oidc.allowInsecureRequests] } : undefined,
      ),
    )
    .catch((error: unknown) => {
      discovered.delete(provider.id);
      throw error;
    });
  discovered.set(provider.id, { issuer: provider.issuer, configuration });
  return configuration;
}

/** Where the provider sends the browser back to; register exactly this address at the provider. */
export function oidcRedirectUri(publicUrl: string, provider: OidcProviderConfig): string {
  return `${publicUrl}/api/v1/sso/oidc/${encodeURIComponent(provider.id)}/callback`;
}
