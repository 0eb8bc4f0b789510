import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, linkedIdentities, notifications, sessions, users } from '../../db/schema';
import { bearer, createUser, freshAddress, signIn } from '../../test/factories';
import { movableClock } from '../../test/movableClock';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidcProvider';
import { signOnLanding } from '../../test/signOnLanding';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/testApp';
import { SIGN_ON_TICKET_TTL_MS } from './tickets';

// Issue 34, single sign-on by OpenID Connect against a real provider (oidc-provider) started here.
const PROVIDER_ID = 'school';
/** The same provider again, configured without role claims and a teacher by default. */
const STAFF_PROVIDER_ID = 'staff';
const clock = movableClock();
let provider: TestOidcProvider;
let built: TestApp;
const app = () => built.app;
const { ticketOf, refusalOf, exchange } = signOnLanding('/loginSSO', app);

beforeAll(async () => {
  provider = await startOidcProvider({
    appUrl: TEST_PUBLIC_URL,
    providerIds: [PROVIDER_ID, STAFF_PROVIDER_ID],
  });
  const connection = {
    protocol: 'oidc',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    allowInsecureRequests: true,
  };
  built = await buildTestApp({
    clock,
    env: {
      SSO_PROVIDERS: JSON.stringify([
        {
          id: PROVIDER_ID,
          name: 'Test School',
          ...connection,
          usernameClaim: 'preferred_username',
          roles: {
            claim: 'groups',
            teacherValues: ['staff'],
            studentValues: ['pupils'],
            adminValues: ['it'],
            defaultRole: 'student',
          },
        },
        { id: STAFF_PROVIDER_ID, name: 'Staff Room', ...connection, roles: { defaultRole: 'teacher' } },
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
async function start(providerId = PROVIDER_ID): Promise<string> {
  const response = await app().inject({ method: 'GET', url: `/api/v1/sso/oidc/${providerId}/start` });
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
async function signOnAs(login: string, providerId = PROVIDER_ID): Promise<string> {
  return callback(await provider.signIn(await start(providerId), login));
}

const userByEmail = async (email: string) =>
  (await app().db.select().from(users).where(eq(users.email, email)))[0];

describe('OpenID Connect sign-in: accounts', () => {
  it('sends the browser to the provider with the code flow, PKCE S256, state and nonce', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: `${TEST_PUBLIC_URL}/api/v1/sso/oidc/${PROVIDER_ID}/callback`,
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it('creates a verified student for a new person and answers the exchange like POST /user/login', async () => {
    const { login, email } = person({ groups: ['pupils'], preferred_username: 'Ada.L' });
    const response = await exchange(ticketOf(await signOnAs(login)));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      ['accessToken', 'code', 'deviceToken', 'msg', 'refreshToken', 'user', 'userId'].sort(),
    );
    expect(body).toMatchObject({ code: 0, user: { email, role: 'student' } });
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      role: 'student',
      isAdmin: false,
      emailVerified: true,
      fullName: 'Ada Lovelace',
      teacherApproval: 'approved',
    });
    expect(user!.username).toMatch(/^ada\.l\d*$/);
    const me = await app().inject({
      method: 'GET',
      url: `/api/v1/users/view/${body.userId}`,
      headers: bearer(body.accessToken),
    });
    expect(me.statusCode).toBe(200);
    // The session is ours: it renews like a password sign-in's, and remembers its provider.
    const renewed = await app().inject({
      method: 'POST',
      url: '/user/renew',
      payload: { accessToken: body.accessToken, refreshToken: body.refreshToken },
      remoteAddress: freshAddress(),
    });
    expect(renewed.json()).toMatchObject({ code: 0, userId: user!.id });
    const [session] = await app().db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session).toMatchObject({ via: 'oidc', signOnProvider: PROVIDER_ID });
    expect(session!.signOut?.idToken).toBeTruthy();
    const audit = await app().db.select().from(auditEvents).where(eq(auditEvents.targetId, user!.id));
    expect(audit.map((row) => row.action)).toEqual(['sign_on_create']);
  });

  it('makes an approved teacher by the role claim, and an admin by the admin claim', async () => {
    const teacher = person({ groups: ['staff'] });
    await exchange(ticketOf(await signOnAs(teacher.login)));
    expect(await userByEmail(teacher.email)).toMatchObject({
      role: 'teacher',
      isAdmin: false,
      teacherApproval: 'approved',
    });
    const admin = person({ groups: ['staff', 'it'] });
    await exchange(ticketOf(await signOnAs(admin.login)));
    expect(await userByEmail(admin.email)).toMatchObject({
      role: 'teacher',
      isAdmin: true,
      teacherApproval: 'approved',
    });
  });

  it('makes a teacher by default wait for approval, and tells the administrators, like a self-registered one', async () => {
    const admin = await createUser(app(), { role: 'teacher', isAdmin: true });
    const { login, email } = person();
    const response = await exchange(ticketOf(await signOnAs(login, STAFF_PROVIDER_ID)));
    expect(response.json()).toMatchObject({ code: 0, user: { role: 'teacher' } });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ role: 'teacher', teacherApproval: 'pending' });
    const told = await app().db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(told.some((n) => n.refId === user!.id)).toBe(true);
    // Held like a self-registered teacher: a teacher's call is refused until an administrator approves.
    const courses = await app().inject({
      method: 'GET',
      url: '/api/v1/course/coursetemplistCode',
      headers: bearer(response.json().accessToken),
    });
    expect(courses.statusCode).toBe(403);
  });

  it('links an existing account by the verified email, audited, and keeps the link when the email changes', async () => {
    const existing = await createUser(app(), { emailVerified: false });
    const login = `linked-${existing.username}`;
    provider.accounts.set(login, { email: existing.email, email_verified: true, groups: ['staff'] });
    const response = await exchange(ticketOf(await signOnAs(login)));
    // The existing account keeps its role: claims decide only a new account's.
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
    provider.accounts.set(login, { email: 'changed@school.example', email_verified: true });
    expect((await exchange(ticketOf(await signOnAs(login)))).json().userId).toBe(existing.id);
  });
});

describe('OpenID Connect sign-in: refusals, no account made', () => {
  it('refuses an email the provider has not verified', async () => {
    const { login, email } = person({ email_verified: false });
    expect(refusalOf(await signOnAs(login))).toBe('emailNotVerified');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a state this server did not start', async () => {
    const { login, email } = person();
    const answer = new URL(await provider.signIn(await start(), login));
    answer.searchParams.set('state', 'a-state-nobody-started');
    expect(refusalOf(await callback(answer.toString()))).toBe('state');
    const noState = new URL(answer);
    noState.searchParams.delete('state');
    expect(refusalOf(await callback(noState.toString()))).toBe('state');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a replayed callback (its code and state spent)', async () => {
    const { login } = person();
    const answer = await provider.signIn(await start(), login);
    ticketOf(await callback(answer));
    expect(refusalOf(await callback(answer))).toBe('state');
  });

  it('refuses a code presented with another sign-in’s state (the PKCE verifier does not match)', async () => {
    const { login, email } = person();
    const stolen = new URL(await provider.signIn(await start(), login));
    const other = new URL(await start());
    stolen.searchParams.set('state', other.searchParams.get('state')!);
    expect(refusalOf(await callback(stolen.toString()))).not.toBeNull();
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('says "provider said no" when the provider answers with an error', async () => {
    const state = new URL(await start()).searchParams.get('state')!;
    const url = `/api/v1/sso/oidc/${PROVIDER_ID}/callback?error=access_denied&state=${state}`;
    expect(refusalOf(await callback(`${TEST_PUBLIC_URL}${url}`))).toBe('denied');
  });

  it('refuses a disabled account, linked or found by email', async () => {
    const disabled = await createUser(app(), { disabled: true });
    const login = `disabled-${disabled.username}`;
    provider.accounts.set(login, { email: disabled.email, email_verified: true });
    expect(refusalOf(await signOnAs(login))).toBe('disabled');
    expect(
      await app().db.select().from(linkedIdentities).where(eq(linkedIdentities.userId, disabled.id)),
    ).toEqual([]);
    // Linked first, disabled after.
    const { login: linked, email } = person();
    await exchange(ticketOf(await signOnAs(linked)));
    await app().db.update(users).set({ disabled: true }).where(eq(users.email, email));
    expect(refusalOf(await signOnAs(linked))).toBe('disabled');
  });

  it('says the school has not set up a provider it does not know', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/sso/oidc/nowhere/start' });
    expect(response.statusCode).toBe(303);
    expect(refusalOf(response.headers.location as string)).toBe('notConfigured');
  });
});

describe('POST /api/v1/sso/exchange', () => {
  it('spends a ticket once', async () => {
    const ticket = ticketOf(await signOnAs(person().login));
    expect((await exchange(ticket)).statusCode).toBe(200);
    const again = await exchange(ticket);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 401 });
  });

  it('refuses a ticket older than a minute', async () => {
    const ticket = ticketOf(await signOnAs(person().login));
    clock.advance(SIGN_ON_TICKET_TTL_MS + 1000);
    expect((await exchange(ticket)).statusCode).toBe(401);
  });

  it('refuses an unknown ticket and a malformed body', async () => {
    expect((await exchange('no-such-ticket')).statusCode).toBe(401);
    const malformed = await app().inject({
      method: 'POST',
      url: '/api/v1/sso/exchange',
      payload: { ticket: '' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a ticket of an account disabled since the callback', async () => {
    const { login, email } = person();
    const ticket = ticketOf(await signOnAs(login));
    await app().db.update(users).set({ disabled: true }).where(eq(users.email, email));
    expect((await exchange(ticket)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/sso/providers', () => {
  it('lists the configured providers for anyone, without their settings', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/sso/providers' });
    expect(response.json().data).toEqual([
      { id: PROVIDER_ID, name: 'Test School', protocol: 'oidc' },
      { id: STAFF_PROVIDER_ID, name: 'Staff Room', protocol: 'oidc' },
    ]);
    expect(response.body).not.toContain(provider.clientSecret);
  });
});

describe('POST /api/v1/sso/logout', () => {
  it('ends our session and answers the provider’s end-session address, which comes back to /login', async () => {
    const { login } = person();
    const signedIn = (await exchange(ticketOf(await signOnAs(login)))).json();
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/sso/logout',
      headers: bearer(signedIn.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const redirectUrl = new URL(response.json().redirectUrl);
    expect(redirectUrl.origin).toBe(provider.issuer);
    expect(redirectUrl.searchParams.get('id_token_hint')).toBeTruthy();
    expect(redirectUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${TEST_PUBLIC_URL}/login`);
    expect(await provider.signOut(redirectUrl.toString(), login)).toBe(`${TEST_PUBLIC_URL}/login`);
    const after = await app().inject({
      method: 'GET',
      url: `/api/v1/users/view/${signedIn.userId}`,
      headers: bearer(signedIn.accessToken),
    });
    expect(after.statusCode).toBe(401);
  });

  it('signs a password session out with nowhere else to go, and refuses a caller not signed in', async () => {
    const user = await createUser(app());
    const session = await signIn(app(), user);
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/sso/logout',
      headers: session.headers,
    });
    expect(response.json()).toEqual({ code: 0, msg: 'Signed out.' });
    expect((await app().inject({ method: 'POST', url: '/api/v1/sso/logout' })).statusCode).toBe(401);
  });
});
