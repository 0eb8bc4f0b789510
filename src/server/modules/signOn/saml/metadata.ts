import { XMLParser } from 'fast-xml-parser';

/** What we need of an identity provider's SAML metadata: who it is, where to send people, how it signs. */
export interface SamlIdpMetadata {
  entityId: string;
  /** The SingleSignOnService for the HTTP-Redirect binding. */
  signOnUrl: string;
  /** The SingleLogoutService for the HTTP-Redirect binding; absent when the provider offers none. */
  logoutUrl?: string;
  /** The signing certificates, base64 DER as the metadata gives them. */
  signingCerts: string[];
}

export const HTTP_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
export const HTTP_POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  isArray: (name) =>
    [
      'EntityDescriptor',
      'IDPSSODescriptor',
      'KeyDescriptor',
      'SingleSignOnService',
      'SingleLogoutService',
    ].includes(name) || name === 'X509Certificate',
});

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);
const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Node)['#text'] === 'string')
    return (value as Node)['#text'] as string;
  return undefined;
};

function redirectLocation(services: Node[]): string | undefined {
  const service = services.find((entry) => entry['@Binding'] === HTTP_REDIRECT);
  return typeof service?.['@Location'] === 'string' ? service['@Location'] : undefined;
}

/**
 * Reads an identity provider's metadata (an EntityDescriptor, or the first one of an EntitiesDescriptor whose
 * entityID is `entityId` when given, as a federation publishes them). Throws with a message for the operator when
 * it lacks what sign-in needs.
 */
export function parseIdpMetadata(xml: string, entityId?: string): SamlIdpMetadata {
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw new Error('is not XML');
  }
  const entities = [
    ...list(document.EntityDescriptor),
    ...list((document.EntitiesDescriptor as Node | undefined)?.EntityDescriptor),
  ];
  const entity = entities.find(
    (candidate) =>
      list(candidate.IDPSSODescriptor).length > 0 && (!entityId || candidate['@entityID'] === entityId),
  );
  if (!entity) throw new Error(entityId ? `has no identity provider ${entityId}` : 'has no IDPSSODescriptor');
  const idp = list(entity.IDPSSODescriptor)[0] as Node;
  const signOnUrl = redirectLocation(list(idp.SingleSignOnService));
  if (!signOnUrl) throw new Error('has no SingleSignOnService with the HTTP-Redirect binding');
  const signingCerts = list(idp.KeyDescriptor)
    .filter((key) => key['@use'] === undefined || key['@use'] === 'signing')
    .flatMap((key) => {
      const x509 = ((key.KeyInfo as Node | undefined)?.X509Data as Node | undefined)?.X509Certificate;
      return (Array.isArray(x509) ? x509 : [x509]).map(text);
    })
    .filter((cert): cert is string => Boolean(cert))
    .map((cert) => cert.replace(/\s+/g, ''));
  if (signingCerts.length === 0) throw new Error('has no signing certificate');
  const logoutUrl = redirectLocation(list(idp.SingleLogoutService));
  return {
    entityId: String(entity['@entityID'] ?? ''),
    signOnUrl,
    ...(logoutUrl ? { logoutUrl } : {}),
    signingCerts,
  };
}
