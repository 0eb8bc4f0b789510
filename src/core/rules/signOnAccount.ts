import type { RoleMapping } from '../schemas/signOnConfig';
import { approvalOnRegistration, type TeacherApproval } from './teacherApproval';

/**
 * What a new account made by single sign-on is (issue 34): its role from the provider's claims as the school
 * configured them, an administrator by the admin claim, else the provider's default role. A teacher named by a claim
 * is approved (the school's directory vouches for them); a teacher by default waits for approval exactly like a
 * self-registered teacher (SPEC §6, rules/teacherApproval.ts).
 */
export interface SignOnRole {
  role: 'teacher' | 'student';
  isAdmin: boolean;
  teacherApproval: TeacherApproval;
}

const matches = (claimed: readonly string[], wanted: readonly string[]) =>
  claimed.some((value) => wanted.includes(value));

export function roleFromClaims(
  mapping: RoleMapping,
  roleClaimValues: readonly string[],
  adminClaimValues: readonly string[],
): SignOnRole {
  if (matches(adminClaimValues, mapping.adminValues))
    return { role: 'teacher', isAdmin: true, teacherApproval: 'approved' };
  if (matches(roleClaimValues, mapping.teacherValues))
    return { role: 'teacher', isAdmin: false, teacherApproval: 'approved' };
  if (matches(roleClaimValues, mapping.studentValues))
    return { role: 'student', isAdmin: false, teacherApproval: 'approved' };
  return {
    role: mapping.defaultRole,
    isAdmin: false,
    teacherApproval: approvalOnRegistration(mapping.defaultRole),
  };
}

const USERNAME_MIN = 3;
const USERNAME_MAX = 32;

/**
 * The username a new account asks for (SPEC §5: 3-32 lower-case letters, digits, dots, dashes or underscores): the
 * configured claim's value, else the local part of the email, with anything else turned into dots. `attempt` > 0
 * appends a number to make it unique, keeping it within the limit.
 */
export function signOnUsername(wanted: string | undefined, email: string, attempt = 0): string {
  const source = wanted?.trim() || email.split('@')[0] || 'user';
  let base = source
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '.')
    .replace(/^[.]+|[.]+$/g, '');
  if (base.length < USERNAME_MIN) base = `${base}user`;
  const suffix = attempt > 0 ? String(attempt + 1) : '';
  return base.slice(0, USERNAME_MAX - suffix.length) + suffix;
}
