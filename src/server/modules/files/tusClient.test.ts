import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedAnswer } from '../../../web/components/upload/resumableUpload';
import { type Cast, courseCast } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { sampleMp4 } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 33: the web app's tus client, tus-js-client, against the whole server over HTTP, attaching a video to an
 * assignment. An upload stopped halfway goes on from where it stopped; one whose last answer is lost on the way
 * is finished once, and the client is still handed the stored file; what was stored reads back, in part too.
 */
const t = testFileApp();
let cast: Cast;
let appUrl: string;

beforeAll(async () => {
  cast = await courseCast(t.app);
  appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.app.server.close());

const CHUNK = 16 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const attachmentOf = (itemId: string) => ({ filename: 'talk.mp4', purpose: 'itemAttachment', itemId });

/**
 * Sends `bytes` with tus-js-client as the teacher, as the web app does; what its success hands on, read by the web
 * app's own reading of the last answer (`storedAnswer`).
 */
function uploadWithClient(
  bytes: Buffer,
  endpoint: string,
  metadata: Record<string, string>,
  options: {
    uploadUrl?: string;
    onBeforeRequest?: (method: string, offset: string | undefined) => void;
  } = {},
) {
  type Answer = { code: number; data: { _id: string; name: string; size: number } };
  return new Promise<Answer>((resolve, reject) => {
    new Upload(bytes, {
      endpoint,
      uploadUrl: options.uploadUrl,
      headers: cast.teacherOwner.session.headers,
      metadata,
      chunkSize: CHUNK,
      retryDelays: [0],
      onBeforeRequest: (req) => options.onBeforeRequest?.(req.getMethod(), req.getHeader('Upload-Offset')),
      onSuccess: ({ lastResponse }) => resolve(storedAnswer(lastResponse) as Answer),
      onError: reject,
    }).start();
  });
}

/** The item's attachments, as its teacher reads the assignment. */
async function attachments(itemId: string): Promise<{ _id: string; name: string }[]> {
  const response = await t.get(`/api/v1/assignment/getCurrent/${itemId}`, cast.teacherOwner.session);
  expect(response.statusCode).toBe(200);
  return response.json().data.attachments;
}

/** Bytes `start` to `end` of a stored file, downloaded over HTTP with a Range header. */
async function downloadRange(fileId: string, start: number, end: number) {
  const response = await fetch(`${appUrl}/api/v1/file/content/${fileId}`, {
    headers: { ...cast.teacherOwner.session.headers, range: `bytes=${start}-${end}` },
  });
  return {
    status: response.status,
    contentRange: response.headers.get('content-range'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('an upload stopped halfway', () => {
  it('goes on from where it stopped, from a new client given its address, and stores the whole file', async () => {
    const item = await createItem(t.app, cast.course, { kind: 'assignment' });
    const video = sampleMp4(3 * CHUNK);
    const endpoint = `${appUrl}/api/v1/file/upload`;

    // The first client sends one chunk and is stopped (the page closed, say) before it sends the next.
    let first: Upload | undefined;
    await new Promise<void>((resolve, reject) => {
      first = new Upload(video, {
        endpoint,
        headers: cast.teacherOwner.session.headers,
        metadata: attachmentOf(item.id),
        chunkSize: CHUNK,
        onChunkComplete: () => void first?.abort().then(resolve, reject),
        onError: reject,
      });
      first.start();
    });
    expect(await attachments(item.id)).toEqual([]);

    const patchesFrom: (string | undefined)[] = [];
    const answer = await uploadWithClient(video, endpoint, attachmentOf(item.id), {
      uploadUrl: first?.url ?? undefined,
      onBeforeRequest: (method, offset) => {
        if (method === 'PATCH') patchesFrom.push(offset);
      },
    });
    // Nothing was sent twice: the second client asked how far it got and sent the rest.
    expect(patchesFrom).toEqual([String(CHUNK), String(2 * CHUNK)]);
    expect(answer).toMatchObject({ code: 0, data: { name: 'talk.mp4', size: video.length } });
    expect((await attachments(item.id)).map((file) => file._id)).toEqual([answer.data._id]);

    const whole = await downloadRange(answer.data._id, 0, video.length - 1);
    expect(sha256(whole.bytes)).toBe(sha256(video));
    const seam = await downloadRange(answer.data._id, CHUNK - 100, CHUNK + 99);
    expect(seam).toEqual({
      status: 206,
      contentRange: `bytes ${CHUNK - 100}-${CHUNK + 99}/${video.length}`,
      bytes: video.subarray(CHUNK - 100, CHUNK + 100),
    });
  });
});

/**
 * A proxy before the app that loses, once, the answer to the PATCH that completes an upload: the app gets the
 * whole request; the client hears only that the connection dropped. `when` it drops: once the app has answered,
 * or as soon as the last byte has reached the app, which is then still storing the file as the client asks again.
 */
async function lossyProxy(target: string, when: 'answered' | 'sent') {
  const seen: string[] = [];
  /** Each upload's length, by its address, read from the POST that started it. */
  const lengths = new Map<string, number>();
  let lost = false;
  const completes = (req: IncomingMessage) =>
    req.method === 'PATCH' &&
    Number(req.headers['upload-offset']) + Number(req.headers['content-length']) ===
      lengths.get(req.url ?? '');
  const proxy = createServer((req, res) => {
    seen.push(req.method ?? '');
    const loseThis = !lost && completes(req);
    lost ||= loseThis;
    const forward = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        const { location } = answer.headers;
        if (req.method === 'POST' && location) lengths.set(location, Number(req.headers['upload-length']));
        if (loseThis) {
          answer.resume();
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    if (loseThis && when === 'sent') forward.on('finish', () => req.socket.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    /** The methods of the requests that came through, in order. */
    seen,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

describe('an upload whose last answer is lost', () => {
  it.each([
    ['after the app answered', 'answered'],
    ['while the app is still storing the file', 'sent'],
  ] as const)('is stored once, and the client still gets the stored file (lost %s)', async (_when, when) => {
    const item = await createItem(t.app, cast.course, { kind: 'assignment' });
    const video = sampleMp4(2 * CHUNK + 1000);
    const proxy = await lossyProxy(appUrl, when);
    try {
      const answer = await uploadWithClient(video, `${proxy.url}/api/v1/file/upload`, attachmentOf(item.id));
      // The client asked how far the upload got, heard it was whole, and started no second upload.
      expect(proxy.seen).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH', 'HEAD']);
      expect(answer).toMatchObject({ code: 0, data: { name: 'talk.mp4', size: video.length } });
      expect((await attachments(item.id)).map((file) => file._id)).toEqual([answer.data._id]);

      const part = await downloadRange(answer.data._id, 100, 199);
      expect(part).toEqual({
        status: 206,
        contentRange: `bytes 100-199/${video.length}`,
        bytes: video.subarray(100, 200),
      });
    } finally {
      await proxy.close();
    }
  });
});
