import Papa from 'papaparse';
import { AppError, badRequest } from './errors';

/** What an import takes: its size caps, and its rule naming the columns a header lacks (null when none). */
export interface ImportCsvLimits {
  maxChars: number;
  maxRows: number;
  missingColumns: (fields: readonly string[]) => string | null;
}

const tooLarge = (msg: string) => new AppError(413, msg);

/**
 * An uploaded CSV file's rows by header, as every import reads it (people, a qualification's structure): 400 for a
 * file that cannot be read or lacks a column or rows, 413 for one over the caps, each saying what to do.
 */
export function readImportCsv(csv: string, limits: ImportCsvLimits): Partial<Record<string, string>>[] {
  if (csv.length > limits.maxChars)
    throw tooLarge(
      `The file is larger than ${Math.round(limits.maxChars / 1000)} KB. Split it into smaller files.`,
    );
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes' || error.type === 'Delimiter');
  if (broken)
    throw badRequest(
      `The file is not a CSV file we can read${broken.row === undefined ? '' : ` (line ${broken.row + 2})`}: ${broken.message}.`,
      { csv: broken.message },
    );
  const problem = limits.missingColumns(parsed.meta.fields ?? []);
  if (problem) throw badRequest(problem, { csv: problem });
  if (parsed.data.length === 0)
    throw badRequest('The file has no rows under its header.', { csv: 'No rows.' });
  if (parsed.data.length > limits.maxRows)
    throw tooLarge(
      `The file has ${parsed.data.length} rows; an import takes at most ${limits.maxRows}. Split it into smaller files.`,
    );
  return parsed.data;
}
