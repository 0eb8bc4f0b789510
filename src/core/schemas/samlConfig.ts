import { z } from 'zod';

/**
 * A SAML 2.0 identity provider's settings (issue 34, /loginIDQ; docs/operations.md "Single sign-on"). The provider
 * is described by its metadata (a file or an address), or by its sign-in address and signing certificate. We are
 * the service provider: our metadata is served at /api/v1/sso/saml/<id>/metadata.
 */
export const samlSettingsShape = {
  /** The identity provider's metadata XML file, read at start. */
  idpMetadataFile: z.string().min(1).optional(),
  /** The identity provider's metadata address, read at the first sign-in and again every hour. */
  idpMetadataUrl: z.url().optional(),
  /** Which identity provider of a federation's metadata (an EntitiesDescriptor) this one is. */
  idpEntityId: z.string().min(1).optional(),
  /** Without metadata: the SingleSignOnService (HTTP-Redirect) address ... */
  idpSignOnUrl: z.url().optional(),
  /** ... its signing certificate (PEM, or the base64 of the DER) ... */
  idpCert: z.string().min(1).optional(),
  /** ... and, when it has one, its SingleLogoutService (HTTP-Redirect) address. */
  idpLogoutUrl: z.url().optional(),
  /** Our entity id; by default the address of our metadata. */
  spEntityId: z.string().min(1).optional(),
  /** Our key and certificate (PEM files) to sign AuthnRequests and logout requests; published in our metadata. */
  spPrivateKeyFile: z.string().min(1).optional(),
  spCertFile: z.string().min(1).optional(),
  /** Our key and certificate (PEM files) for encrypted assertions; the certificate is published in our metadata. */
  spDecryptionKeyFile: z.string().min(1).optional(),
  spDecryptionCertFile: z.string().min(1).optional(),
  /** The NameID format asked for; the NameID names the person unless subjectAttribute is set. */
  nameIdFormat: z.string().min(1).default('urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified'),
  /** An attribute that names the person for good (such as eduPersonPrincipalName), instead of the NameID. */
  subjectAttribute: z.string().min(1).optional(),
  /** The attributes that carry the email address and the name; by default their standard (OID) names. */
  attributes: z
    .strictObject({
      email: z.string().min(1).default('urn:oid:0.9.2342.19200300.100.1.3'),
      givenName: z.string().min(1).default('urn:oid:2.5.4.42'),
      familyName: z.string().min(1).default('urn:oid:2.5.4.4'),
    })
    .prefault({}),
  /**
   * SAML says nothing of whether an address was checked: the email counts as verified only when this is true. By
   * default it is, since the school's own directory asserted it (docs/decisions.md "SAML sign-in").
   */
  trustEmail: z.boolean().default(true),
};

/** The settings a SAML provider must have: metadata, or a sign-in address and a certificate. */
export function samlSettingsComplete(settings: {
  idpMetadataFile?: string | undefined;
  idpMetadataUrl?: string | undefined;
  idpSignOnUrl?: string | undefined;
  idpCert?: string | undefined;
  spPrivateKeyFile?: string | undefined;
  spCertFile?: string | undefined;
  spDecryptionKeyFile?: string | undefined;
  spDecryptionCertFile?: string | undefined;
}): string | null {
  const sources = [settings.idpMetadataFile, settings.idpMetadataUrl].filter(Boolean).length;
  if (sources > 1) return 'names both idpMetadataFile and idpMetadataUrl: give one';
  if (sources === 0 && !(settings.idpSignOnUrl && settings.idpCert))
    return 'needs idpMetadataFile, idpMetadataUrl, or idpSignOnUrl with idpCert';
  if (Boolean(settings.spPrivateKeyFile) !== Boolean(settings.spCertFile))
    return 'needs spPrivateKeyFile and spCertFile together';
  if (Boolean(settings.spDecryptionKeyFile) !== Boolean(settings.spDecryptionCertFile))
    return 'needs spDecryptionKeyFile and spDecryptionCertFile together';
  return null;
}

/** The settings alone, as the SAML code reads them (signOnConfig.ts has the whole provider). */
export const samlSettingsSchema = z.object(samlSettingsShape);
export type SamlSettings = z.output<typeof samlSettingsSchema>;
