/** The sections of /admin_dashboard, in tab order; `?section=` names the open one. */
export const ADMIN_SECTIONS = [
  {
    value: 'reference',
    label: 'Reference data',
    summary: 'Sectors, employers, CVQ entries, institutions and course codes.',
  },
  {
    value: 'people',
    label: 'People',
    summary:
      'Find anyone, add a person, resend their mail, disable or enable, grant administrator rights, export.',
  },
  {
    value: 'import',
    label: 'Import people',
    summary: 'Bring many people in from a CSV file: preview each row, then confirm.',
  },
  {
    value: 'teachers',
    label: 'Teachers',
    summary: 'Approve new teachers, grant or remove administrator rights, disable or enable accounts.',
  },
  {
    value: 'outbox',
    label: 'Mail outbox',
    summary: 'Verification, reset and approval mails the app has written.',
  },
  {
    value: 'manuals',
    label: 'Manuals',
    summary: 'The guides everyone reads on the manuals page: add, rename, order, remove.',
  },
  {
    value: 'help',
    label: 'Help videos',
    summary: 'The videos each page’s help button plays, by page and role.',
  },
  {
    value: 'deleted',
    label: 'Deleted history',
    summary: 'What teachers and admins removed, and restoring it.',
  },
  {
    value: 'audit',
    label: 'Audit',
    summary: 'Who did which administrator action to whom, when and from where.',
  },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['value'];

export function adminSectionOf(value: string | null): AdminSection {
  return ADMIN_SECTIONS.find((section) => section.value === value)?.value ?? 'reference';
}
