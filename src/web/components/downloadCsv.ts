import { errorMessage } from './PageStates';
import { saveBlob } from './saveBlob';
import { toast } from './toast';

/**
 * Hands a table to the browser as a CSV download named `fileName`. Written out by papaparse (loaded on the first
 * download), which quotes cells and neutralises formulas; a failure is said in a toast.
 */
export async function downloadCsv(lines: readonly (readonly string[])[], fileName: string) {
  try {
    const { unparse } = await import('papaparse');
    const csv = unparse(
      lines.map((line) => [...line]),
      { escapeFormulae: true },
    );
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
  } catch (error) {
    toast(errorMessage(error), { tone: 'error' });
  }
}
