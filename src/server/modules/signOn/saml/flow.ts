import type { Profile } from '@node-saml/node-saml';
import { XMLParser } from 'fast-xml-parser';
import { samlIdentity } from '../../../../core/rules/samlIdentity';
import type { ProviderIdentity } from '../../../../core/schemas/signOn';
import type { ServiceContext } from '../../../platform/context';
import { HTTP_POST, HTTP_REDIRECT } from './metadata';
import { type SamlRefusal, samlRefusal } from './refusalCodes';
import { rememberSamlAssertion, samlAssertionSeen, samlRequestAnswered } from './requestStore';
import {
  loadSamlProvider,
  type SamlProvider,
  samlAddresses,
  samlLibrary,
  samlServiceProvider,
  spEntityId,
} from './serviceProvider';

/** What single logout needs later: who the provider said signed in, and in which of its sessions. */
export interface SamlSignOut {
  nameId: string;
  nameIdFormat: string;
  sessionIndex?: string;
  nameQualifier?: string;
  spNameQualifier?: string;
}

/** Our metadata for this provider: entity id, ACS (HTTP-POST), single logout, our certificates when configured. */
export async function samlMetadataXml(
  publicUrl: string,
  provider: SamlProvider & { usernameClaim?: string },
): Promise<string> {
  const { keys } = loadSamlProvider(provider);
  const { generateServiceProviderMetadata } = await samlLibrary();
  const addresses = samlAddresses(publicUrl, provider.id);
  const xml = generateServiceProviderMetadata({
    issuer: spEntityId(publicUrl, provider),
    callbackUrl: addresses.acs,
    logoutCallbackUrl: addresses.slo,
    identifierFormat: provider.nameIdFormat,
    wantAssertionsSigned: true,
    ...(keys.signingKey && keys.signingCert
      ? { privateKey: keys.signingKey, publicCerts: keys.signingCert, signatureAlgorithm: 'sha256' as const }
      : {}),
    ...(keys.decryptionKey && keys.decryptionCert
      ? { decryptionPvk: keys.decryptionKey, decryptionCert: keys.decryptionCert }
      : {}),
  });
  // node-saml names HTTP-POST for single logout; our single logout address reads the HTTP-Redirect binding.
  return xml.replace(
    `<SingleLogoutService Binding="${HTTP_POST}" Location="${addresses.slo}"`,
    `<SingleLogoutService Binding="${HTTP_REDIRECT}" Location="${addresses.slo}"`,
  );
}

/** The identity provider's address with our AuthnRequest (HTTP-Redirect binding); the request id is kept. */
export async function samlSignInUrl(ctx: ServiceContext, provider: SamlProvider): Promise<string> {
  const { saml } = await samlServiceProvider(ctx, provider);
  return saml.getAuthorizeUrlAsync('', undefined, {});
}

const unsignedReader = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
});

/**
 * The response's request id and assertion id, read before anything is checked: only to tell a replay from other
 * refusals. Nothing read here is trusted; the assertion id is remembered only once its signature was verified.
 */
function unverifiedIds(samlResponse: string): { requestId?: string; assertionId?: string } {
  try {
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    const response = (unsignedReader.parse(xml) as { Response?: Record<string, unknown> }).Response;
    const assertion = response?.Assertion as Record<string, unknown> | undefined;
    const requestId = response?.['@InResponseTo'];
    const assertionId = assertion?.['@ID'];
    return {
      ...(typeof requestId === 'string' ? { requestId } : {}),
      ...(typeof assertionId === 'string' ? { assertionId } : {}),
    };
  } catch {
    return {};
  }
}

type Node = Record<string, unknown>;
const asList = (value: unknown): Node[] => (Array.isArray(value) ? value : value ? [value] : []) as Node[];

/** The verified assertion's id and the times it may be used until (xml2js shape, as node-saml parsed it). */
function assertionFacts(profile: Profile): { id?: string; notOnOrAfter: Array<string | undefined> } {
  const parsed = profile.getAssertion?.() as { Assertion?: Node } | undefined;
  const assertion = parsed?.Assertion;
  const attributesOf = (node: Node | undefined) => (node?.$ as Record<string, string> | undefined) ?? {};
  const conditions = asList(assertion?.Conditions).map((node) => attributesOf(node).NotOnOrAfter);
  const confirmations = asList(assertion?.Subject)
    .flatMap((subject) => asList(subject.SubjectConfirmation))
    .flatMap((confirmation) => asList(confirmation.SubjectConfirmationData))
    .map((data) => attributesOf(data).NotOnOrAfter);
  const id = attributesOf(assertion).ID;
  return { ...(id ? { id } : {}), notOnOrAfter: [...conditions, ...confirmations] };
}

