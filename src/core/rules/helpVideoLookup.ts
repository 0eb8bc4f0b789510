import type { HelpAudience } from '../schemas/sharedDocumentFields';

/**
 * SPEC §9 "Help videos are looked up by the first path segment of the page, per role" (§7 getCurrentVideo/
 * {firstPathSegment}/{role or value}). These say which segment a page has and which videos a role sees.
 */

/** The first segment of a page's path, as the lookup uses it: `/dashboard/x` → `dashboard`, `/` → ''. */
export function firstPathSegment(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}

/** The audiences a role sees: its own videos and everyone's. Any other value is someone signed out. */
export function audiencesOf(role: string): HelpAudience[] {
  return role === 'teacher' || role === 'student' ? [role, 'all'] : ['all'];
}

/** The role segment a viewer asks with: their role, or `value` (signed out) as SPEC §7 writes it. */
export function helpRoleOf(role: 'teacher' | 'student' | null | undefined): string {
  return role ?? 'value';
}
