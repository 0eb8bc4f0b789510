import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, linkedIdentities, users } from '../../db/schema';
import { bearer, createUser, freshAddress } from '../../test/factories';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidcProvider';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/testApp';

// Issue 34, single sign-on by OpenID Connect against a real provider (oidc-provider) started here.
const PROVIDER_ID = 'school';
let provider: TestOidcProvider;
let built: TestApp;
const app = () => built.app;

beforeAll(async () => {
  provider = await startOidcProvider({ appUrl: TEST_PUBLIC_URL, providerId: PROVIDER_ID });
  built = await buildTestApp({
    env: {
      SSO_PROVIDERS: JSON.stringify([
        {
          id: PROVIDER_ID,
          name: 'Test School',
          protocol: 'oidc',
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          allowInsecureRequests: true,
          roles: {
            claim: 'groups',
            teacherValues: ['staff'],
            studentValues: ['pupils'],
            adminValues: ['it'],
            defaultRole: 'student',
          },
        },
      ]),
    },
  });
});
afterAll(async () => {
  await built?.close();
  await provider?.close();
});

let sequence = 0;
/** A new person at the provider, with claims; answers their login name and email. */
function person(claims: Record<string, unknown> = {}) {
  const login = `person${++sequence}-${Date.now().toString(36)}`;
  const email = `${login}@school.example`;
  provider.accounts.set(login, {
    email,
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    ...claims,
  });
  return { login, email };
}

/** Our start route's redirect to the provider. */
async function start(): Promise<string> {
  const response = await app().inject({ method: 'GET', url: `/api/v1/sso/oidc/${PROVIDER_ID}/start` });
  expect(response.statusCode).toBe(303);
  return response.headers.location as string;
}

/** The callback as the browser brings it back, answered by our server: where it sends the browser. */
async function callback(providerRedirect: string): Promise<string> {
  const url = new URL(providerRedirect);
  expect(url.origin).toBe(TEST_PUBLIC_URL);
  const response = await app().inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(303);
  return response.headers.location as string;
}

/** A whole sign-in through the provider; answers our redirect to /loginSSO. */
async function signOnAs(login: string): Promise<string> {
  return callback(await provider.signIn(await start(), login));
}

const ticketOf = (address: string) => {
  const url = new URL(address, TEST_PUBLIC_URL);
  expect(url.pathname).toBe('/loginSSO');
  const ticket = url.searchParams.get('ticket');
  expect(ticket, address).toBeTruthy();
  return ticket!;
};
const errorOf = (address: string) => new URL(address, TEST_PUBLIC_URL).searchParams.get('error');

const exchange = (ticket: string) =>
  app().inject({
    method: 'POST',
    url: '/api/v1/sso/exchange',
    payload: { ticket },
    remoteAddress: freshAddress(),
  });

describe('OpenID Connect sign-in', () => {
  it('creates a verified student for a new person and answers the exchange like POST /user/login', async () => {
    const { login, email } = person({ groups: ['pupils'] });
    const response = await exchange(ticketOf(await signOnAs(login)));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      ['accessToken', 'code', 'deviceToken', 'msg', 'refreshToken', 'user', 'userId'].sort(),
    );
    expect(body).toMatchObject({ code: 0, user: { email, role: 'student' } });
    const [user] = await app().db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'student', emailVerified: true, fullName: 'Ada Lovelace' });
    const me = await app().inject({
      method: 'GET',
      url: `/api/v1/users/view/${body.userId}`,
      headers: bearer(body.accessToken),
    });
    expect(me.statusCode).toBe(200);
    const audit = await app().db.select().from(auditEvents).where(eq(auditEvents.targetId, user!.id));
    expect(audit.map((row) => row.action)).toEqual(['sign_on_create']);
  });
});

describe('OpenID Connect refusals', () => {
  it('links an existing account by the verified email, audited, and signs it in', async () => {
    const existing = await createUser(app(), { emailVerified: false });
    const login = `linked-${existing.username}`;
    provider.accounts.set(login, { email: existing.email, email_verified: true, groups: ['staff'] });
    const response = await exchange(ticketOf(await signOnAs(login)));
    expect(response.json()).toMatchObject({ code: 0, userId: existing.id, user: { role: 'student' } });
    const links = await app()
      .db.select()
      .from(linkedIdentities)
      .where(eq(linkedIdentities.userId, existing.id));
    expect(links).toMatchObject([{ protocol: 'oidc', providerId: PROVIDER_ID, subject: login }]);
    const [after] = await app().db.select().from(users).where(eq(users.id, existing.id));
    expect(after!.emailVerified).toBe(true);
    const audit = await app().db.select().from(auditEvents).where(eq(auditEvents.targetId, existing.id));
    expect(audit.map((row) => row.action)).toEqual(['sign_on_link']);
    // The second sign-in finds the link, even after the address changed at the provider.
    provider.accounts.set(login, { email: 'changed@school.example', email_verified: true });
    expect((await exchange(ticketOf(await signOnAs(login)))).json().userId).toBe(existing.id);
  });

  it('refuses an email the provider has not verified, and makes no account', async () => {
    const { login, email } = person({ email_verified: false });
    expect(errorOf(await signOnAs(login))).toBe('emailNotVerified');
    expect(await app().db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a state this server did not start, and makes no account', async () => {
    const { login, email } = person();
    const answer = new URL(await provider.signIn(await start(), login));
    answer.searchParams.set('state', 'a-state-nobody-started');
    expect(errorOf(await callback(answer.toString()))).toBe('state');
    expect(await app().db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
