import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import * as samlify from 'samlify';
import { samlTestIdpCert, samlTestIdpKey } from './fixtures/samlTestKeys';

/**
 * A real SAML identity provider for the tests (samlify in its IdP role, on a port of its own): it publishes its
 * metadata, reads our AuthnRequest (HTTP-Redirect), lets a person pick who signs in on its own page, and posts a
 * response signed with its test key to our ACS. For the refusals it can also answer unsigned, expired, for another
 * audience, or the same response again.
 */

// samlify asks for an XML schema validator before it parses a message. This IdP parses only our own AuthnRequests,
// in tests, so it accepts them as they are.
samlify.setSchemaValidator({ validate: async () => 'skipped' });

export const SAML_ATTRIBUTES = {
  email: 'urn:oid:0.9.2342.19200300.100.1.3',
  givenName: 'urn:oid:2.5.4.42',
  familyName: 'urn:oid:2.5.4.4',
  uid: 'urn:oid:0.9.2342.19200300.100.1.1',
  affiliation: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.1',
  groups: 'groups',
} as const;

export interface SamlTestUser {
  /** The persistent NameID. */
  nameId: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  uid?: string;
  affiliation?: string[];
  groups?: string[];
}

export type SamlVariant = 'signed' | 'unsigned' | 'expired' | 'wrongAudience';

