import { z } from 'zod';
import { ACCOUNT_DISABLED } from './accountReplies';
import { okReply } from './reply';

/** The sign-on protocols (issue 34): OpenID Connect on /loginSSO, SAML 2.0 on /loginIDQ. */
export const SIGN_ON_PROTOCOLS = ['oidc', 'saml'] as const;
export type SignOnProtocol = (typeof SIGN_ON_PROTOCOLS)[number];

/**
 * Why a sign-on ended without a session; the callback redirects to the protocol's page with `?error=<code>` and the
 * page words it for people. No account is made on any of them.
 */
export const SIGN_ON_ERRORS = [
  'notConfigured',
  'state',
  'denied',
  'emailNotVerified',
  'disabled',
  'expired',
  'failed',
  // SAML's own (/loginIDQ): an assertion without a valid signature, out of its time, for another service, or seen.
  'unsigned',
  'assertionExpired',
  'audience',
  'replayed',
] as const;
export type SignOnError = (typeof SIGN_ON_ERRORS)[number];

export const SIGN_ON_ERROR_MESSAGES: Record<SignOnError, { title: string; message: string }> = {
  notConfigured: {
    title: 'Single sign-on is not set up',
    message:
      'Your school has not set up single sign-on with this provider. Sign in with your password instead.',
  },
  state: {
    title: 'The sign-in could not be checked',
    message:
      'The answer from your school’s sign-in page did not match the sign-in this browser started (it may have been opened twice or in another browser). Please start again.',
  },
  denied: {
    title: 'Your school’s sign-in said no',
    message: 'The sign-in was cancelled or refused by your school’s identity provider. Please try again.',
  },
  emailNotVerified: {
    title: 'Your email address is not confirmed',
    message:
      'Your school’s identity provider has not confirmed your email address, so no account could be linked or made. Ask your school’s IT team to confirm it, or sign in with your password.',
  },
  disabled: {
    title: 'This account is disabled',
    message: ACCOUNT_DISABLED,
  },
  expired: {
    title: 'The sign-in link has expired',
    message: 'The sign-in link was already used or is too old. Please sign in again.',
  },
  failed: {
    title: 'The sign-in did not work',
    message: 'Something went wrong while signing you in with your school. Please try again in a moment.',
  },
  unsigned: {
    title: 'The sign-in was not signed',
    message:
      'The answer from your school’s sign-in page did not carry a valid signature from your school, so it was not trusted. Please try again; if it keeps happening, tell your school’s IT team.',
  },
  assertionExpired: {
    title: 'The sign-in arrived too late',
    message:
      'The answer from your school’s sign-in page is out of date (or your school’s clock is wrong). Please sign in again.',
  },
  audience: {
    title: 'The sign-in was meant for another service',
    message:
      'Your school’s sign-in page answered for a different service than this one. Please start again from here; if it keeps happening, tell your school’s IT team.',
  },
  replayed: {
    title: 'This sign-in was already used',
    message:
      'That answer from your school’s sign-in page was used before and cannot be used again. Please sign in again.',
  },
};

/** The page of each protocol (SPEC §2): where the callback sends the browser with its ticket or error. */
export const SIGN_ON_PAGES: Record<SignOnProtocol, string> = { oidc: '/loginSSO', saml: '/loginIDQ' };

export const signOnProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  protocol: z.enum(SIGN_ON_PROTOCOLS),
});
export type SignOnProviderSummary = z.infer<typeof signOnProviderSchema>;

/** GET /api/v1/sso/providers: the configured providers, for the buttons of /login, /loginSSO and /loginIDQ. */
export const signOnProvidersReply = okReply({ data: z.array(signOnProviderSchema) });

/** POST /api/v1/sso/exchange: the one-time ticket the callback put in the page's address. */
export const exchangeTicketBody = z.object({ ticket: z.string().min(1).max(200) });

/** POST /api/v1/sso/logout: where the browser goes next to sign out at the provider too (absent: nowhere). */
export const signOnLogoutReply = okReply({ redirectUrl: z.string().optional() });

/** Who the provider says signed in, read from its claims (OIDC) or attributes (SAML) by the protocol. */
export interface ProviderIdentity {
  /** The provider's stable id of the person: the OIDC `sub`, the SAML NameID. */
  subject: string;
  email: string;
  /** Whether the provider vouches for the address (OIDC `email_verified`; SAML: the provider's setting). */
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  /** The value of the provider's configured username claim, if any. */
  username?: string;
  /** The values of the configured role claim and admin claim (a group list, say). */
  roleClaimValues: string[];
  adminClaimValues: string[];
}
