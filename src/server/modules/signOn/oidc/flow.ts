import type { ProviderIdentity } from '../../../../core/schemas/signOn';
import type { OidcProviderConfig } from '../../../../core/schemas/signOnConfig';
import type { ServiceContext } from '../../../platform/context';
import { SignOnRefused } from '../refusal';
import { saveSignOnRequest, takeSignOnRequest } from '../requests';
import { identityFromClaims } from './claims';
import { oidcConfiguration, oidcRedirectUri, openIdClient } from './client';

/**
 * Starts an authorisation code flow with PKCE (S256): the state, nonce and code verifier are kept server-side
 * (requests.ts, spent once), and the provider's sign-in address is answered for the browser to go to.
 */
export async function startOidcSignOn(ctx: ServiceContext, provider: OidcProviderConfig): Promise<string> {
  const configuration = await oidcConfiguration(provider);
  const oidc = await openIdClient();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await saveSignOnRequest(
    ctx.db,
    { protocol: 'oidc', providerId: provider.id, key: state, data: { nonce, codeVerifier } },
    ctx.clock.now(),
  );
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: oidcRedirectUri(ctx.config.publicUrl, provider),
      scope: provider.scopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

/**
 * The provider's answer: the state must be one this server started and not yet answered (a replay, or a browser
 * that did not start it, is refused); the code is exchanged with its verifier and the id_token checked (issuer,
 * audience, signature, nonce) by openid-client; the claims make the identity. Answers the identity and what
 * signing out at the provider needs (the id_token).
 */
export async function finishOidcCallback(
  ctx: ServiceContext,
  provider: OidcProviderConfig,
  query: { state?: string; error?: string },
  rawQuery: string,
): Promise<{ identity: ProviderIdentity; signOut: Record<string, string> }> {
  if (!query.state) throw new SignOnRefused('state', 'no state');
  const started = await takeSignOnRequest(
    ctx.db,
    { protocol: 'oidc', providerId: provider.id, key: query.state },
    ctx.clock.now(),
  );
  if (!started?.nonce || !started.codeVerifier) throw new SignOnRefused('state', 'unknown or spent state');
  if (query.error) throw new SignOnRefused('denied', `the provider answered ${query.error}`);

  const configuration = await oidcConfiguration(provider);
  const oidc = await openIdClient();
  const currentUrl = new URL(`${oidcRedirectUri(ctx.config.publicUrl, provider)}${rawQuery}`);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: started.codeVerifier,
      expectedState: query.state,
      expectedNonce: started.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (error instanceof oidc.AuthorizationResponseError) throw new SignOnRefused('denied', error.message);
    // A code used before, or not made for this verifier: the provider refuses it.
    if (error instanceof oidc.ResponseBodyError) throw new SignOnRefused('denied', error.message);
    throw new SignOnRefused('state', error instanceof Error ? error.message : 'the answer did not check out');
  }
  const idClaims = tokens.claims();
  if (!idClaims) throw new SignOnRefused('state', 'no id_token');
  let claims: Record<string, unknown> = { ...idClaims };
  if (provider.userinfo)
    claims = { ...claims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)) };
  return {
    identity: identityFromClaims(provider, claims),
    signOut: tokens.id_token ? { idToken: tokens.id_token } : {},
  };
}

/** RP-initiated logout: the provider's end_session_endpoint with the id_token as hint, back to our /login. */
export async function oidcSignOutUrl(
  ctx: ServiceContext,
  provider: OidcProviderConfig,
  signOut: Record<string, string>,
): Promise<string | undefined> {
  const configuration = await oidcConfiguration(provider);
  const oidc = await openIdClient();
  if (!configuration.serverMetadata().end_session_endpoint) return undefined;
  return oidc
    .buildEndSessionUrl(configuration, {
      ...(signOut.idToken ? { id_token_hint: signOut.idToken } : {}),
      client_id: provider.clientId,
      post_logout_redirect_uri: `${ctx.config.publicUrl}/login`,
    })
    .toString();
}
