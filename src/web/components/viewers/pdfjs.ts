import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'pdfjs-dist/web/pdf_viewer.css';

/**
 * pdf.js and its viewer components, loaded once with the first PDF a person opens (issue 14). The viewer module
 * reads the library from `globalThis.pdfjsLib` when it is evaluated, so the library goes there first; the parsing
 * runs in pdf.js's own worker, served from the app's origin (the CSP allows no other).
 */
let loading: Promise<PdfJs> | undefined;

export interface PdfJs {
  lib: typeof import('pdfjs-dist');
  viewer: typeof import('pdfjs-dist/web/pdf_viewer.mjs');
}

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const lib = await import('pdfjs-dist');
    lib.GlobalWorkerOptions.workerSrc = workerUrl;
    (globalThis as { pdfjsLib?: unknown }).pdfjsLib = lib;
    const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs');
    return { lib, viewer };
  })();
  return loading;
}
