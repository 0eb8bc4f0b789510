import type { SharedDocumentUploadMetadata, UploadMetadata } from '../../../core/schemas/files';
import type { Db } from '../../db/client';
import { addHelpVideo } from '../help/service';
import { addManual } from '../manuals/service';
import { addLibraryDocument, checkLibraryReferences } from './service';

/**
 * Uploads that become a library document, a manual or a help video (issue 14). Their fields travel in the tus
 * metadata: checked when the upload starts, before a byte is stored, and made an entry in the transaction that
 * records the file when it finishes, so no such file is ever stored without the entry naming it.
 */
export const isSharedDocumentUpload = (
  metadata: UploadMetadata,
): metadata is UploadMetadata & SharedDocumentUploadMetadata =>
  metadata.purpose === 'library' || metadata.purpose === 'manual' || metadata.purpose === 'helpVideo';

/** What the database must confirm before the upload may start: the library's sector and course code exist. */
export async function checkSharedDocumentUpload(db: Db, metadata: UploadMetadata): Promise<void> {
  if (metadata.purpose === 'library') await checkLibraryReferences(db, metadata);
}

/** The entry naming the just-recorded file, in its transaction. */
export async function recordSharedDocument(
  tx: Db,
  metadata: SharedDocumentUploadMetadata,
  fileId: string,
  uploaderId: string,
): Promise<void> {
  if (metadata.purpose === 'library') await addLibraryDocument(tx, fileId, uploaderId, metadata);
  else if (metadata.purpose === 'manual') await addManual(tx, fileId, metadata.title);
  else await addHelpVideo(tx, fileId, metadata);
}
