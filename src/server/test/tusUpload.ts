import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

const TUS = { 'tus-resumable': '1.0.0' };

/** tus's `Upload-Metadata`: each field's name and its value in base64. */
function encodeMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/**
 * Uploads `bytes` whole through the app's tus endpoint as the caller (start, then one PATCH): the last answer, the
 * stored file under `data` when it was taken, or the refusal of whichever step refused.
 */
export async function uploadThroughTus(
  app: FastifyInstance,
  caller: { headers: Record<string, string> },
  fields: Record<string, string>,
  bytes: Uint8Array,
): Promise<LightMyRequestResponse> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    headers: {
      ...TUS,
      ...caller.headers,
      'upload-length': String(bytes.length),
      'upload-metadata': encodeMetadata(fields),
    },
  });
  if (started.statusCode !== 201) return started;
  return app.inject({
    method: 'PATCH',
    url: started.headers.location as string,
    headers: {
      ...TUS,
      ...caller.headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: Buffer.from(bytes),
  });
}
