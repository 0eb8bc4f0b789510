import type { FastifyInstance } from 'fastify';
import { fileCalls as calls } from '../../../core/contracts/files';
import { isOfficeDocument } from '../../../core/rules/officeDocument';
import type { DecideAccess } from '../../platform/access';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { listCourseFiles, loadFile, removeFile } from '../storedFiles/service';
import { downloadRoutes } from './download';
import { signFileToken } from './fileTokens';
import { findSoffice, OfficeConverter } from './officeConverter';
import { type UploadOptions, uploadRoutes } from './upload';

/**
 * The files area (issue 14): a course's files, one file (with the addresses to download it, and to read an office
 * document as a PDF, for ten minutes), removing one, downloads (download.ts) and the tus uploads (upload.ts).
 */
export async function fileRoutes(
  app: FastifyInstance,
  options: UploadOptions & { decideAccess: DecideAccess },
) {
  const converter = new OfficeConverter({
    soffice: findSoffice(app.config.sofficePath),
    timeoutMs: app.config.officeTimeoutMs,
    storage: app.storage,
    log: app.log,
  });
  app.addHook('onClose', async () => converter.close());
  serve(app, calls.fileList, async ({ ctx, params }) => ok(await listCourseFiles(ctx.db, params.courseId)));
  serve(app, calls.fileItem, async ({ ctx, caller, resolved }) => {
    const file = await loadFile(ctx.db, resolved.file.id);
    const token = await signFileToken(ctx.config.tokenSecret, {
      sub: caller.id,
      sid: caller.sessionId,
      fileId: file._id,
    });
    const address = (path: string) => `${path.replace(':fileId', file._id)}?token=${token}`;
    const readableAsPdf = converter.available && isOfficeDocument(file.contentType);
    return ok({
      ...file,
      url: address(calls.content.path),
      pdfUrl: readableAsPdf ? address(calls.pdf.path) : null,
    });
  });
  serve(app, calls.remove, async ({ ctx, caller, resolved }) => {
    await removeFile(ctx, caller, resolved);
    return ok(undefined, {}, 'The file is removed.');
  });
  // Plugins of their own: the download's hook signs in by a file token, the upload's body parser leaves the bytes of an upload untouched, for these routes only.
  await app.register(downloadRoutes, { converter });
  await app.register(uploadRoutes, options);
}