export interface SamlTestIdp {
  url: string;
  metadataUrl: string;
  metadataXml: string;
  users: Map<string, SamlTestUser>;
  /** The base64 SAMLResponse answering the AuthnRequest in `signInUrl` (our redirect to this IdP). */
  respond(signInUrl: string, user: SamlTestUser, variant?: SamlVariant): Promise<string>;
  /** How many logout requests arrived (single logout), with the NameIDs they named. */
  logouts: string[];
  close(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributeStatement(user: SamlTestUser): string {
  const values: Array<[string, string[]]> = [
    [SAML_ATTRIBUTES.email, user.email ? [user.email] : []],
    [SAML_ATTRIBUTES.givenName, user.givenName ? [user.givenName] : []],
    [SAML_ATTRIBUTES.familyName, user.familyName ? [user.familyName] : []],
    [SAML_ATTRIBUTES.uid, user.uid ? [user.uid] : []],
    [SAML_ATTRIBUTES.affiliation, user.affiliation ?? []],
    [SAML_ATTRIBUTES.groups, user.groups ?? []],
  ];
  const attributes = values
    .filter(([, list]) => list.length > 0)
    .map(
      ([name, list]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri">${list
          .map(
            (value) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue>`,
          )
          .join('')}</saml:Attribute>`,
    )
    .join('');
  return attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '';
}

/** Fills samlify's response template: plain values escaped, the two statements as the XML they are. */
function fill(template: string, values: Record<string, string>, xml: Record<string, string>): string {
  let filled = template;
  for (const [tag, value] of Object.entries(xml)) filled = filled.split(`{${tag}}`).join(value);
  for (const [tag, value] of Object.entries(values)) filled = filled.split(`{${tag}}`).join(escapeXml(value));
  return filled;
}

const formBody = (request: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head>` +
  `<body><main><h1>${escapeXml(title)}</h1>${body}</main></body></html>`;

/** The Issuer of a redirect-bound request (base64 of deflated XML), to know which service provider asks. */
function issuerOf(query: URLSearchParams): string {
  const message = query.get('SAMLRequest') ?? query.get('SAMLResponse') ?? '';
  const xml = inflateRawSync(Buffer.from(message, 'base64')).toString('utf8');
  return /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '';
}

/**
 * Starts the identity provider. `spMetadata` fetches a service provider's metadata by its entity id when it first
 * asks (the journeys' server may start after this IdP). `port` 0 takes a free one.
 */
export async function startSamlTestIdp(options: {
  spMetadata: (entityId: string) => Promise<string>;
  users?: SamlTestUser[];
  port?: number;
  withLogout?: boolean;
}): Promise<SamlTestIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const idp = samlify.IdentityProvider({
    entityID: `${url}/metadata`,
    privateKey: samlTestIdpKey(),
    signingCert: samlTestIdpCert(),
    nameIDFormat: ['urn:oasis:names:tc:SAML:2.0:nameid-format:persistent'],
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: `${url}/sso` }],
    ...(options.withLogout === false
      ? {}
      : {
          singleLogoutService: [
            { Binding: samlify.Constants.namespace.binding.redirect, Location: `${url}/slo` },
          ],
        }),
    generateID: () => `_${randomUUID()}`,
  });
  const sps = new Map<string, samlify.ServiceProviderInstance>();
  const serviceProvider = async (entityId: string) => {
    let sp = sps.get(entityId);
    if (!sp) {
      sp = samlify.ServiceProvider({ metadata: await options.spMetadata(entityId) });
      sps.set(entityId, sp);
    }
    return sp;
  };
  const users = new Map((options.users ?? []).map((user) => [user.nameId, user]));
  const logouts: string[] = [];

  /** Our AuthnRequest, read by samlify from the redirect's query as the IdP receives it. */
  const readRequest = async (query: URLSearchParams) => {
    const target = await serviceProvider(issuerOf(query));
    const parsed = await idp.parseLoginRequest(target, 'redirect', {
      query: Object.fromEntries(query),
      octetString: '',
    });
    return { target, extract: parsed.extract as { request: { id: string } } };
  };

  const respondTo = async (
    { target, extract }: Awaited<ReturnType<typeof readRequest>>,
    user: SamlTestUser,
    variant: SamlVariant,
  ) => {
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
    const expired = variant === 'expired';
    const response = await idp.createLoginResponse(
      target,
      { extract },
      'post',
      { email: user.email ?? '' },
      (template: string) => {
        const id = `_${randomUUID()}`;
        const acs = target.entityMeta.getAssertionConsumerService('post');
        const context = fill(
          template,
          {
            ID: id,
            AssertionID: `_${randomUUID()}`,
            Destination: String(acs),
            Audience:
              variant === 'wrongAudience'
                ? 'https://another-service.example/'
                : target.entityMeta.getEntityID(),
            SubjectRecipient: String(acs),
            Issuer: idp.entityMeta.getEntityID(),
            IssueInstant: expired ? minutes(-30) : now.toISOString(),
            StatusCode: samlify.Constants.StatusCode.Success,
            ConditionsNotBefore: expired ? minutes(-30) : minutes(-1),
            ConditionsNotOnOrAfter: expired ? minutes(-20) : minutes(5),
            SubjectConfirmationDataNotOnOrAfter: expired ? minutes(-20) : minutes(5),
            NameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
            NameID: user.nameId,
            InResponseTo: extract.request.id,
          },
          {
            AuthnStatement: `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_session-${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
            AttributeStatement: attributeStatement(user),
          },
        );
        return { id, context };
      },
    );
    const signed = (response as { context: string }).context;
    if (variant !== 'unsigned') return signed;
    const xml = Buffer.from(signed, 'base64').toString('utf8');
    return Buffer.from(xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, ''), 'utf8').toString('base64');
  };

  server.on('request', (request, reply) => {
    const address = new URL(request.url ?? '/', url);
    const send = (status: number, type: string, body: string) => {
      reply.writeHead(status, { 'content-type': type });
      reply.end(body);
    };
    void (async () => {
      if (address.pathname === '/metadata')
        return send(200, 'application/samlmetadata+xml', idp.getMetadata());
      if (address.pathname === '/sso' && request.method === 'GET') {
        await readRequest(address.searchParams);
        const query = escapeXml(address.search.slice(1));
        const buttons = [...users.values()]
          .map(
            (user) =>
              `<form method="post" action="/sso/approve"><input type="hidden" name="query" value="${query}">` +
              `<input type="hidden" name="nameId" value="${escapeXml(user.nameId)}">` +
              `<button type="submit">Sign in as ${escapeXml(user.givenName ?? user.nameId)}</button></form>`,
          )
          .join('');
        return send(200, 'text/html; charset=utf-8', page('Test school sign-in', buttons));
      }
      if (address.pathname === '/sso/approve' && request.method === 'POST') {
        const form = await formBody(request);
        const user = users.get(form.get('nameId') ?? '');
        if (!user) return send(400, 'text/plain', 'unknown user');
        const signIn = await readRequest(new URLSearchParams(form.get('query') ?? ''));
        const samlResponse = await respondTo(signIn, user, 'signed');
        const acs = signIn.target.entityMeta.getAssertionConsumerService('post');
        return send(
          200,
          'text/html; charset=utf-8',
          page(
            'Signing you in',
            `<form id="post" method="post" action="${escapeXml(String(acs))}">` +
              `<input type="hidden" name="SAMLResponse" value="${escapeXml(samlResponse)}">` +
              `<button type="submit">Continue</button></form>` +
              `<script>document.getElementById('post').submit()</script>`,
          ),
        );
      }
      if (address.pathname === '/slo') {
        const target = await serviceProvider(issuerOf(address.searchParams));
        const parsed = await idp.parseLogoutRequest(target, 'redirect', {
          query: Object.fromEntries(address.searchParams),
          octetString: '',
        });
        logouts.push(String(parsed.extract.nameID));
        const { context } = idp.createLogoutResponse(target, { extract: parsed.extract }, 'redirect', '') as {
          context: string;
        };
        reply.writeHead(302, { location: context });
        return reply.end();
      }
      return send(404, 'text/plain', 'not found');
    })().catch((error: unknown) => send(500, 'text/plain', String(error)));
  });

  return {
    url,
    metadataUrl: `${url}/metadata`,
    metadataXml: idp.getMetadata(),
    users,
    logouts,
    async respond(signInUrl, user, variant = 'signed') {
      return respondTo(await readRequest(new URL(signInUrl).searchParams), user, variant);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
