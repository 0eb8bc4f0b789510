import { DetailedError, type HttpResponse, Upload } from 'tus-js-client';
import { UPLOAD_RESULT_HEADER } from '../../../core/constants';
import { renewSession } from '../../api/http';
import { API_ROOT } from '../../platform/siteConfig';
import { storage } from '../../platform/storage';

/** Where the tus endpoint lives (issue 14: uploads resume after a dropped connection or a reload). */
export const UPLOAD_ENDPOINT = `${API_ROOT}/api/v1/file/upload`;
/** Large enough to keep a fast link busy, small enough that a dropped connection loses little. */
const CHUNK_BYTES = 8 * 1024 * 1024;

export interface UploadCallbacks {
  onProgress: (percent: number) => void;
  onDone: (response: unknown) => void;
  onFail: (message: string) => void;
}

/**
 * What the server answered when the upload finished: the stored file, as `{ code: 0, msg, data }`. It is the body
 * of the request that completed the upload; when that answer was lost on the way, tus-js-client asks how far the
 * upload got (HEAD), hears it is whole and succeeds with that answer, which has no body but carries the same
 * answer in Upload-Result (docs/api.md, "Uploads"). Null when neither can be read.
 */
export function storedAnswer(lastResponse: HttpResponse): unknown {
  try {
    return JSON.parse(
      lastResponse.getBody() || decodeURIComponent(lastResponse.getHeader(UPLOAD_RESULT_HEADER) ?? ''),
    );
  } catch {
    return null;
  }
}

/** The server's `{code, msg}` of a refused upload, or a sentence for a failure without one. */
function failureMessage(error: Error): string {
  if (error instanceof DetailedError && error.originalResponse) {
    try {
      const body = JSON.parse(error.originalResponse.getBody()) as { msg?: unknown };
      if (typeof body.msg === 'string' && body.msg) return body.msg;
    } catch {
      // Not our JSON (a proxy's page, say): the sentence below says enough.
    }
    const status = error.originalResponse.getStatus();
    if (status === 413) return 'The file is too large.';
  }
  return 'The upload stopped: the connection was lost. Choose the file again to go on from where it stopped.';
}

/**
 * Starts (or resumes) sending `file` with the tus protocol. A file sent before from this browser, with the same
 * name, size and date, goes on from where it stopped: tus-js-client remembers unfinished uploads in this
 * browser's storage. Every request carries the current access token; an expired one is renewed once and the
 * request retried. Returns a function that stops the upload.
 */
export function startResumableUpload(
  file: File,
  metadata: Record<string, string>,
  callbacks: UploadCallbacks,
): () => void {
  let stopped = false;
  const upload = new Upload(file, {
    endpoint: UPLOAD_ENDPOINT,
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    metadata: { ...metadata, filename: file.name },
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      const token = storage.accessToken.get();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry: (error) => {
      const status = error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;
      if (status === 401) {
        void renewSession();
        return true;
      }
      // Refusals (too large, not allowed, not a type we take) stay refusals; network trouble is worth another try.
      return status === 0 || status === 409 || status === 423 || status >= 500;
    },
    onProgress: (sent, total) => callbacks.onProgress(total > 0 ? Math.floor((100 * sent) / total) : 0),
    onSuccess: ({ lastResponse }) => callbacks.onDone(storedAnswer(lastResponse)),
    onError: (error) => {
      if (!stopped) callbacks.onFail(failureMessage(error));
    },
  });
  void upload.findPreviousUploads().then((previous) => {
    if (stopped) return;
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
  return () => {
    stopped = true;
    void upload.abort();
  };
}