export type SamlReceived =
  | { ok: true; identity: ProviderIdentity; signOut: SamlSignOut }
  | { ok: false; refusal: SamlRefusal; reason: string };

/**
 * Checks a response posted to our ACS: a replayed assertion is refused first (before node-saml spends its request
 * id), then node-saml verifies the signature on the assertion, its audience, its times and that it answers a request
 * we sent; the verified assertion is remembered until it expires, and its attributes are read as the school set.
 */
export async function receiveSamlResponse(
  ctx: ServiceContext,
  provider: SamlProvider & {
    usernameClaim?: string | undefined;
    roles: { claim?: string; adminClaim?: string };
  },
  samlResponse: string | undefined,
): Promise<SamlReceived> {
  if (!samlResponse) return { ok: false, refusal: 'failed', reason: 'no SAMLResponse in the form' };
  const unverified = unverifiedIds(samlResponse);
  if (
    unverified.assertionId &&
    (await samlAssertionSeen(ctx.db, ctx.clock, provider.id, unverified.assertionId))
  )
    return { ok: false, refusal: 'replayed', reason: 'assertion seen before' };
  const { saml } = await samlServiceProvider(ctx, provider);
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    const answered = unverified.requestId
      ? await samlRequestAnswered(ctx.db, provider.id, unverified.requestId)
      : false;
    return { ok: false, refusal: samlRefusal(error, answered), reason: (error as Error).message };
  }
  if (!profile) return { ok: false, refusal: 'denied', reason: 'no one signed in (passive)' };
  const facts = assertionFacts(profile);
  if (!facts.id) return { ok: false, refusal: 'failed', reason: 'the assertion has no ID' };
  if (!(await rememberSamlAssertion(ctx.db, ctx.clock, provider.id, facts.id, facts.notOnOrAfter)))
    return { ok: false, refusal: 'replayed', reason: 'assertion arrived twice' };
  const identity = samlIdentity(
    { nameId: profile.nameID ?? '', attributes: (profile.attributes as Record<string, unknown>) ?? {} },
    provider,
  );
  if (!identity) return { ok: false, refusal: 'failed', reason: 'the assertion names no one' };
  return {
    ok: true,
    identity,
    signOut: {
      nameId: profile.nameID,
      nameIdFormat: profile.nameIDFormat,
      ...(profile.sessionIndex ? { sessionIndex: profile.sessionIndex } : {}),
      ...(profile.nameQualifier ? { nameQualifier: profile.nameQualifier } : {}),
      ...(profile.spNameQualifier ? { spNameQualifier: profile.spNameQualifier } : {}),
    },
  };
}

/**
 * Where the browser goes to sign out at the identity provider too (SP-initiated single logout, HTTP-Redirect), or
 * undefined when its metadata offers no SingleLogoutService.
 */
export async function samlLogoutUrl(
  ctx: ServiceContext,
  provider: SamlProvider,
  signOut: SamlSignOut,
): Promise<string | undefined> {
  const { saml, idp } = await samlServiceProvider(ctx, provider);
  if (!idp.logoutUrl) return undefined;
  const profile: Profile = {
    issuer: idp.entityId,
    nameID: signOut.nameId,
    nameIDFormat: signOut.nameIdFormat,
    ...(signOut.sessionIndex ? { sessionIndex: signOut.sessionIndex } : {}),
    ...(signOut.nameQualifier ? { nameQualifier: signOut.nameQualifier } : {}),
    ...(signOut.spNameQualifier ? { spNameQualifier: signOut.spNameQualifier } : {}),
  };
  return saml.getLogoutUrlAsync(profile, '', {});
}

/** The identity provider's answer to our logout request, back at our single logout address: checked, then done. */
export async function receiveSamlLogoutResponse(
  ctx: ServiceContext,
  provider: SamlProvider,
  query: Record<string, unknown>,
  originalQuery: string,
): Promise<boolean> {
  const { saml } = await samlServiceProvider(ctx, provider);
  try {
    const container = query as Parameters<typeof saml.validateRedirectAsync>[0];
    const { loggedOut } = await saml.validateRedirectAsync(container, originalQuery);
    return loggedOut;
  } catch (error) {
    ctx.log.warn({ err: error, provider: provider.id }, 'SAML logout response refused');
    return false;
  }
}
