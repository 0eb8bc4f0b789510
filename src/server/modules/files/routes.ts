import type { FastifyInstance } from 'fastify';
import { fileCalls as calls } from '../../../core/contracts/files';
import { ok } from '../../http/reply';
import { serve } from '../../http/serveContract';
import { listCourseFiles, loadFile, removeFile } from './service';
import { type UploadOptions, uploadRoutes } from './upload';

/** The files area (issue 14): a course's files, one file, removing one, and the tus uploads (upload.ts). */
export async function fileRoutes(app: FastifyInstance, options: UploadOptions) {
  serve(app, calls.fileList, async ({ ctx, params }) => ok(await listCourseFiles(ctx.db, params.courseId)));
  serve(app, calls.fileItem, async ({ ctx, resolved }) => ok(await loadFile(ctx.db, resolved.file.id)));
  serve(app, calls.remove, async ({ ctx, caller, resolved }) => {
    await removeFile(ctx, caller, resolved);
    return ok(undefined, {}, 'The file is removed.');
  });
  // A plugin of its own: its body parser leaves the bytes of an upload untouched, for these routes only.
  await app.register(uploadRoutes, options);
}
