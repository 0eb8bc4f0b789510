import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './upload';

/** A stand-in for the browser's XMLHttpRequest (Node has none): records the request and plays a scripted reply. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === 'Accounts.accessToken' ? 'token-1' : null),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile (SPEC §7 file upload)', () => {
  it('posts multipart fields file, filename, contentType, chunkSize and folder, and reports percentages', async () => {
    const progress: number[] = [];
    const done = uploadFile({
      path: '/api/v1/file/upload',
      file: new Blob(['hello'], { type: 'text/plain' }),
      filename: 'notes.txt',
      chunkSize: 261120,
      folder: 'course-1',
      onProgress: (percent) => progress.push(percent),
    });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/file/upload']);
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.body?.get('filename')).toBe('notes.txt');
    expect(xhr.body?.get('contentType')).toBe('text/plain');
    expect(xhr.body?.get('chunkSize')).toBe('261120');
    expect(xhr.body?.get('folder')).toBe('course-1');
    expect((xhr.body?.get('file') as File | null)?.name).toBe('notes.txt');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.responseText = JSON.stringify({ code: 0, msg: 'Uploaded.', data: { _id: 'f1' } });
    xhr.onload?.();
    await expect(done).resolves.toEqual({ code: 0, msg: 'Uploaded.', data: { _id: 'f1' } });
    expect(progress).toEqual([33, 100]);
  });

  it('leaves folder out when not given and reads an unparseable reply as code 1', async () => {
    const done = uploadFile({ path: '/up', file: new Blob(['x']), filename: 'x.bin', chunkSize: 1024 });
    const xhr = FakeXhr.last!;
    expect(xhr.body?.has('folder')).toBe(false);
    expect(xhr.body?.get('contentType')).toBe('application/octet-stream');
    xhr.responseText = 'Gateway Timeout';
    xhr.onload?.();
    await expect(done).resolves.toEqual({ code: 1, msg: 'Unable to parse: Gateway Timeout' });
  });

  it('resolves a cancelled upload as a failure', async () => {
    const controller = new AbortController();
    const done = uploadFile({
      path: '/up',
      file: new Blob(['x']),
      filename: 'x',
      chunkSize: 1,
      signal: controller.signal,
    });
    controller.abort();
    await expect(done).resolves.toMatchObject({ code: 1 });
  });
});
