import type { ProviderIdentity } from '../schemas/signOn';
/**
 * Who a SAML assertion names (issue 34, /loginIDQ): its attributes read through the names the school configured.
 * SAML has no email_verified: the address counts as verified only when the provider's `trustEmail` says so
 * (docs/decisions.md "SAML sign-in"). Pure, so the table test states it.
 */
export interface SamlAssertionFacts {
  nameId: string;
  /** The assertion's attributes by name; a value is a string or a list of them. */
  attributes: Record<string, unknown>;
}

export interface SamlMapping {
  subjectAttribute?: string | undefined;
  attributes: { email: string; givenName: string; familyName: string };
  trustEmail: boolean;
  usernameClaim?: string | undefined;
  roles: { claim?: string | undefined; adminClaim?: string | undefined };
}

/** Every string value of an attribute (an attribute may repeat its value, as groups do). */
export function attributeValues(attributes: Record<string, unknown>, name: string | undefined): string[] {
  if (!name) return [];
  const value = attributes[name];
  return (Array.isArray(value) ? value : [value])
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const first = (attributes: Record<string, unknown>, name: string | undefined) =>
  attributeValues(attributes, name)[0];

/** The identity, or null when the assertion names no one (no NameID and no subject attribute). */
export function samlIdentity(facts: SamlAssertionFacts, mapping: SamlMapping): ProviderIdentity | null {
  const subject = mapping.subjectAttribute
    ? first(facts.attributes, mapping.subjectAttribute)
    : facts.nameId.trim() || undefined;
  if (!subject) return null;
  const email = (first(facts.attributes, mapping.attributes.email) ?? '').toLowerCase();
  const givenName = first(facts.attributes, mapping.attributes.givenName);
  const familyName = first(facts.attributes, mapping.attributes.familyName);
  const username = first(facts.attributes, mapping.usernameClaim);
  const adminClaim = mapping.roles.adminClaim ?? mapping.roles.claim;
  return {
    subject,
    email,
    emailVerified: mapping.trustEmail && email !== '',
    ...(givenName ? { givenName } : {}),
    ...(familyName ? { familyName } : {}),
    ...(username ? { username } : {}),
    roleClaimValues: attributeValues(facts.attributes, mapping.roles.claim),
    adminClaimValues: attributeValues(facts.attributes, adminClaim),
  };
}
