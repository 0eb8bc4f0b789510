import { PDF } from './officeDocument';
import { servedInline } from './uploadPolicy';

/**
 * How a handed-in file is shown beside the marking form, and so whether it can be annotated (issue 37): a PDF in
 * pdf.js, a picture fitted, or not at all.
 */
export type InlineKind = 'pdf' | 'image';

export function inlineKind(file: { contentType: string }): InlineKind | null {
  if (file.contentType === PDF) return 'pdf';
  if (file.contentType.startsWith('image/') && servedInline(file.contentType)) return 'image';
  return null;
}

/** The files of a piece of work that open beside the form, in the order they were handed in. */
export const inlineFiles = <F extends { contentType: string }>(files: readonly F[]): F[] =>
  files.filter((file) => inlineKind(file) !== null);
