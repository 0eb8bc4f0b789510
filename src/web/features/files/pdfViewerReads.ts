import type { PageReads } from '../../platform/routes';
import { fileItemQuery } from './filesApi';

/** /file_viewer_pdf: the file (its title and the address pdf.js reads), asked for before pdf.js loads. */
export const pdfViewerReads: PageReads = (client, { params }) =>
  void client.prefetchQuery(fileItemQuery(params.fileId ?? ''));
