import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { EVENTS, HEADERS, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPLOAD_EXPIRY_MS, UPLOAD_RESULT_HEADER } from '../../../core/constants';
import { access } from '../../../core/contracts/access';
import { uploadAccess, uploadEndpointAccess } from '../../../core/contracts/files';
import { judgeSize, UPLOAD_POLICIES, type UploadPurpose } from '../../../core/rules/uploadPolicy';
import { type UploadMetadata, uploadMetadataSchema } from '../../../core/schemas/files';
import { fieldMessages, fieldsSummary } from '../../../core/schemas/issueMessages';
import type { DecideAccess } from '../../platform/access';
import { signedInUser } from '../../platform/actor';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { assertAnswerFileFits, isAnswerUpload } from '../assessments/answerFiles';
import type { AttemptAccess } from '../assessments/policy';
import type { ItemAccess } from '../courses/policy';
import { assertItemUploadFits, isItemUpload } from '../coursework/uploadTargets';
import { checkSharedDocumentUpload } from '../library/sharedDocumentUploads';
import { acceptUpload } from './acceptUpload';
import { type ProtocolRefusal, protocolRefusal, TUS_VERSION, tusRefusal } from './tusRefusal';
import { SWEEP_EVERY_MS, UnfinishedUploads, UploadFolder } from './unfinishedUploads';

export const UPLOAD_PATH = '/api/v1/file/upload';
/** tus's extensions this server takes: an upload says its length when it starts (no creation-defer-length). */
const TUS_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration'];

export interface UploadOptions {
  /** Lower size limits per purpose, for tests that must not write 500 MB. */
  limits?: Partial<Record<UploadPurpose, number>>;
}

/** The tus metadata as the app reads it, or 400 naming what is wrong, in words. */
function readMetadata(metadata: Upload['metadata']): UploadMetadata {
  const parsed = uploadMetadataSchema.safeParse(metadata ?? {});
  if (parsed.success) return parsed.data;
  const fields = fieldMessages(parsed.error.issues, 'metadata');
  throw badRequest(fieldsSummary(fields), fields);
}

