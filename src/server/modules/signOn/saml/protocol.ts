import type { FastifyInstance } from 'fastify';
import { signOnCalls as calls } from '../../../../core/contracts/signOn';
import { notFound } from '../../../platform/errors';
import { serve } from '../../../platform/serveContract';
import { finishSignOn } from '../finish';
import type { SignOnProtocolPlugin } from '../plugin';
import { providerOf } from '../providers';
import { redirectRefused, SignOnRefused } from '../refusal';
import {
  receiveSamlLogoutResponse,
  receiveSamlResponse,
  samlLogoutUrl,
  samlMetadataXml,
  samlSignInUrl,
} from './flow';
import { loadSamlProvider } from './serviceProvider';

/** The largest form an identity provider posts to the ACS: a signed response with a few certificates in it. */
const ACS_BODY_LIMIT = 512 * 1024;

/**
 * SAML's routes: our metadata, start (to the identity provider, HTTP-Redirect), the ACS (its signed answer,
 * HTTP-POST, to /loginIDQ with a ticket or an error) and the single logout return.
 */
async function samlRoutes(app: FastifyInstance) {
  // Every SAML provider's files are read now: a wrong path or a broken metadata file stops the start.
  for (const provider of app.ctx.config.signOnProviders)
    if (provider.protocol === 'saml') loadSamlProvider(provider);

  // The identity provider posts its answer as an HTML form; only these routes read one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  serve(app, calls.samlMetadata, async ({ ctx, params, reply }) => {
    const provider = ctx.config.signOnProviders.find(
      (p) => p.protocol === 'saml' && p.id === params.providerId,
    );
    if (provider?.protocol !== 'saml') throw notFound('This school has no SAML provider by that name.');
    return reply
      .type('application/samlmetadata+xml')
      .send(await samlMetadataXml(ctx.config.publicUrl, provider));
  });

  serve(app, calls.samlStart, async ({ ctx, params, reply }) => {
    try {
      const provider = providerOf(ctx.config, 'saml', params.providerId);
      return reply.redirect(await samlSignInUrl(ctx, provider), 303);
    } catch (error) {
      return redirectRefused(reply, 'saml', error);
    }
  });

  serve(app, calls.samlAcs, async ({ ctx, params, body, request, reply }) => {
    try {
      const provider = providerOf(ctx.config, 'saml', params.providerId);
      const received = await receiveSamlResponse(ctx, provider, body.SAMLResponse);
      if (!received.ok) throw new SignOnRefused(received.refusal, received.reason);
      return finishSignOn(ctx, request, reply, provider, received.identity, { ...received.signOut });
    } catch (error) {
      return redirectRefused(reply, 'saml', error);
    }
  });

  serve(app, calls.samlLogoutReturn, async ({ ctx, params, query, request, reply }) => {
    const provider = ctx.config.signOnProviders.find(
      (p) => p.protocol === 'saml' && p.id === params.providerId,
    );
    const queryAt = request.url.indexOf('?');
    if (provider?.protocol === 'saml' && queryAt >= 0)
      await receiveSamlLogoutResponse(ctx, provider, query, request.url.slice(queryAt + 1));
    // Our session ended before the browser left for the provider: whatever it answered, the way back is sign-in.
    return reply.redirect('/login', 303);
  });
}

export const samlProtocol: SignOnProtocolPlugin = {
  routes: async (app) => {
    await app.register(samlRoutes);
  },
  signOutUrl: (ctx, provider, signOut) =>
    provider.protocol === 'saml' && signOut.nameId
      ? samlLogoutUrl(ctx, provider, {
          nameId: signOut.nameId,
          nameIdFormat: signOut.nameIdFormat ?? '',
          ...(signOut.sessionIndex ? { sessionIndex: signOut.sessionIndex } : {}),
          ...(signOut.nameQualifier ? { nameQualifier: signOut.nameQualifier } : {}),
          ...(signOut.spNameQualifier ? { spNameQualifier: signOut.spNameQualifier } : {}),
        })
      : Promise.resolve(undefined),
};
