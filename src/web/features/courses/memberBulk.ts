import type { MemberReportLine } from '../../../core/schemas/courses';
import { MEMBER_FIELDS } from '../../../core/schemas/fields';

/** The server's limits on one bulk add (addMembersBody): lines per call and characters per line. */
export const MAX_MEMBER_LINES = MEMBER_FIELDS.identifiers.max;
export const MAX_MEMBER_LINE_LENGTH = MEMBER_FIELDS.identifier.max;

/**
 * The pasted list as the server reads it: the lines as typed (the server splits commas and skips blank lines),
 * so the line numbers of its report are the line numbers of the box. Blank lines at the end are dropped.
 */
export function pastedLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && !lines.at(-1)?.trim()) lines.pop();
  return lines;
}

/** Why the pasted lines cannot be sent, or null when they can. */
export function pastedLinesProblem(lines: readonly string[]): string | null {
  if (!lines.some((line) => line.trim())) return 'Paste at least one username or email.';
  if (lines.length > MAX_MEMBER_LINES) return `Add at most ${MAX_MEMBER_LINES} lines at a time.`;
  const long = lines.findIndex((line) => line.length > MAX_MEMBER_LINE_LENGTH);
  return long === -1 ? null : `Line ${long + 1} is longer than ${MAX_MEMBER_LINE_LENGTH} characters.`;
}

/** A one-line count of a bulk add: '3 added, 1 already in the course, 2 not added'. */
export function reportSummary(lines: readonly MemberReportLine[]): string {
  const count = (status: MemberReportLine['status']) => lines.filter((line) => line.status === status).length;
  return [
    `${count('added')} added`,
    count('already') > 0 ? `${count('already')} already in the course` : '',
    count('failed') > 0 ? `${count('failed')} not added` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
