import type { SignOnProtocol } from '../schemas/signOn';

/**
 * GET: the providers the sign-in page offers (contracts/signOn.ts `providers`). Here, apart from the schemas, so
 * the sign-in page asks for them without loading zod or a script its page does not name.
 */
export const SIGN_ON_PROVIDERS_PATH = '/api/v1/sso/providers';

/**
 * Where the browser starts a sign-on with a provider (the button's address); the protocol's routes serve it. Apart
 * from the schemas, so the sign-in page's first script stays without zod.
 */
export function signOnStartPath(provider: { id: string; protocol: SignOnProtocol }): string {
  return `/api/v1/sso/${provider.protocol}/${encodeURIComponent(provider.id)}/start`;
}
