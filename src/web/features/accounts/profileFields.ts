/** How the completeness check's missing fields (checkUserProfile `missing`) read to a person. */
const LABELS: Record<string, string> = {
  fullName: 'your full name',
  phone: 'a phone number',
  institution: 'your institution',
  emailVerified: 'a confirmed email address',
};

export function missingFieldLabel(field: string): string {
  return LABELS[field] ?? field;
}

/** 'a phone number and your institution' */
export function describeMissing(fields: readonly string[]): string {
  const labels = fields.map(missingFieldLabel);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
