/** What an import (people, a qualification's structure) does with each row of its file. */
export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export type ImportCounts = Record<ImportOutcome, number>;

/** How many rows of a planned import come to each outcome, for its report's summary. */
export function countImportOutcomes(rows: readonly { outcome: ImportOutcome }[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}
