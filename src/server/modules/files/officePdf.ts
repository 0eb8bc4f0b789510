import { and, eq, isNull } from 'drizzle-orm';
import { officeExtensionOf } from '../../../core/rules/officeDocument';
import type { Db } from '../../db/client';
import { type FileRow, files, lectureAttendances } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { notFound, notImplemented } from '../../platform/errors';
import type { ConversionAsk, OfficeConverter } from './officeConverter';

/**
 * The stored PDF of an office document (issue 14): the one kept from an earlier ask, else LibreOffice's, made now
 * and kept for every file with the same bytes (a copy made from a template reads the same PDF). Removing or
 * restoring the file leaves it in place. 404 for a file that is no office document, 501 without LibreOffice. The
 * conversion waits in the converter's line as `readerId`'s, or ahead of it while a class is shown the file.
 */
export async function officePdf(
  ctx: ServiceContext,
  converter: OfficeConverter,
  file: Pick<FileRow, 'id' | 'blobKey' | 'contentType' | 'pdfBlobKey' | 'pdfSize'>,
  readerId: string,
): Promise<{ blobKey: string; size: number }> {
  const extension = officeExtensionOf(file.contentType);
  if (!extension) throw notFound('This file is not an office document: open it as it is.');
  if (file.pdfBlobKey && file.pdfSize !== null && (await ctx.storage.exists(file.pdfBlobKey)))
    return { blobKey: file.pdfBlobKey, size: file.pdfSize };
  if (!converter.available)
    throw notImplemented(
      'Office documents cannot be shown here: LibreOffice is not installed on the server. Download the file to open it.',
    );
  const pdf = await converter.pdfOf(file.blobKey, extension, await conversionAsk(ctx.db, file.id, readerId));
  await ctx.db
    .update(files)
    .set({ pdfBlobKey: pdf.key, pdfSize: pdf.size })
    .where(eq(files.blobKey, file.blobKey));
  return { blobKey: pdf.key, size: pdf.size };
}

/**
 * How a reader's ask for a PDF joins the converter's line: as shown while an open sitting of a lecture shows the
 * file (lectures' showDocument), as the whole class will ask for it at once; else as the reader's own. Decided
 * here, where the asks come in: lectures are not beneath files.
 */
export async function conversionAsk(db: Db, fileId: string, readerId: string): Promise<ConversionAsk> {
  const [sitting] = await db
    .select({ id: lectureAttendances.id })
    .from(lectureAttendances)
    .where(and(eq(lectureAttendances.shownFileId, fileId), isNull(lectureAttendances.endedAt)))
    .limit(1);
  return { userId: readerId, shown: sitting !== undefined };
}
