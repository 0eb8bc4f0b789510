import { count, eq } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, linkedIdentities, users } from '../../db/schema';
import { bearer, createUser } from '../../test/factories';
import { SAML_TEST_SP_CERT_FILE, SAML_TEST_SP_KEY_FILE } from '../../test/fixtures/samlTestKeys';
import {
  SAML_ATTRIBUTES,
  type SamlTestIdp,
  type SamlTestUser,
  type SamlVariant,
  startSamlTestIdp,
} from '../../test/samlTestIdp';
import { signOnLanding } from '../../test/signOnLanding';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/testApp';

// Issue 34, SAML 2.0 sign-in (/loginIDQ) against a real identity provider (samlify) started here.
const PROVIDER_ID = 'federation';
const UNTRUSTING_ID = 'guests';
let idp: SamlTestIdp;
let built: TestApp;
const app = () => built.app;
const { ticketOf, refusalOf, exchange } = signOnLanding('/loginIDQ', app);

const samlProvider = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: 'School Federation',
  protocol: 'saml',
  idpMetadataUrl: idp.metadataUrl,
  usernameClaim: SAML_ATTRIBUTES.uid,
  roles: {
    claim: SAML_ATTRIBUTES.affiliation,
    teacherValues: ['faculty'],
    studentValues: ['student'],
    adminClaim: SAML_ATTRIBUTES.groups,
    adminValues: ['lms-admins'],
    defaultRole: 'student',
  },
  ...extra,
});

beforeAll(async () => {
  idp = await startSamlTestIdp({
    // Our metadata for the provider whose entity id the request names (the default: the metadata's address).
    spMetadata: async (entityId) =>
      (await app().inject({ method: 'GET', url: new URL(entityId).pathname })).body,
  });
  built = await buildTestApp({
    env: {
      SSO_PROVIDERS: JSON.stringify([
        samlProvider(PROVIDER_ID, {
          spPrivateKeyFile: SAML_TEST_SP_KEY_FILE,
          spCertFile: SAML_TEST_SP_CERT_FILE,
        }),
        samlProvider(UNTRUSTING_ID, { trustEmail: false }),
      ]),
    },
  });
});
afterAll(async () => {
  await built?.close();
  await idp?.close();
});

let sequence = 0;
/** A new person at the identity provider. */
function person(extra: Partial<SamlTestUser> = {}): SamlTestUser {
  const uid = `saml${++sequence}${Date.now().toString(36)}`;
  return {
    nameId: `persistent-${uid}`,
    email: `${uid}@federation.example`,
    givenName: 'Grace',
    familyName: 'Hopper',
    uid,
    ...extra,
  };
}

/** Our start route's redirect to the identity provider, with the AuthnRequest in it. */
async function start(providerId = PROVIDER_ID): Promise<string> {
  const response = await app().inject({ method: 'GET', url: `/api/v1/sso/saml/${providerId}/start` });
  expect(response.statusCode).toBe(303);
  const location = response.headers.location as string;
  expect(location.startsWith(`${idp.url}/sso?SAMLRequest=`)).toBe(true);
  return location;
}

/** The identity provider's page posting its answer to our ACS: where our server sends the browser. */
async function post(samlResponse: string, providerId = PROVIDER_ID): Promise<string> {
  const response = await app().inject({
    method: 'POST',
    url: `/api/v1/sso/saml/${providerId}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location as string;
}

async function signOnAs(user: SamlTestUser, variant: SamlVariant = 'signed', providerId = PROVIDER_ID) {
  return post(await idp.respond(await start(providerId), user, variant), providerId);
}

const accountsWith = async (email: string) =>
  (await app().db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;

describe('SAML metadata', () => {
  it('is public XML naming our entity id, the ACS for HTTP-POST, signed assertions and our certificate', async () => {
    const response = await app().inject({ method: 'GET', url: `/api/v1/sso/saml/${PROVIDER_ID}/metadata` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('xml');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml|^<EntityDescriptor/);
    expect(xml).toContain(`entityID="${TEST_PUBLIC_URL}/api/v1/sso/saml/${PROVIDER_ID}/metadata"`);
    expect(xml).toContain(
      `Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${TEST_PUBLIC_URL}/api/v1/sso/saml/${PROVIDER_ID}/acs"`,
    );
    expect(xml).toContain('WantAssertionsSigned="true"');
    expect(xml).toContain('<ds:X509Certificate>');
    expect(xml).toContain(
      `Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${TEST_PUBLIC_URL}/api/v1/sso/saml/${PROVIDER_ID}/slo"`,
    );
    expect(XMLValidator.validate(xml)).toBe(true);
  });
  it('is not found for a provider the school has not configured', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/sso/saml/nobody/metadata' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});

describe('SAML sign-in', () => {
  it('creates a verified student for a new person; the exchange answers like POST /user/login', async () => {
    const grace = person({ affiliation: ['member', 'student'] });
    const response = await exchange(ticketOf(await signOnAs(grace)));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 0,
      user: { email: grace.email, role: 'student', username: grace.uid },
    });
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    const [user] = await app().db.select().from(users).where(eq(users.email, grace.email!));
    expect(user).toMatchObject({ role: 'student', emailVerified: true, fullName: 'Grace Hopper' });
    const links = await app().db.select().from(linkedIdentities).where(eq(linkedIdentities.userId, user!.id));
    expect(links).toMatchObject([{ protocol: 'saml', providerId: PROVIDER_ID, subject: grace.nameId }]);
    const audit = await app().db.select().from(auditEvents).where(eq(auditEvents.targetId, user!.id));
    expect(audit.map((row) => row.action)).toEqual(['sign_on_create']);
    const me = await app().inject({
      method: 'GET',
      url: `/api/v1/users/view/${body.userId}`,
      headers: bearer(body.accessToken),
    });
    expect(me.statusCode).toBe(200);
  });

  it('makes a teacher from the affiliation and an administrator from the groups', async () => {
    const teacher = person({ affiliation: ['faculty'] });
    expect((await exchange(ticketOf(await signOnAs(teacher)))).json().user).toMatchObject({
      role: 'teacher',
    });
    const admin = person({ groups: ['lms-admins'] });
    const [row] = await (async () => {
      await exchange(ticketOf(await signOnAs(admin)));
      return app().db.select().from(users).where(eq(users.email, admin.email!));
    })();
    expect(row).toMatchObject({ role: 'teacher', isAdmin: true });
  });

  it('links an existing account by its email, and finds the link the next time', async () => {
    const existing = await createUser(app(), { emailVerified: false });
    const ada = person({ email: existing.email });
    const first = await exchange(ticketOf(await signOnAs(ada)));
    expect(first.json()).toMatchObject({ code: 0, userId: existing.id });
    const audit = await app().db.select().from(auditEvents).where(eq(auditEvents.targetId, existing.id));
    expect(audit.map((row) => row.action)).toEqual(['sign_on_link']);
    const moved = { ...ada, email: 'moved@federation.example' };
    expect((await exchange(ticketOf(await signOnAs(moved)))).json().userId).toBe(existing.id);
    expect(await accountsWith('moved@federation.example')).toBe(0);
  });
});

