import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import parseRange from 'range-parser';
import { fileCalls as calls } from '../../../core/contracts/files';
import { servedInline } from '../../../core/rules/uploadPolicy';
import { liveSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { serve } from '../../http/serveContract';
import type { ByteRange } from '../../storage/blobStore';
import { verifyFileToken } from './fileTokens';

/**
 * The bytes a `Range` header asks for (RFC 9110 §14), so a video can seek: one range, read by `range-parser`. A
 * header that is malformed, of another unit or asks for several ranges is ignored, as the RFC allows (the whole
 * file is sent); a range past the end is `unsatisfiable` (416).
 */
function requestedRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole';
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return 'whole';
  return ranges[0]!;
}

/**
 * GET /api/v1/file/content/{fileId} (issue 14): the file's bytes, typed as they were read on upload, shown in the
 * page only for the types uploadPolicy.ts allows and otherwise saved, never sniffed by the browser, and in parts
 * (Range) so a video can seek. A `<video src>` or pdf.js sends no Authorization header: `?token=` carries a file
 * token instead (fileTokens.ts), which signs the request in as its user and session (the session must still be
 * live) for that one file; the `file` relation `read` is then checked as for any call.
 */
export async function downloadRoutes(app: FastifyInstance) {
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

  serve(app, calls.content, async ({ ctx, resolved: { file }, request, reply }) => {
    const range = requestedRange(request.headers.range, file.size);
    reply
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private');
    if (range === 'unsatisfiable')
      return reply
        .code(416)
        .header('Content-Range', `bytes */${file.size}`)
        .send({ code: 416, msg: 'This part of the file does not exist: it has fewer bytes.' });
    const part = range === 'whole' ? undefined : range;
    const blob = await ctx.storage.get(file.blobKey, part);
    if (!blob) {
      ctx.log.error({ key: file.blobKey, fileId: file.id }, 'a stored file is missing from file storage');
      throw notFound('This file is missing. Please ask the course teacher to upload it again.');
    }
    reply
      .type(file.contentType)
      .header(
        'Content-Disposition',
        contentDisposition(file.name, { type: servedInline(file.contentType) ? 'inline' : 'attachment' }),
      );
    if (!part) return reply.header('Content-Length', blob.size).send(blob.stream);
    return reply
      .code(206)
      .header('Content-Range', `bytes ${part.start}-${part.end}/${blob.size}`)
      .header('Content-Length', part.end - part.start + 1)
      .send(blob.stream);
  });
}
