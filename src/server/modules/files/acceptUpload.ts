import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { UPLOAD_TEXT_SNIFF_BYTES } from '../../../core/constants';
import { uploadAccess } from '../../../core/contracts/files';
import { displayFileName } from '../../../core/rules/displayFileName';
import { judgeContent } from '../../../core/rules/uploadPolicy';
import type { StoredFile, UploadMetadata } from '../../../core/schemas/files';
import { files } from '../../db/schema';
import type { DecideAccess } from '../../platform/access';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { assertAnswerFileFits, fileAnswerUpload, isAnswerUpload } from '../assessments/answerFiles';
import type { AttemptAccess } from '../assessments/policy';
import type { ItemAccess } from '../courses/policy';
import { assertItemUploadFits, fileItemUpload, isItemUpload } from '../coursework/uploadTargets';
import { isSharedDocumentUpload, recordSharedDocument } from '../library/sharedDocumentUploads';
import { loadFile } from '../storedFiles/service';

/** The first bytes of a file, for the kinds of file that have no magic number (text). */
async function headOf(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(
      Buffer.alloc(UPLOAD_TEXT_SNIFF_BYTES),
      0,
      UPLOAD_TEXT_SNIFF_BYTES,
      0,
    );
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * A whole upload becomes a stored file (issue 14): the caller must still be allowed (a teacher may have left the
 * course since the upload started, a deadline may have passed), the bytes decide its type, which the purpose must
 * accept (415 otherwise), then the bytes go to file storage under the key it generates and the row names them. The
 * caller deletes the upload.
 */
export async function acceptUpload(
  ctx: ServiceContext,
  decideAccess: DecideAccess,
  uploader: AuthUser,
  upload: { path: string; metadata: UploadMetadata },
): Promise<StoredFile> {
  const { metadata } = upload;
  const resolved = await decideAccess(
    uploadAccess[metadata.purpose],
    uploader,
    { params: {}, query: {}, body: metadata, options: {} },
    ctx,
  );
  if (isItemUpload(metadata)) await assertItemUploadFits(ctx, uploader, metadata, resolved as ItemAccess);
  if (isAnswerUpload(metadata)) await assertAnswerFileFits(ctx, resolved as AttemptAccess);
  const name = displayFileName(metadata.filename);
  const detected = await fileTypeFromFile(upload.path);
  const verdict = judgeContent(metadata.purpose, { detected, head: await headOf(upload.path), name });
  if (!verdict.ok) throw new AppError(415, verdict.message);
  const stored = await ctx.storage.putFile(upload.path);
  const file = { blobKey: stored.key, name, contentType: verdict.contentType, size: stored.size };
  if (isItemUpload(metadata))
    return loadFile(ctx.db, await fileItemUpload(ctx, uploader, metadata, resolved as ItemAccess, file));
  if (isAnswerUpload(metadata))
    return loadFile(ctx.db, await fileAnswerUpload(ctx, uploader, resolved as AttemptAccess, file));
  const fileId = await inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({
        ...file,
        purpose: metadata.purpose,
        courseId: metadata.purpose === 'courseMaterial' ? metadata.courseId : null,
        uploaderId: uploader.id,
      })
      .returning({ id: files.id });
    // The library, manuals and help videos: the entry that names the file, or neither (issue 14).
    if (isSharedDocumentUpload(metadata)) await recordSharedDocument(tx, metadata, row!.id, uploader.id);
    return row!.id;
  });
  return loadFile(ctx.db, fileId);
}
