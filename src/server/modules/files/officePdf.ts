import { eq } from 'drizzle-orm';
import { officeExtensionOf } from '../../../core/rules/officeDocument';
import { type FileRow, files } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { notFound, notImplemented } from '../../platform/errors';
import type { OfficeConverter } from './officeConverter';

/**
 * The stored PDF of an office document (issue 14): the one kept from an earlier ask, else LibreOffice's, made now
 * and kept for every file with the same bytes (a copy made from a template reads the same PDF). Removing or
 * restoring the file leaves it in place. 404 for a file that is no office document, 501 without LibreOffice.
 */
export async function officePdf(
  ctx: ServiceContext,
  converter: OfficeConverter,
  file: Pick<FileRow, 'blobKey' | 'contentType' | 'pdfBlobKey' | 'pdfSize'>,
): Promise<{ blobKey: string; size: number }> {
  const extension = officeExtensionOf(file.contentType);
  if (!extension) throw notFound('This file is not an office document: open it as it is.');
  if (file.pdfBlobKey && file.pdfSize !== null && (await ctx.storage.exists(file.pdfBlobKey)))
    return { blobKey: file.pdfBlobKey, size: file.pdfSize };
  if (!converter.available)
    throw notImplemented(
      'Office documents cannot be shown here: LibreOffice is not installed on the server. Download the file to open it.',
    );
  const pdf = await converter.pdfOf(file.blobKey, extension);
  await ctx.db
    .update(files)
    .set({ pdfBlobKey: pdf.key, pdfSize: pdf.size })
    .where(eq(files.blobKey, file.blobKey));
  return { blobKey: pdf.key, size: pdf.size };
}
