import { ACCOUNT_FIELDS } from '../schemas/fields';
import type { ImportOutcome } from './importOutcomes';

/**
 * Issue 34, the administrator's bulk import of people from CSV: what each row of the file would do, decided from
 * the row, the rows before it and the accounts that exist. Pure, so that the preview and the commit (which runs it
 * again inside its transaction) agree, and so that the browser could run it too.
 */

/** The columns an import reads and an export writes, in order (an export re-imports as it is). */
export const USER_CSV_COLUMNS = ['username', 'email', 'firstName', 'lastName', 'role', 'isAdmin'] as const;
export const USER_IMPORT_REQUIRED_COLUMNS = ['username', 'email', 'role'] as const;
/** Rows of one file, not counting its header line. */
export const USER_IMPORT_MAX_ROWS = 5000;
/** Characters of one file (about 1 MB). */
export const USER_IMPORT_MAX_CHARS = 1_000_000;

export type ImportRole = 'teacher' | 'student';

/** One row as the CSV parser gives it: column name to text, columns absent from the file missing. */
export type ImportCells = Partial<Record<string, string>>;

/** What the rule knows of an existing account. */
export interface ExistingAccount {
  id: string;
  username: string;
  email: string;
  fullName: string;
  role: ImportRole;
  isAdmin: boolean;
}

export interface ImportRowResult {
  /** The row's line in the file (the header is line 1). */
  line: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  /** The administrator flag the account ends with (what it has, when the file leaves it blank). */
  isAdmin: boolean;
  outcome: ImportOutcome;
  /** Why a row is refused, in words for the administrator. */
  reason?: string;
  /** The existing account an update or unchanged row is about. */
  userId?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const { min: USERNAME_MIN, max: USERNAME_MAX } = ACCOUNT_FIELDS.username;
const USERNAME = new RegExp(`^[a-z0-9._-]{${USERNAME_MIN},${USERNAME_MAX}}$`);
const TRUE = ['true', 'yes', '1', 'y'];
const FALSE = ['false', 'no', '0', 'n'];

/** The full name the product keeps: first and last joined by one space (an export splits it at its first space). */
export const joinName = (firstName: string, lastName: string) =>
  [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');

/** The two CSV name columns of a full name: what comes before its first space, and the rest. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** Cells a spreadsheet would run as a formula start with one of these (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An exported cell: one that would start a formula is written after a quote, which a spreadsheet shows as text. */
export const csvSafeCell = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);
/** An imported cell: the quote an export put before a formula-like cell is taken off again. */
export const csvCellValue = (cell: string | undefined) => {
  const text = (cell ?? '').trim();
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
};

/** The header problems that stop a whole file, or null when it has every required column. */
export function missingColumns(header: readonly string[]): string | null {
  const missing = USER_IMPORT_REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  return missing.length
    ? `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. The first line must name the columns: ${USER_CSV_COLUMNS.join(', ')}.`
    : null;
}

export interface ImportLookup {
  byEmail: ReadonlyMap<string, ExistingAccount>;
  byUsername: ReadonlyMap<string, ExistingAccount>;
  /** The administrator importing: their own account is never changed by a file. */
  callerId: string;
}

function refusal(row: Omit<ImportRowResult, 'outcome' | 'reason'>, reason: string): ImportRowResult {
  return { ...row, outcome: 'refused', reason };
}

/** SPEC §6 and issue 34: the outcome of each row, in order; a refused row names its reason. */
export function planImport(rows: readonly ImportCells[], lookup: ImportLookup): ImportRowResult[] {
  const seenEmails = new Map<string, number>();
  const seenUsernames = new Map<string, number>();
  return rows.map((cells, index) => {
    const line = index + 2;
    const email = csvCellValue(cells.email).toLowerCase();
    const username = csvCellValue(cells.username).toLowerCase();
    const firstName = csvCellValue(cells.firstName);
    const lastName = csvCellValue(cells.lastName);
    const role = csvCellValue(cells.role).toLowerCase();
    const adminCell = csvCellValue(cells.isAdmin).toLowerCase();
    const base = { line, username, email, firstName, lastName, role, isAdmin: false };

    const firstEmailLine = email ? seenEmails.get(email) : undefined;
    const firstUsernameLine = username ? seenUsernames.get(username) : undefined;
    if (email && firstEmailLine === undefined) seenEmails.set(email, line);
    if (username && firstUsernameLine === undefined) seenUsernames.set(username, line);

    if (!email) return refusal(base, 'The email address is missing.');
    if (email.length > ACCOUNT_FIELDS.email.max || !EMAIL.test(email))
      return refusal(base, `“${email}” is not an email address.`);
    if (firstEmailLine !== undefined)
      return refusal(base, `The same email address is on line ${firstEmailLine} of the file.`);
    if (!username) return refusal(base, 'The username is missing.');
    if (!USERNAME.test(username))
      return refusal(
        base,
        `Username “${username}”: use ${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, dots, dashes or underscores.`,
      );
    if (firstUsernameLine !== undefined)
      return refusal(base, `The same username is on line ${firstUsernameLine} of the file.`);
    if (role !== 'teacher' && role !== 'student')
      return refusal(
        base,
        role
          ? `Unknown role “${role}”: use teacher or student.`
          : 'The role is missing: use teacher or student.',
      );
    const fullName = joinName(firstName, lastName);
    if (!fullName) return refusal(base, 'The name is missing: give a first or last name.');
    if (fullName.length > ACCOUNT_FIELDS.fullName.max)
      return refusal(base, `The name is longer than ${ACCOUNT_FIELDS.fullName.max} characters.`);
    let wantsAdmin: boolean | undefined;
    if (TRUE.includes(adminCell)) wantsAdmin = true;
    else if (FALSE.includes(adminCell)) wantsAdmin = false;
    else if (adminCell) return refusal(base, `isAdmin “${adminCell}”: use true or false, or leave it empty.`);
    if (wantsAdmin && role !== 'teacher') return refusal(base, 'Only teachers can be administrators.');

    const byEmail = lookup.byEmail.get(email);
    const byUsername = lookup.byUsername.get(username);
    if (!byEmail) {
      if (byUsername) return refusal(base, `The username “${username}” belongs to another email address.`);
      return { ...base, isAdmin: wantsAdmin ?? false, outcome: 'create' };
    }
    if (byUsername && byUsername.id !== byEmail.id)
      return refusal(base, `The username “${username}” belongs to another email address.`);
    if (byEmail.username !== username)
      return refusal(
        base,
        `The account with this email has the username “${byEmail.username}”: an import does not rename.`,
      );
    const isAdmin = role === 'teacher' ? (wantsAdmin ?? byEmail.isAdmin) : false;
    const changed = byEmail.fullName !== fullName || byEmail.role !== role || byEmail.isAdmin !== isAdmin;
    const found = { ...base, isAdmin, userId: byEmail.id };
    if (!changed) return { ...found, outcome: 'unchanged' };
    if (byEmail.id === lookup.callerId)
      return refusal(found, 'Your own account cannot be changed by an import.');
    return { ...found, outcome: 'update' };
  });
}
