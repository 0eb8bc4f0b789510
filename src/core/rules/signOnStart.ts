import type { SignOnProtocol } from '../schemas/signOn';

/**
 * Where the browser starts a sign-on with a provider (the button's address); the protocol's routes serve it. Apart
 * from the schemas, so the sign-in page's first script stays without zod.
 */
export function signOnStartPath(provider: { id: string; protocol: SignOnProtocol }): string {
  return `/api/v1/sso/${provider.protocol}/${encodeURIComponent(provider.id)}/start`;
}
