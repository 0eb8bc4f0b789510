import { describe, expect, it } from 'vitest';
import { attributeValues, type SamlAssertionFacts, type SamlMapping, samlIdentity } from './samlIdentity';

// Issue 34 and SPEC §2 (/loginIDQ): a SAML assertion's attributes, read through the names the school configured.
const MAIL = 'urn:oid:0.9.2342.19200300.100.1.3';
const mapping: SamlMapping = {
  attributes: { email: MAIL, givenName: 'givenName', familyName: 'sn' },
  trustEmail: true,
  usernameClaim: 'uid',
  roles: { claim: 'eduPersonAffiliation', adminClaim: 'groups' },
};

describe('attributeValues', () => {
  const cases: Array<[string, unknown, string[]]> = [
    ['one value', 'student', ['student']],
    ['repeated values', ['member', 'staff'], ['member', 'staff']],
    ['blank and non-text values are passed over', [' ', 7, { nested: true }, ' faculty '], ['faculty']],
    ['absent', undefined, []],
  ];
  it.each(cases)('%s', (_name, value, expected) => {
    expect(attributeValues({ a: value }, 'a')).toEqual(expected);
  });
  it('no attribute name configured: no values', () => {
    expect(attributeValues({ a: 'x' }, undefined)).toEqual([]);
  });
});

describe('samlIdentity', () => {
  const full: SamlAssertionFacts = {
    nameId: 'ada-42',
    attributes: {
      [MAIL]: 'Ada@School.example',
      givenName: 'Ada',
      sn: 'Lovelace',
      uid: 'ada',
      eduPersonAffiliation: ['member', 'faculty'],
      groups: 'lms-admins',
    },
  };
  const cases: Array<[string, SamlAssertionFacts, SamlMapping, ReturnType<typeof samlIdentity>]> = [
    [
      'everything read; the email lower-cased and trusted',
      full,
      mapping,
      {
        subject: 'ada-42',
        email: 'ada@school.example',
        emailVerified: true,
        givenName: 'Ada',
        familyName: 'Lovelace',
        username: 'ada',
        roleClaimValues: ['member', 'faculty'],
        adminClaimValues: ['lms-admins'],
      },
    ],
    [
      'a provider whose email is not trusted: not verified',
      full,
      { ...mapping, trustEmail: false },
      expect.objectContaining({ email: 'ada@school.example', emailVerified: false }),
    ],
    [
      'no email attribute: an empty address, never verified',
      { nameId: 'x', attributes: {} },
      mapping,
      { subject: 'x', email: '', emailVerified: false, roleClaimValues: [], adminClaimValues: [] },
    ],
    [
      'a subject attribute names the person instead of a transient NameID',
      full,
      { ...mapping, subjectAttribute: 'uid' },
      expect.objectContaining({ subject: 'ada' }),
    ],
    [
      'the admin values come from the role attribute when no admin attribute is named',
      full,
      { ...mapping, roles: { claim: 'eduPersonAffiliation' } },
      expect.objectContaining({ adminClaimValues: ['member', 'faculty'] }),
    ],
    ['no NameID and no subject attribute: no one', { nameId: ' ', attributes: {} }, mapping, null],
    [
      'a subject attribute that is missing: no one',
      { nameId: 'x', attributes: {} },
      { ...mapping, subjectAttribute: 'uid' },
      null,
    ],
  ];
  it.each(cases)('%s', (_name, facts, settings, expected) => {
    expect(samlIdentity(facts, settings)).toEqual(expected);
  });
});
