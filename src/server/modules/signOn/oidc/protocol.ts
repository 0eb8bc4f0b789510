import type { FastifyInstance } from 'fastify';
import { signOnCalls as calls } from '../../../../core/contracts/signOn';
import { serve } from '../../../platform/serveContract';
import { finishSignOn } from '../finish';
import type { SignOnProtocolPlugin } from '../plugin';
import { providerOf } from '../providers';
import { redirectRefused } from '../refusal';
import { finishOidcCallback, oidcSignOutUrl, startOidcSignOn } from './flow';

/** OpenID Connect's routes: start (to the provider) and callback (back, to /loginSSO with a ticket or an error). */
async function oidcRoutes(app: FastifyInstance) {
  serve(app, calls.oidcStart, async ({ ctx, params, reply }) => {
    try {
      const provider = providerOf(ctx.config, 'oidc', params.providerId);
      return reply.redirect(await startOidcSignOn(ctx, provider), 303);
    } catch (error) {
      return redirectRefused(reply, 'oidc', error);
    }
  });

  serve(app, calls.oidcCallback, async ({ ctx, params, query, request, reply }) => {
    try {
      const provider = providerOf(ctx.config, 'oidc', params.providerId);
      const rawQuery = request.url.slice(
        request.url.indexOf('?') >= 0 ? request.url.indexOf('?') : request.url.length,
      );
      const { identity, signOut } = await finishOidcCallback(ctx, provider, query, rawQuery);
      return finishSignOn(ctx, request, reply, provider, identity, signOut);
    } catch (error) {
      return redirectRefused(reply, 'oidc', error);
    }
  });
}

export const oidcProtocol: SignOnProtocolPlugin = {
  routes: oidcRoutes,
  signOutUrl: (ctx, provider, signOut) =>
    provider.protocol === 'oidc' ? oidcSignOutUrl(ctx, provider, signOut) : Promise.resolve(undefined),
};
