import { describe, expect, it } from 'vitest';
import { type RoleMapping, roleMappingSchema } from '../schemas/signOnConfig';
import { roleFromClaims, type SignOnRole, signOnUsername } from './signOnAccount';

// Issue 34 (single sign-on) with SPEC §6 roles: the configured claim decides teacher, student or admin; without
// it the provider's default role applies, and a default teacher waits for approval like a self-registered one.
const mapping = (extra: Partial<RoleMapping> = {}): RoleMapping =>
  roleMappingSchema.parse({
    claim: 'groups',
    teacherValues: ['staff'],
    studentValues: ['pupils'],
    adminValues: ['it-admins'],
    ...extra,
  });

describe('roleFromClaims', () => {
  const student: SignOnRole = { role: 'student', isAdmin: false, teacherApproval: 'approved' };
  const teacher: SignOnRole = { role: 'teacher', isAdmin: false, teacherApproval: 'approved' };
  const admin: SignOnRole = { role: 'teacher', isAdmin: true, teacherApproval: 'approved' };
  const waitingTeacher: SignOnRole = { role: 'teacher', isAdmin: false, teacherApproval: 'pending' };
  const cases: Array<[string, RoleMapping, string[], string[], SignOnRole]> = [
    ['a teacher value makes an approved teacher', mapping(), ['staff'], [], teacher],
    ['a student value makes a student', mapping(), ['pupils'], [], student],
    ['an admin value makes an approved admin teacher', mapping(), ['pupils'], ['it-admins'], admin],
    ['teacher wins over student when both are claimed', mapping(), ['pupils', 'staff'], [], teacher],
    ['no claimed value: the default student', mapping(), [], [], student],
    ['an unknown value: the default student', mapping(), ['visitors'], [], student],
    [
      'no claimed value with a teacher default: a teacher waiting for approval',
      mapping({ defaultRole: 'teacher' }),
      [],
      [],
      waitingTeacher,
    ],
    ['a student value beats a teacher default', mapping({ defaultRole: 'teacher' }), ['pupils'], [], student],
    ['no mapping at all: the default student', roleMappingSchema.parse({}), ['staff'], [], student],
  ];
  it.each(cases)('%s', (_name, rules, roleValues, adminValues, expected) => {
    expect(roleFromClaims(rules, roleValues, adminValues)).toEqual(expected);
  });
});

describe('signOnUsername', () => {
  const cases: Array<[string, string | undefined, string, number, string]> = [
    ['the claim when configured', 'Ana.Lopez', 'ana@school.org', 0, 'ana.lopez'],
    ['the email local part without a claim', undefined, 'Ana.Lopez@school.org', 0, 'ana.lopez'],
    ['other characters become dots', 'ana lópez', 'x@y.z', 0, 'ana.l.pez'],
    ['too short is lengthened', 'al', 'x@y.z', 0, 'aluser'],
    ['a second try gets a number', undefined, 'ana@school.org', 1, 'ana2'],
    ['kept within 32 characters', 'a'.repeat(40), 'x@y.z', 1, `${'a'.repeat(31)}2`],
  ];
  it.each(cases)('%s', (_name, wanted, email, attempt, expected) => {
    expect(signOnUsername(wanted, email, attempt)).toBe(expected);
  });
});
