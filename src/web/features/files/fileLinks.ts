import { servedInline } from '../../../core/rules/uploadPolicy';

const WORD_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Where a stored file opens (SPEC §2): a PDF in the PDF viewer, a Word document in the document viewer; pictures,
 * video, audio and text on the file page; anything else (other Office files, zip) has no viewer here and is
 * downloaded. The name in a viewer's address is only for people reading it.
 */
export function fileViewerPath(file: { _id: string; name: string; contentType: string }): string | null {
  const id = encodeURIComponent(file._id);
  if (file.contentType === 'application/pdf')
    return `/file_viewer_pdf/${id}/${encodeURIComponent(file.name)}`;
  if (file.contentType === WORD_DOCUMENT) return `/file_viewer_doc/${id}/${encodeURIComponent(file.name)}`;
  if (servedInline(file.contentType)) return `/viewfile/${id}`;
  return null;
}
