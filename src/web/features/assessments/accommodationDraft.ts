import { personName } from '../../../core/rules/personName';
import type { Accommodation, Authoring } from '../../../core/schemas/assessments';

/**
 * The accommodations editor's draft (issue 15): one row per named student with their extra minutes on the time
 * limit and their extra attempts, '' while a field is empty.
 */

export interface AccommodationRow {
  userId: string;
  /** How the student is named on screen. */
  name: string;
  extraMinutes: number | '';
  extraAttempts: number | '';
}

export interface StudentToAdd {
  _id: string;
  username: string;
  fullName: string;
}

export const rowsOf = (accommodations: Authoring['accommodations']): AccommodationRow[] =>
  accommodations.map((entry) => ({
    userId: entry.userId,
    name: personName(entry.student),
    extraMinutes: entry.extraMinutes,
    extraAttempts: entry.extraAttempts,
  }));

/** A student added to the list starts with nothing extra, for the teacher to fill in. */
export const addRow = (rows: readonly AccommodationRow[], student: StudentToAdd): AccommodationRow[] =>
  rows.some((row) => row.userId === student._id)
    ? [...rows]
    : [...rows, { userId: student._id, name: personName(student), extraMinutes: 0, extraAttempts: 0 }];

export const removeRow = (rows: readonly AccommodationRow[], userId: string) =>
  rows.filter((row) => row.userId !== userId);

export const changeRow = (
  rows: readonly AccommodationRow[],
  userId: string,
  change: Partial<Pick<AccommodationRow, 'extraMinutes' | 'extraAttempts'>>,
) => rows.map((row) => (row.userId === userId ? { ...row, ...change } : row));

/** The students of the course not in the list yet, by name. */
export const studentsToAdd = (students: readonly StudentToAdd[], rows: readonly AccommodationRow[]) =>
  students
    .filter((student) => !rows.some((row) => row.userId === student._id))
    .sort((a, b) => personName(a).localeCompare(personName(b)));

/** The list as saveAccommodations takes it; an empty field is sent as NaN, which the schema names. */
export const accommodationsOf = (rows: readonly AccommodationRow[]): Accommodation[] =>
  rows.map((row) => ({
    userId: row.userId,
    extraMinutes: row.extraMinutes === '' ? Number.NaN : row.extraMinutes,
    extraAttempts: row.extraAttempts === '' ? Number.NaN : row.extraAttempts,
  }));

/** The rows as Save would send them, in one string: equal snapshots, nothing to save. */
export const snapshotOfRows = (rows: readonly AccommodationRow[]) => JSON.stringify(accommodationsOf(rows));

/**
 * Field messages (`accommodations.2.extraMinutes`) by student, so they stay on their row; the rest (the list's
 * own) under `list`.
 */
export function rowProblems(fields: Readonly<Record<string, string>>, rows: readonly AccommodationRow[]) {
  const byStudent: Record<string, Record<string, string>> = {};
  let list: string | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const found = /^accommodations\.(\d+)\.(\w+)$/.exec(path);
    const userId = found ? rows[Number(found[1])]?.userId : undefined;
    if (found && userId) byStudent[userId] = { [found[2]!]: message, ...byStudent[userId] };
    else list ??= message;
  }
  return { list, byStudent };
}
