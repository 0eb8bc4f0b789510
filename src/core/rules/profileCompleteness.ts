/** The fields the completeness check reads (a subset of the stored user). */
export interface ProfileFacts {
  fullName: string;
  phone: string;
  institution: string;
  emailVerified: boolean;
}

export type MissingProfileField = 'fullName' | 'phone' | 'institution' | 'emailVerified';

/**
 * SPEC §2 /login: a signed-in user with an incomplete profile is sent to their profile page.
 * Our definition (the spec leaves it open): full name, phone and institution are filled in and the
 * email address is verified. Returns what is missing, in form order; empty means complete.
 */
export function missingProfileFields(user: ProfileFacts): MissingProfileField[] {
  const missing: MissingProfileField[] = [];
  if (!user.fullName.trim()) missing.push('fullName');
  if (!user.phone.trim()) missing.push('phone');
  if (!user.institution.trim()) missing.push('institution');
  if (!user.emailVerified) missing.push('emailVerified');
  return missing;
}
