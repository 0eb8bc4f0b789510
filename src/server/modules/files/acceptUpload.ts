import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { UPLOAD_TEXT_SNIFF_BYTES } from '../../../core/constants';
import { uploadAccess } from '../../../core/contracts/files';
import { displayFileName } from '../../../core/rules/displayFileName';
import { judgeContent } from '../../../core/rules/uploadPolicy';
import type { StoredFile, UploadMetadata } from '../../../core/schemas/files';
import type { ServiceContext } from '../../context/serviceContext';
import { files } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { resolveAccess } from '../../http/policy';
import { loadFile } from './service';

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
 * course since the upload started), the bytes decide its type, which the purpose must accept (415 otherwise), then
 * the bytes go to file storage under the key it generates and the row names them. The caller deletes the upload.
 */
export async function acceptUpload(
  ctx: ServiceContext,
  uploader: AuthUser,
  upload: { path: string; metadata: UploadMetadata },
): Promise<StoredFile> {
  const { metadata } = upload;
  await resolveAccess(
    uploadAccess[metadata.purpose],
    uploader,
    { params: {}, query: {}, body: metadata, options: {} },
    ctx,
  );
  const name = displayFileName(metadata.filename);
  const detected = await fileTypeFromFile(upload.path);
  const verdict = judgeContent(metadata.purpose, { detected, head: await headOf(upload.path), name });
  if (!verdict.ok) throw new AppError(415, verdict.message);
  const stored = await ctx.storage.putFile(upload.path);
  const [row] = await ctx.db
    .insert(files)
    .values({
      blobKey: stored.key,
      name,
      contentType: verdict.contentType,
      size: stored.size,
      purpose: metadata.purpose,
      courseId: metadata.courseId,
      uploaderId: uploader.id,
    })
    .returning({ id: files.id });
  return loadFile(ctx.db, row!.id);
}
