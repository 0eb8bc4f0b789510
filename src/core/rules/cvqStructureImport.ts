import type { ImportOutcome } from './importOutcomes';
import { csvCellValue } from './userImport';

/**
 * Issue 35: a qualification's structure from a CSV file, one learning outcome per row with its unit. What each row
 * would do is decided from the row, the rows before it and the structure that exists. Pure, so that the preview
 * and the commit (which decides again inside its transaction) agree.
 */

export const CVQ_CSV_COLUMNS = ['unitCode', 'unitTitle', 'outcomeCode', 'outcomeText', 'evidence'] as const;
export const CVQ_IMPORT_REQUIRED_COLUMNS = ['unitCode', 'outcomeCode', 'outcomeText'] as const;
export const CVQ_IMPORT_MAX_ROWS = 2000;
export const CVQ_IMPORT_MAX_CHARS = 500_000;
export const CVQ_CODE_MAX = 32;
export const CVQ_TITLE_MAX = 200;
export const CVQ_TEXT_MAX = 2000;

export interface StructureRowResult {
  /** The row's line in the file (the header is line 1). */
  line: number;
  unitCode: string;
  unitTitle: string;
  outcomeCode: string;
  outcomeText: string;
  evidence: string;
  outcome: ImportOutcome;
  /** The row brings a unit the qualification does not have yet. */
  newUnit: boolean;
  reason?: string;
}

export interface ExistingStructure {
  /** Unit code (as written, compared without case) to its title. */
  units: ReadonlyMap<string, string>;
  /** `unitCode/outcomeCode` (lower case) to the outcome's text and evidence. */
  outcomes: ReadonlyMap<string, { text: string; evidence: string }>;
}

export const outcomeKey = (unitCode: string, outcomeCode: string) =>
  `${unitCode.toLowerCase()}/${outcomeCode.toLowerCase()}`;

/** The header problem that stops a whole file, or null. */
export function missingStructureColumns(header: readonly string[]): string | null {
  const missing = CVQ_IMPORT_REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  return missing.length
    ? `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. The first line must name the columns: ${CVQ_CSV_COLUMNS.join(', ')}.`
    : null;
}

/** Issue 35: the outcome of each row, in order; a refused row says why. */
export function planStructureImport(
  rows: readonly Partial<Record<string, string>>[],
  existing: ExistingStructure,
): StructureRowResult[] {
  const existingUnits = new Map([...existing.units].map(([code, title]) => [code.toLowerCase(), title]));
  /** Units as the file has given them so far: code to the title and the line that gave it. */
  const fileUnits = new Map<string, { title: string; line: number }>();
  const seenOutcomes = new Map<string, number>();
  return rows.map((cells, index) => {
    const line = index + 2;
    const row = {
      line,
      unitCode: csvCellValue(cells.unitCode),
      unitTitle: csvCellValue(cells.unitTitle),
      outcomeCode: csvCellValue(cells.outcomeCode),
      outcomeText: csvCellValue(cells.outcomeText),
      evidence: csvCellValue(cells.evidence),
    };
    const unitKey = row.unitCode.toLowerCase();
    const before = existingUnits.get(unitKey);
    const refuse = (reason: string): StructureRowResult => ({
      ...row,
      outcome: 'refused',
      newUnit: before === undefined,
      reason,
    });
    if (!row.unitCode) return refuse('The unit code is missing.');
    if (!row.outcomeCode) return refuse('The outcome code is missing.');
    if (!row.outcomeText) return refuse('The outcome text is missing.');
    if (row.unitCode.length > CVQ_CODE_MAX || row.outcomeCode.length > CVQ_CODE_MAX)
      return refuse(`A code has at most ${CVQ_CODE_MAX} characters.`);
    if (row.unitTitle.length > CVQ_TITLE_MAX)
      return refuse(`The unit title has at most ${CVQ_TITLE_MAX} characters.`);
    if (row.outcomeText.length > CVQ_TEXT_MAX || row.evidence.length > CVQ_TEXT_MAX)
      return refuse(`The outcome text and the evidence have at most ${CVQ_TEXT_MAX} characters each.`);
    const key = outcomeKey(row.unitCode, row.outcomeCode);
    const firstLine = seenOutcomes.get(key);
    if (firstLine !== undefined)
      return refuse(`Outcome ${row.outcomeCode} of unit ${row.unitCode} is already on line ${firstLine}.`);
    const given = fileUnits.get(unitKey);
    if (given && row.unitTitle && row.unitTitle !== given.title)
      return refuse(
        `Unit ${row.unitCode} is called “${given.title}” on line ${given.line}; give it one title.`,
      );
    const unitTitle = row.unitTitle || given?.title || before || '';
    if (!unitTitle) return refuse(`Unit ${row.unitCode} is new: give its title.`);
    seenOutcomes.set(key, line);
    if (!given) fileUnits.set(unitKey, { title: unitTitle, line });
    const result = { ...row, unitTitle, newUnit: before === undefined };
    const known = existing.outcomes.get(key);
    if (before === undefined || !known) return { ...result, outcome: 'create' };
    const same = before === unitTitle && known.text === row.outcomeText && known.evidence === row.evidence;
    return { ...result, outcome: same ? 'unchanged' : 'update' };
  });
}
