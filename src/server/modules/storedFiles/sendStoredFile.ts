import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { servedInline } from '../../../core/rules/uploadPolicy';
import type { FileRow } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { ByteRange } from '../../storage/blobStore';

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

export interface SendOptions {
  /** `private` for what only some may read; `public` for what anyone may (manuals, help videos). */
  cache: 'private' | 'public';
  /** Who to ask when the bytes are missing from storage. */
  missing: string;
}

/**
 * Sends a stored file's bytes (issue 14): typed as they were read on upload, shown in the page only for the types
 * uploadPolicy.ts allows and otherwise saved, never sniffed by the browser, and in parts (Range) so a video can seek.
 */
export async function sendStoredFile(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: Pick<FileRow, 'id' | 'blobKey' | 'name' | 'contentType' | 'size'>,
  options: SendOptions,
) {
  const range = requestedRange(request.headers.range, file.size);
  reply
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', options.cache);
  if (range === 'unsatisfiable')
    return reply
      .code(416)
      .header('Content-Range', `bytes */${file.size}`)
      .send({ code: 416, msg: 'This part of the file does not exist: it has fewer bytes.' });
  const part = range === 'whole' ? undefined : range;
  const blob = await ctx.storage.get(file.blobKey, part);
  if (!blob) {
    ctx.log.error({ key: file.blobKey, fileId: file.id }, 'a stored file is missing from file storage');
    throw notFound(`This file is missing. ${options.missing}`);
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
}
