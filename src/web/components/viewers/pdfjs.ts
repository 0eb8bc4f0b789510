import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { afterPaint } from '../../platform/afterPaint';

/**
 * pdf.js and its viewer components, loaded once with the first PDF a person opens (issue 14). The viewer module
 * reads the library from `globalThis.pdfjsLib` when it is evaluated, so the library goes there first; the parsing
 * runs in pdf.js's own worker, served from the app's origin (the CSP allows no other). Issue 40: all of it, and the
 * viewer's 280 KB style sheet, is asked for once the page around the PDF (its title) has painted, never before.
 */
let loading: Promise<PdfJs> | undefined;

export interface PdfJs {
  lib: typeof import('pdfjs-dist');
  viewer: typeof import('pdfjs-dist/web/pdf_viewer.mjs');
}

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    await afterPaint();
    const [lib] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/web/pdf_viewer.css')]);
    lib.GlobalWorkerOptions.workerSrc = workerUrl;
    (globalThis as { pdfjsLib?: unknown }).pdfjsLib = lib;
    const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs');
    return { lib, viewer };
  })();
  return loading;
}
