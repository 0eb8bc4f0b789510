import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** The claims a test account at the provider has (sub is its login name). */
export type TestClaims = Record<string, unknown>;

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claims each login name signs in with; a test sets them before the sign-in. */
  accounts: Map<string, TestClaims>;
  /**
   * Signs `login` in on the provider's own pages (its development login form, consent granted), starting from the
   * authorisation address our start route redirected to; answers where the provider sends the browser back.
   */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  /**
   * Follows an end-session address through the provider's confirmation in the browser that signed `login` in;
   * answers where it sends the browser.
   */
  signOut(endSessionUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

/** A cookie jar of one browser, enough for the provider's own cookies. */
function browser() {
  const cookies = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
}

const location = (response: Response, base: string) => {
  const to = response.headers.get('location');
  if (!to) throw new Error(`expected a redirect, got ${response.status}: ${response.url}`);
  return new URL(to, base).toString();
};

/**
 * A real OpenID Connect provider (`oidc-provider`) on a random port of this machine, with one confidential client
 * whose redirect and post-logout addresses are the app's (issue 34 tests). Consent is granted for the client by
 * itself, as a school's own provider does for its own LMS.
 */
export async function startOidcProvider(options: {
  appUrl: string;
  /** The app's provider ids this one client serves (their callback addresses). */
  providerIds: string[];
}): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestClaims>();
  const browsers = new Map<string, ReturnType<typeof browser>>();
  const clientId = 'lms-test';
  const clientSecret = 'lms-test-secret-that-is-long-enough';
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer();
    listening.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.providerIds.map((id) => `${options.appUrl}/api/v1/sso/oidc/${id}/callback`),
        post_logout_redirect_uris: [`${options.appUrl}/login`],
      },
    ],
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['test-cookie-key-that-is-long-enough'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'preferred_username', 'groups'],
    },
    conformIdTokenClaims: false,
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ ...claims, sub }) };
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    async signIn(authorizationUrl, login) {
      const go = browser();
      browsers.set(login, go);
      const toLogin = location(await go(authorizationUrl), issuer);
      const submitted = await go(toLogin, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
      const resumed = await go(location(submitted, issuer));
      return location(resumed, issuer);
    },
    async signOut(endSessionUrl, login) {
      const go = browsers.get(login) ?? browser();
      const page = await go(endSessionUrl);
      const html = await page.text();
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
      const action = /id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no sign-out form at the provider: ${page.status}`);
      const confirmed = await go(new URL(action, issuer).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      });
      return location(confirmed, issuer);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
