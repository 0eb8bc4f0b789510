import { readFileSync } from 'node:fs';
import { SAML_CLOCK_SKEW_MS, SAML_REQUEST_LIFETIME_MS } from '../../../../core/rules/samlAssertion';
import type { SamlProviderConfig } from '../../../../core/schemas/signOnConfig';
import type { ServiceContext } from '../../../platform/context';
import { parseIdpMetadata, type SamlIdpMetadata } from './metadata';
import { samlRequestStore } from './requestStore';

/** A configured SAML provider (SSO_PROVIDERS, core/schemas/signOnConfig.ts). */
export type SamlProvider = SamlProviderConfig;

/** Our addresses for one provider (we are the service provider). */
export function samlAddresses(publicUrl: string, providerId: string) {
  const base = `${publicUrl}/api/v1/sso/saml/${encodeURIComponent(providerId)}`;
  return { metadata: `${base}/metadata`, acs: `${base}/acs`, slo: `${base}/slo` };
}

export const spEntityId = (publicUrl: string, provider: SamlProvider) =>
  provider.spEntityId ?? samlAddresses(publicUrl, provider.id).metadata;

/** Our key material, read from its files once. */
interface SpKeys {
  signingKey?: string;
  signingCert?: string;
  decryptionKey?: string;
  decryptionCert?: string;
}

const METADATA_REFRESH_MS = 60 * 60_000;
const METADATA_FETCH_TIMEOUT_MS = 10_000;

interface Loaded {
  keys: SpKeys;
  /** Fixed metadata (a file, or the address and certificate given), or the last fetched with its time. */
  idp?: SamlIdpMetadata;
  fetchedAt?: number;
}

/** Per provider settings object (one per loaded configuration), what its files and address gave. */
const loaded = new WeakMap<SamlProvider, Loaded>();

const readPem = (path: string, what: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new Error(`cannot read ${what} ${path}`);
  }
};

/**
 * Reads a provider's local files (its metadata file, our keys) and checks them: called for every SAML provider when
 * the app starts, so a wrong path or a broken metadata file stops the start with a message naming the provider.
 */
export function loadSamlProvider(provider: SamlProvider): Loaded {
  const known = loaded.get(provider);
  if (known) return known;
  try {
    const keys: SpKeys = {
      ...(provider.spPrivateKeyFile
        ? { signingKey: readPem(provider.spPrivateKeyFile, 'spPrivateKeyFile') }
        : {}),
      ...(provider.spCertFile ? { signingCert: readPem(provider.spCertFile, 'spCertFile') } : {}),
      ...(provider.spDecryptionKeyFile
        ? { decryptionKey: readPem(provider.spDecryptionKeyFile, 'spDecryptionKeyFile') }
        : {}),
      ...(provider.spDecryptionCertFile
        ? { decryptionCert: readPem(provider.spDecryptionCertFile, 'spDecryptionCertFile') }
        : {}),
    };
    let idp: SamlIdpMetadata | undefined;
    if (provider.idpMetadataFile) {
      const xml = readPem(provider.idpMetadataFile, 'idpMetadataFile');
      try {
        idp = parseIdpMetadata(xml, provider.idpEntityId);
      } catch (error) {
        throw new Error(`idpMetadataFile ${(error as Error).message}`);
      }
    } else if (provider.idpSignOnUrl && provider.idpCert) {
      idp = {
        entityId: provider.idpEntityId ?? '',
        signOnUrl: provider.idpSignOnUrl,
        ...(provider.idpLogoutUrl ? { logoutUrl: provider.idpLogoutUrl } : {}),
        signingCerts: [provider.idpCert],
      };
    }
    const entry: Loaded = { keys, ...(idp ? { idp } : {}) };
    loaded.set(provider, entry);
    return entry;
  } catch (error) {
    throw new Error(`SSO provider ${provider.id}: ${(error as Error).message}`);
  }
}

/** The identity provider's metadata: fixed, or fetched from its address and kept for an hour. */
async function idpMetadata(provider: SamlProvider): Promise<SamlIdpMetadata> {
  const entry = loadSamlProvider(provider);
  if (!provider.idpMetadataUrl) return entry.idp as SamlIdpMetadata;
  if (entry.idp && entry.fetchedAt && Date.now() - entry.fetchedAt < METADATA_REFRESH_MS) return entry.idp;
  try {
    const response = await fetch(provider.idpMetadataUrl, {
      signal: AbortSignal.timeout(METADATA_FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    entry.idp = parseIdpMetadata(await response.text(), provider.idpEntityId);
    entry.fetchedAt = Date.now();
    return entry.idp;
  } catch (error) {
    // The metadata read an hour ago still serves while the provider's address is away.
    if (entry.idp) return entry.idp;
    throw new Error(`SSO provider ${provider.id}: idpMetadataUrl ${(error as Error).message}`);
  }
}

/**
 * node-saml (with its XML signature and encryption libraries), loaded at the first SAML call rather than with the
 * server: a school without a SAML provider never holds it (docs/decisions.md, "Sign-on libraries load with the first
 * sign-on").
 */
export const samlLibrary = () => import('@node-saml/node-saml');

/**
 * node-saml's service provider for one provider and one request: assertions must be signed by the provider's
 * certificate, be for our audience, be within their times (with a small clock skew), and answer a request we sent
 * and have not seen answered (InResponseTo, kept in the database).
 */
export async function samlServiceProvider(ctx: ServiceContext, provider: SamlProvider) {
  const { SAML, ValidateInResponseTo } = await samlLibrary();
  const { keys } = loadSamlProvider(provider);
  const idp = await idpMetadata(provider);
  const addresses = samlAddresses(ctx.config.publicUrl, provider.id);
  const entityId = spEntityId(ctx.config.publicUrl, provider);
  const saml = new SAML({
    issuer: entityId,
    audience: entityId,
    callbackUrl: addresses.acs,
    logoutCallbackUrl: addresses.slo,
    entryPoint: idp.signOnUrl,
    ...(idp.logoutUrl ? { logoutUrl: idp.logoutUrl } : {}),
    idpCert: idp.signingCerts,
    ...(idp.entityId ? { idpIssuer: idp.entityId } : {}),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_MS,
    cacheProvider: samlRequestStore(ctx.db, ctx.clock, provider.id),
    identifierFormat: provider.nameIdFormat,
    // Asking for a password-protected transport would turn away schools that sign in with a second factor.
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    ...(keys.signingKey ? { privateKey: keys.signingKey } : {}),
    ...(keys.decryptionKey ? { decryptionPvk: keys.decryptionKey } : {}),
  });
  return { saml, idp, keys, entityId };
}
