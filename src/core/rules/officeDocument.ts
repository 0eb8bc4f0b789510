/**
 * The office documents (issue 14) that LibreOffice turns into a PDF to be read in the page: Word, Excel and
 * PowerPoint files, old and new, and their OpenDocument kin, by the types uploadPolicy.ts stores, with the
 * extension each is saved under (LibreOffice reads a file by its name first).
 */
const OFFICE_EXTENSIONS: Readonly<Record<string, string>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
};

/** The type of a .docx, the one office document the browser can draw itself (mammoth) when no PDF is made. */
export const WORD_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The extension of an office document of this type; undefined for anything else. */
export function officeExtensionOf(contentType: string): string | undefined {
  return Object.hasOwn(OFFICE_EXTENSIONS, contentType) ? OFFICE_EXTENSIONS[contentType] : undefined;
}

export function isOfficeDocument(contentType: string): boolean {
  return officeExtensionOf(contentType) !== undefined;
}

export const PDF = 'application/pdf';

/** A document read page by page in the PDF viewer: a PDF, or an office document as LibreOffice's PDF of it. */
export function isPagedDocument(contentType: string): boolean {
  return contentType === PDF || isOfficeDocument(contentType);
}

/** The name a document's PDF is downloaded under: its own, ending in .pdf. */
export function pdfNameOf(name: string): string {
  return `${name.replace(/\.[^./\\]+$/, '')}.pdf`;
}
