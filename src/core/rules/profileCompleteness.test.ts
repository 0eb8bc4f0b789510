import { describe, expect, it } from 'vitest';
import { type MissingProfileField, missingProfileFields, type ProfileFacts } from './profileCompleteness';

const complete: ProfileFacts = {
  fullName: 'Ada Lovelace',
  phone: '+44 20 7946 0000',
  institution: 'Analytical School',
  emailVerified: true,
};

// SPEC §2 (/login profile check); the definition of complete is ours, documented in docs/api.md.
describe('missingProfileFields (SPEC §2 profile completeness)', () => {
  const cases: Array<[string, Partial<ProfileFacts>, MissingProfileField[]]> = [
    ['complete profile', {}, []],
    ['no full name', { fullName: '' }, ['fullName']],
    ['blank phone counts as missing', { phone: '   ' }, ['phone']],
    ['no institution', { institution: '' }, ['institution']],
    ['unverified email', { emailVerified: false }, ['emailVerified']],
    [
      'everything missing, in form order',
      { fullName: '', phone: '', institution: '', emailVerified: false },
      ['fullName', 'phone', 'institution', 'emailVerified'],
    ],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(missingProfileFields({ ...complete, ...change })).toEqual(expected);
  });
});