describe('SAML refusals, each with its page and no account made', () => {
  it.each([
    ['unsigned', 'unsigned'],
    ['expired', 'assertionExpired'],
    ['wrongAudience', 'audience'],
  ] as const)('refuses a %s assertion', async (variant, code) => {
    const someone = person();
    expect(refusalOf(await signOnAs(someone, variant))).toBe(code);
    expect(await accountsWith(someone.email!)).toBe(0);
  });

  it('refuses a replayed assertion, and a second answer to one request', async () => {
    const someone = person();
    const url = await start();
    const response = await idp.respond(url, someone);
    const again = await idp.respond(url, someone);
    const ticket = ticketOf(await post(response));
    expect(refusalOf(await post(response))).toBe('replayed');
    expect(refusalOf(await post(again))).toBe('replayed');
    expect((await exchange(ticket)).statusCode).toBe(200);
    expect(await accountsWith(someone.email!)).toBe(1);
  });

  it('refuses an answer to a request this server never sent (another provider’s)', async () => {
    const someone = person();
    const response = await idp.respond(await start(UNTRUSTING_ID), someone);
    expect(refusalOf(await post(response))).toBe('state');
    expect(await accountsWith(someone.email!)).toBe(0);
  });

  it('refuses a first sign-in by an email the provider is not trusted for', async () => {
    const someone = person();
    expect(refusalOf(await signOnAs(someone, 'signed', UNTRUSTING_ID))).toBe('emailNotVerified');
    expect(await accountsWith(someone.email!)).toBe(0);
  });

  it('refuses a disabled account', async () => {
    const existing = await createUser(app(), { emailVerified: true });
    await app().db.update(users).set({ disabled: true }).where(eq(users.id, existing.id));
    expect(refusalOf(await signOnAs(person({ email: existing.email })))).toBe('disabled');
  });

  it('refuses a form without a response, and a response to none of our requests', async () => {
    expect(refusalOf(await post(''))).toBe('failed');
    expect(refusalOf(await post(Buffer.from('<not-saml/>').toString('base64')))).toBe('state');
  });

  it('validates the form: an over-long response is refused before it is read', async () => {
    const response = await app().inject({
      method: 'POST',
      url: `/api/v1/sso/saml/${PROVIDER_ID}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: 'x'.repeat(600_000) }).toString(),
    });
    expect([400, 413]).toContain(response.statusCode);
  });
});

describe('SAML single logout', () => {
  it('signs out here, then sends the browser to the identity provider with a logout request', async () => {
    const someone = person();
    const session = (await exchange(ticketOf(await signOnAs(someone)))).json();
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/sso/logout',
      headers: bearer(session.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const redirectUrl = response.json().redirectUrl as string;
    expect(redirectUrl.startsWith(`${idp.url}/slo?SAMLRequest=`)).toBe(true);
    expect(new URL(redirectUrl).searchParams.get('Signature')).toBeTruthy();
    const ended = await app().inject({
      method: 'GET',
      url: `/api/v1/users/view/${session.userId}`,
      headers: bearer(session.accessToken),
    });
    expect(ended.statusCode).toBe(401);
    // The identity provider answers, and our single logout address sends the browser to sign in again.
    const back = await fetch(redirectUrl, { redirect: 'manual' });
    expect(idp.logouts).toContain(someone.nameId);
    const returned = new URL(back.headers.get('location')!);
    expect(returned.pathname).toBe(`/api/v1/sso/saml/${PROVIDER_ID}/slo`);
    const done = await app().inject({ method: 'GET', url: `${returned.pathname}${returned.search}` });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/login');
  });
});

describe('SAML configuration read at start', () => {
  it('stops the start on a metadata file it cannot read, naming the provider', async () => {
    const broken = JSON.stringify([
      { id: 'broken', name: 'Broken', protocol: 'saml', idpMetadataFile: '/nonexistent/idp-metadata.xml' },
    ]);
    await expect(buildTestApp({ env: { SSO_PROVIDERS: broken } })).rejects.toThrow(
      'SSO provider broken: cannot read idpMetadataFile /nonexistent/idp-metadata.xml',
    );
  });
});
