import { storage } from '../app/storage';
import { parseEnvelope, type Reply } from './envelope';
import { buildUrl } from './http';

export interface UploadRequest {
  /** The endpoint (SPEC §7 leaves the upload path to the caller). */
  path: string;
  file: Blob;
  filename: string;
  /** Defaults to the file's own type. */
  contentType?: string;
  /** Bytes per chunk the server may use when storing; the whole file is still sent in one request. */
  chunkSize: number;
  folder?: string;
  /** Called with a whole percentage 0-100 as bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * SPEC §7 file upload: a multipart POST with the fields file, filename, contentType, chunkSize and an optional
 * folder, reporting progress as a percentage. XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with the reply envelope; a network failure or abort resolves as a failure reply too.
 */
export function uploadFile(request: UploadRequest): Promise<Reply<Partial<Record<string, unknown>>>> {
  const form = new FormData();
  form.append('file', request.file, request.filename);
  form.append('filename', request.filename);
  form.append('contentType', request.contentType ?? (request.file.type || 'application/octet-stream'));
  form.append('chunkSize', String(request.chunkSize));
  if (request.folder) form.append('folder', request.folder);

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('POST', request.path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = storage.accessToken.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      request.onProgress?.(100);
      resolve(parseEnvelope(xhr.responseText));
    };
    xhr.onerror = () => resolve({ code: 1, msg: 'The upload could not reach the server. Try again.' });
    xhr.onabort = () => resolve({ code: 1, msg: 'The upload was cancelled.' });
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