/** The request as a web Request for the tus server, its body the untouched stream of bytes. */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = request.method === 'POST' || request.method === 'PATCH';
  return new Request(new URL(request.url, 'http://upload.invalid'), {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/**
 * Resumable uploads with the tus protocol (issue 14, https://tus.io/protocols/resumable-upload) at
 * /api/v1/file/upload: POST starts an upload (`Upload-Length`, and `Upload-Metadata` with `filename`, `purpose`
 * and `courseId` for course material, `itemId` for an assignment's attachment and work handed in, or `attemptId`
 * for a student's answer file to an offline test), PATCH sends bytes from an offset, HEAD asks how far it got,
 * DELETE abandons it, OPTIONS tells what the server speaks. Unfinished uploads live in `$DATA_DIR/uploads`, only
 * so many of each user's at once, and are removed 24 hours after they started (unfinishedUploads.ts). The last
 * PATCH (or a POST carrying the whole file) answers `{ code: 0, msg, data }` with the stored file, as
 * tus-js-client's `onSuccess` reads it from `lastResponse`, and in UPLOAD_RESULT_HEADER, which a HEAD of the
 * finished upload answers too until it expires: a client that lost the answer and asks again finishes once.
 * Every refusal is this app's `{ code, msg }`.
 *
 * Each request passes the app's sign-in and approval checks first (the route's access rule); the purpose's own
 * rule (core/contracts/files.ts `uploadAccess`), its size limit and the uploader's ownership of the upload are
 * checked in tus's hooks, before a byte is stored. Only the app's own pages may read the answers (CORS).
 * `decideAccess` decides the rule of what an upload is for (compose/access.ts).
 */
export async function uploadRoutes(
  app: FastifyInstance,
  { decideAccess, ...options }: UploadOptions & { decideAccess: DecideAccess },
) {
  const maxBytes = (purpose: UploadPurpose) => options.limits?.[purpose] ?? UPLOAD_POLICIES[purpose].maxBytes;
  const directory = join(app.config.dataDir, 'uploads');
  await mkdir(directory, { recursive: true });
  const store = new UploadFolder({
    directory,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
  const unfinished = new UnfinishedUploads(store, app.ctx.clock, app.log);
  const sweep = () =>
    unfinished
      .sweepIfDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping uploads failed'));
  /** The upload limit tus discovery announces (Tus-Max-Size): the largest purpose's; each is checked at start. */
  const largestUpload = Math.max(...Object.keys(UPLOAD_POLICIES).map((p) => maxBytes(p as UploadPurpose)));
  /** The upload each POST counted, to forget it again if it was not made after all. */
  const counted = new WeakMap<Request, string>();
  const ownOrigin = new URL(app.config.publicUrl).origin;
  /** The app's request behind each web request the tus server handles: its caller, context and logger. */
  const requests = new WeakMap<Request, FastifyRequest>();
  const requestOf = (req: Request) => {
    const request = requests.get(req);
    if (!request) throw new Error('A tus request did not come through the app.');
    return request;
  };

  const tus = new Server({
    path: UPLOAD_PATH,
    datastore: store,
    // The client follows the path it was given, whatever proxy stands before the app.
    relativeLocation: true,
    // No server-wide size limit: the purpose's is checked on creation, and no PATCH may pass Upload-Length.
    disableTerminationForFinishedUploads: true,
    // Not tus's `*`: no other site's page may read what an upload answers. Others get no Allow-Origin at all.
    allowedOrigins: (origin) => origin === ownOrigin,
    exposedHeaders: [UPLOAD_RESULT_HEADER],
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST') return;
      // Someone else's upload is answered as none: it can be neither read nor continued nor abandoned.
      const upload = await store.getUpload(uploadId).catch(() => undefined);
      if (upload?.metadata?.uploaderId !== signedInUser(requestOf(req)).id)
        throw notFound('No such upload. Please start it again.');
      if (req.method === 'DELETE' && upload.offset === upload.size)
        throw forbidden('This upload is finished and its file stored: there is nothing left to cancel.');
    },
    async onUploadCreate(req, upload) {
      const request = requestOf(req);
      const user = signedInUser(request);
      if (upload.sizeIsDeferred || upload.size === undefined)
        throw badRequest('Say how large the file is (Upload-Length) when the upload starts.');
      const metadata = readMetadata(upload.metadata);
      const resolved = await decideAccess(
        uploadAccess[metadata.purpose],
        user,
        { params: {}, query: {}, body: metadata, options: {} },
        request.ctx,
      );
      if (isItemUpload(metadata))
        await assertItemUploadFits(request.ctx, user, metadata, resolved as ItemAccess);
      if (isAnswerUpload(metadata)) await assertAnswerFileFits(request.ctx, resolved as AttemptAccess);
      const tooLarge = judgeSize({ maxBytes: maxBytes(metadata.purpose) }, upload.size);
      if (tooLarge) throw new AppError(413, tooLarge);
      // The library's sector and course code (issue 14).
      await checkSharedDocumentUpload(request.ctx.db, metadata);
      // A sweep that is due comes first, so the uploader's share is judged without their expired uploads.
      await sweep();
      // The upload starts by the app's clock, as its expiry is judged (unfinishedUploads.ts), not at the real time
      // tus stamped: this upload is the one tus then stores, its details with this start.
      upload.creation_date = unfinished.reserve(user.id, { id: upload.id, size: upload.size });
      counted.set(req, upload.id);
      // Only what was checked is kept, with the uploader, whom no client can name.
      return { metadata: { ...metadata, uploaderId: user.id } };
    },
    async onUploadFinish(req, upload) {
      const request = requestOf(req);
      // Once: a request finishing it again (its client lost the answer) gets the answer the first one gave.
      const answering = store.finish(upload, async () => {
        const file = await acceptUpload(request.ctx, decideAccess, signedInUser(request), {
          path: store.bytesOf(upload),
          metadata: readMetadata(upload.metadata),
        });
        return JSON.stringify(ok(file, {}, 'The file is uploaded.'));
      });
      try {
        const answer = await answering;
        return {
          // A PATCH would answer 204 without a body; a POST keeps its 201 and Location.
          ...(req.method === 'PATCH' ? { status_code: 200 } : {}),
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            [UPLOAD_RESULT_HEADER]: encodeURIComponent(answer),
          },
          body: answer,
        };
      } finally {
        unfinished.forget(upload.id);
      }
    },
    async onResponseError(req, error) {
      // A start that failed after its upload was counted (the disk, say) leaves nothing to count.
      const started = req.method === 'POST' ? counted.get(req) : undefined;
      if (started && !(await store.getUpload(started).catch(() => undefined))) unfinished.forget(started);
      if (error instanceof AppError)
        return {
          status_code: error.status,
          body: JSON.stringify({ code: error.status, msg: error.message, fields: error.fields }),
        };
      // tus's own refusals ({ status_code, body }) are worded for people as they are answered (tusRefusal).
      if ('status_code' in error) return undefined;
      requests.get(req)?.log.error({ err: error }, 'an upload failed');
      return {
        status_code: 500,
        body: JSON.stringify({ code: 500, msg: 'Something went wrong on our side. Please try again.' }),
      };
    },
  });

  tus.on(EVENTS.POST_TERMINATE, (_req, _response, uploadId) => unfinished.forget(uploadId));

  // What a restart left is swept as the app starts, then every hour.
  app.addHook('onReady', sweep);
  const sweeps = setInterval(sweep, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeps));

  // Upload bytes stay an untouched stream, whatever type they claim: the tus server reads them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /** What tus adds to its answers for a browser, for the refusals answered before tus sees the request. */
  const corsHeaders = (request: FastifyRequest): Record<string, string> =>
    request.headers.origin === ownOrigin
      ? {
          'Access-Control-Allow-Origin': ownOrigin,
          'Access-Control-Expose-Headers': [...HEADERS, UPLOAD_RESULT_HEADER].join(', '),
        }
      : {};

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const header = (name: string) => request.headers[name] as string | undefined;
    const refused = protocolRefusal({
      method: request.method,
      tusResumable: header('tus-resumable'),
      contentType: header('content-type'),
      uploadOffset: header('upload-offset'),
    });
    if (refused) return refuse(reply, refused, corsHeaders(request));
    const req = webRequestOf(request);
    requests.set(req, request);
    const response = await tus.handleWeb(req);
    const { uploadId } = request.params as { uploadId?: string };
    if (request.method === 'HEAD' && response.status === 200 && uploadId) {
      const answer = await store.answerOf(uploadId);
      if (answer !== undefined) response.headers.set(UPLOAD_RESULT_HEADER, encodeURIComponent(answer));
    }
    if (request.method === 'OPTIONS') {
      response.headers.set('Tus-Extension', TUS_EXTENSIONS.join(','));
      response.headers.set('Tus-Max-Size', String(largestUpload));
    }
    return send(reply, response);
  }
  const schema = {
    tags: ['files'],
    description: `Who may call: ${uploadEndpointAccess.describe}. The tus protocol; see docs/api.md.`,
  };
  // tus discovery, and a browser's preflight for a page of another origin, come without a sign-in.
  app.route({
    method: 'OPTIONS',
    url: UPLOAD_PATH,
    config: { access: access.public },
    schema: {
      tags: ['files'],
      description: 'Anyone. tus discovery: Tus-Version, Tus-Extension, Tus-Max-Size.',
    },
    handler: handle,
  });
  app.route({
    method: 'OPTIONS',
    url: `${UPLOAD_PATH}/:uploadId`,
    config: { access: access.public },
    schema: {
      tags: ['files'],
      description: 'Anyone. tus discovery, as at the upload endpoint.',
      params: z.object({ uploadId: z.string().min(1).max(64) }),
    },
    handler: handle,
  });
  app.route({
    method: 'POST',
    url: UPLOAD_PATH,
    config: { access: uploadEndpointAccess },
    schema,
    handler: handle,
  });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${UPLOAD_PATH}/:uploadId`,
    config: { access: uploadEndpointAccess },
    schema: { ...schema, params: z.object({ uploadId: z.string().min(1).max(64) }) },
    handler: handle,
  });
}

/** Answers a refusal of the protocol's, made before the tus server saw the request. */
function refuse(reply: FastifyReply, refusal: ProtocolRefusal, cors: Record<string, string>) {
  const { headers, ...body } = refusal;
  return reply
    .code(refusal.code)
    .headers({ 'Tus-Resumable': TUS_VERSION, ...headers, ...cors })
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Answers what the tus server answered, through the app's reply; a refusal in the app's `{ code, msg }`. */
async function send(reply: FastifyReply, response: Response) {
  const body = await response.text();
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  if (response.status < 400) return reply.code(response.status).send(body || undefined);
  const refusal = tusRefusal(response.status, body);
  return reply.code(refusal.code).type('application/json; charset=utf-8').send(refusal);
}
