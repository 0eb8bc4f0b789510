import { type LoginIdentity, loginIdentity } from '../../../core/rules/loginIdentity';

/** One username or email a teacher pasted, with the line it came from (1-based) and its SPEC §5 reading. */
export interface MemberEntry {
  line: number;
  identifier: string;
  identity: LoginIdentity;
}

/**
 * Reads the pasted lines: blank lines are ignored, and a line may hold several entries separated by commas,
 * semicolons or spaces (usernames and emails contain none). SPEC §5: an entry with @ is an email; both kinds
 * are compared lower-cased.
 */
export function readMemberEntries(lines: readonly string[]): MemberEntry[] {
  return lines.flatMap((text, index) =>
    text
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((identifier) => ({
        line: index + 1,
        identifier,
        identity: loginIdentity({ username: identifier })!,
      })),
  );
}
