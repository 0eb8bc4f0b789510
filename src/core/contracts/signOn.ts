import { z } from 'zod';
import { SIGN_ON_PROVIDERS_PATH } from '../rules/signOnStart';
import { loginReply } from '../schemas/accountReplies';
import { exchangeTicketBody, signOnLogoutReply, signOnProvidersReply } from '../schemas/signOn';
import { access } from './access';
import { contract } from './contract';

const tags = ['signOn'] as const;

const providerParams = z.object({ providerId: z.string().min(1).max(40) });

/**
 * Single sign-on (issue 34): the providers the login page offers, the exchange of a callback's one-time ticket for
 * a session, and sign-out through the provider; each protocol's own redirects (start, callback) besides.
 */
export const signOnCalls = {
  providers: contract({
    method: 'GET',
    path: SIGN_ON_PROVIDERS_PATH,
    reply: signOnProvidersReply,
    access: access.public,
    tags,
  }),
  /** The ticket is the credential; the reply is POST /user/login's. */
  exchange: contract({
    method: 'POST',
    path: '/api/v1/sso/exchange',
    body: exchangeTicketBody,
    reply: loginReply,
    access: access.public,
    tags,
  }),
  logout: contract({
    method: 'POST',
    path: '/api/v1/sso/logout',
    reply: signOnLogoutReply,
    access: access.ownAccount('own session'),
    tags,
  }),
  /** OpenID Connect: redirects the browser to the provider's sign-in page (authorisation code with PKCE). */
  oidcStart: contract({
    method: 'GET',
    path: '/api/v1/sso/oidc/:providerId/start',
    params: providerParams,
    reply: null,
    access: access.public,
    tags,
  }),
  /** OpenID Connect: the provider's answer; redirects to /loginSSO with a ticket or an error code. */
  oidcCallback: contract({
    method: 'GET',
    path: '/api/v1/sso/oidc/:providerId/callback',
    params: providerParams,
    query: z.looseObject({
      code: z.string().max(2000).optional(),
      state: z.string().max(500).optional(),
      error: z.string().max(200).optional(),
    }),
    reply: null,
    access: access.public,
    tags,
  }),
  /** SAML: our service provider metadata for this provider (XML), for the school's identity provider. */
  samlMetadata: contract({
    method: 'GET',
    path: '/api/v1/sso/saml/:providerId/metadata',
    params: providerParams,
    reply: null,
    access: access.public,
    tags,
  }),
  /** SAML: redirects the browser to the identity provider with our AuthnRequest (HTTP-Redirect binding). */
  samlStart: contract({
    method: 'GET',
    path: '/api/v1/sso/saml/:providerId/start',
    params: providerParams,
    reply: null,
    access: access.public,
    tags,
  }),
  /**
   * SAML: the assertion consumer service, where the identity provider's page posts its signed answer (an HTML form,
   * HTTP-POST binding); redirects to /loginIDQ with a ticket or an error code.
   */
  samlAcs: contract({
    method: 'POST',
    path: '/api/v1/sso/saml/:providerId/acs',
    params: providerParams,
    body: z.looseObject({
      SAMLResponse: z.string().max(500_000).optional(),
      RelayState: z.string().max(1000).optional(),
    }),
    reply: null,
    access: access.public,
    tags,
  }),
  /** SAML: single logout's way back from the identity provider (its LogoutResponse); redirects to /login. */
  samlLogoutReturn: contract({
    method: 'GET',
    path: '/api/v1/sso/saml/:providerId/slo',
    params: providerParams,
    query: z.looseObject({
      SAMLResponse: z.string().max(100_000).optional(),
      RelayState: z.string().max(1000).optional(),
      SigAlg: z.string().max(200).optional(),
      Signature: z.string().max(2000).optional(),
    }),
    reply: null,
    access: access.public,
    tags,
  }),
};
