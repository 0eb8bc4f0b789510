import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Who uploads: a signed-in session (its headers), or nobody. */
type Caller = { session: { headers: Record<string, string> } } | undefined;

export const TUS = { 'tus-resumable': '1.0.0' };

/** tus's `Upload-Metadata`: each key with its value in base64. */
export function metadataHeader(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** Starts a tus upload of `length` bytes as `caller`, with `fields` as its metadata. */
export function startUpload(
  app: FastifyInstance,
  caller: Caller,
  length: number,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    headers: {
      ...TUS,
      ...caller?.session.headers,
      'upload-length': String(length),
      'upload-metadata': metadataHeader(fields),
    },
  });
}

/** Starts an upload and sends its bytes at once; the last answer (the stored file, or the refusal). */
export async function uploadWhole(
  app: FastifyInstance,
  caller: Caller,
  bytes: Uint8Array,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const started = await startUpload(app, caller, bytes.length, fields);
  if (started.statusCode !== 201) return started;
  return app.inject({
    method: 'PATCH',
    url: started.headers.location as string,
    headers: {
      ...TUS,
      ...caller?.session.headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: Buffer.from(bytes),
  });
}
