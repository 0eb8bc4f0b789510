import { isOfficeDocument, PDF } from '../../../core/rules/officeDocument';
import { servedInline } from '../../../core/rules/uploadPolicy';

/**
 * Where a stored file opens (SPEC §2): a PDF in the PDF viewer; an office document (Word, Excel, PowerPoint,
 * OpenDocument) in the document viewer, which shows LibreOffice's PDF of it or says it cannot (issue 14);
 * pictures, video, audio and text on the file page; anything else (zip) has no viewer here and is downloaded. The
 * name in a viewer's address is only for people reading it.
 */
export function fileViewerPath(file: { _id: string; name: string; contentType: string }): string | null {
  const id = encodeURIComponent(file._id);
  if (file.contentType === PDF) return `/file_viewer_pdf/${id}/${encodeURIComponent(file.name)}`;
  if (isOfficeDocument(file.contentType)) return `/file_viewer_doc/${id}/${encodeURIComponent(file.name)}`;
  if (servedInline(file.contentType)) return `/viewfile/${id}`;
  return null;
}
