import type { ImportFormat } from '../../../core/schemas/assessments';

/** The question files teachers bring from Moodle (issue 15): GIFT as text, Moodle XML. */

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = { gift: 'GIFT', moodlexml: 'Moodle XML' };

/** What the file picker offers. */
export const IMPORT_ACCEPT = '.txt,.gift,.xml';

/** The format a file's extension says it is in; null when it says nothing the import reads. */
export function guessImportFormat(fileName: string): ImportFormat | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'xml') return 'moodlexml';
  if (extension === 'gift' || extension === 'txt') return 'gift';
  return null;
}
