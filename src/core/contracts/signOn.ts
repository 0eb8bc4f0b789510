import { z } from 'zod';
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
    path: '/api/v1/sso/providers',
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
};
