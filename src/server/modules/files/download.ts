import type { FastifyInstance } from 'fastify';
import { fileCalls as calls } from '../../../core/contracts/files';
import { pdfNameOf } from '../../../core/rules/officeDocument';
import { serve } from '../../platform/serveContract';
import { liveSessionUser } from '../accounts/liveSessionUser';
import { sendStoredFile } from '../storedFiles/sendStoredFile';
import { verifyFileToken } from './fileTokens';
import type { OfficeConverter } from './officeConverter';
import { officePdf } from './officePdf';

/**
 * GET /api/v1/file/content/{fileId} (issue 14): the file's bytes, as sendStoredFile.ts sends them. A `<video src>`
 * or pdf.js sends no Authorization header: `?token=` carries a file token instead (fileTokens.ts), which signs the
 * request in as its user and session (the session must still be live) for that one file; the `file` relation
 * `read` is then checked as for any call. GET /api/v1/file/pdf/{fileId}: an office document as a PDF (officePdf.ts),
 * sent the same way under the document's name ending in .pdf.
 */
export async function downloadRoutes(app: FastifyInstance, { converter }: { converter: OfficeConverter }) {
  app.addHook('onRequest', async (request) => {
    const { token } = request.query as { token?: unknown };
    const { fileId } = request.params as { fileId?: unknown };
    if (
      request.user ||
      request.headers.authorization ||
      typeof token !== 'string' ||
      typeof fileId !== 'string'
    )
      return;
    const verified = await verifyFileToken(app.config.tokenSecret, token, fileId);
    if (!verified.ok) {
      request.authProblem = verified.reason;
      return;
    }
    const user = await liveSessionUser(app.db, app.sessionCache, verified.claims);
    if (user) request.user = user;
    else request.authProblem = 'invalid';
  });

  serve(app, calls.content, ({ ctx, resolved: { file }, request, reply }) =>
    sendStoredFile(ctx, request, reply, file, {
      cache: 'private',
      missing: 'Please ask the course teacher to upload it again.',
    }),
  );

  serve(app, calls.pdf, async ({ ctx, caller, resolved: { file }, request, reply }) => {
    const pdf = await officePdf(ctx, converter, file, caller.id);
    return sendStoredFile(
      ctx,
      request,
      reply,
      {
        id: file.id,
        blobKey: pdf.blobKey,
        size: pdf.size,
        name: pdfNameOf(file.name),
        contentType: 'application/pdf',
      },
      { cache: 'private', missing: 'Please open it again to have it prepared anew.' },
    );
  });
}
