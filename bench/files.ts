import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { courseCast } from '../src/server/test/cast';
import { buildTestApp } from '../src/server/test/testApp';
import { ratio } from './measure';
import { sampleVideoStream } from './sampleVideo';

const FILE_BYTES = 200 * 1024 * 1024;
const MB = 1024 * 1024;

/** Runs `work` while sampling the process's memory; answers its time and the most memory held above the start. */
async function measured(work: () => Promise<void>): Promise<{ seconds: number; heldMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return {
    seconds: (performance.now() - start) / 1000,
    heldMb: (Math.max(peak, process.memoryUsage().rss) - before) / MB,
  };
}

/** A video-like file of `bytes` on disk (sampleVideo.ts). */
async function writeSample(path: string, bytes: number) {
  await pipeline(sampleVideoStream(bytes), createWriteStream(path));
}

/**
 * Issue 14: a 200 MB upload through the tus endpoint (one PATCH, as a client on a good link sends it) and its
 * download, each as a ratio of a plain streamed copy of the same file on the same disk, and the memory the
 * process holds above its start meanwhile (the server streams, so it stays near the copy's, not the file's size).
 */
export async function benchFiles(): Promise<void> {
  const { app, close } = await buildTestApp({ databaseUrl: null });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cast = await courseCast(app);
    const headers = cast.teacherOwner.session.headers;
    const source = join(app.config.dataDir, 'bench-source.bin');
    await writeSample(source, FILE_BYTES);
    const { size } = await stat(source);

    const copy = await measured(() =>
      pipeline(createReadStream(source), createWriteStream(join(app.config.dataDir, 'bench-copy.bin'))),
    );

    const metadata = [
      ['filename', 'lecture recording.mp4'],
      ['purpose', 'courseMaterial'],
      ['courseId', cast.course.id],
    ]
      .map(([key, value]) => `${key} ${Buffer.from(value!).toString('base64')}`)
      .join(',');
    let fileId = '';
    const upload = await measured(async () => {
      const created = await fetch(`${base}/api/v1/file/upload`, {
        method: 'POST',
        headers: {
          ...headers,
          'tus-resumable': '1.0.0',
          'upload-length': String(size),
          'upload-metadata': metadata,
        },
      });
      const location = created.headers.get('location');
      if (created.status !== 201 || !location)
        throw new Error(`The upload was not created: ${created.status}`);
      // node:http with a piped file: the client holds a few chunks at a time, so what is held is the server's.
      const sent = await new Promise<IncomingMessage>((resolve, reject) => {
        const request = httpRequest(new URL(location, `${base}/api/v1/file/upload/`), {
          method: 'PATCH',
          headers: {
            ...headers,
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
            'content-length': String(size),
          },
        });
        request.on('response', resolve).on('error', reject);
        pipeline(createReadStream(source), request).catch(reject);
      });
      const reply = JSON.parse((await buffer(sent)).toString()) as {
        code: number;
        msg: string;
        data?: { _id: string };
      };
      if (reply.code !== 0 || !reply.data) throw new Error(`The upload failed: ${reply.msg}`);
      fileId = reply.data._id;
    });

    const downloaded = join(app.config.dataDir, 'bench-download.bin');
    const download = await measured(async () => {
      const response = await fetch(`${base}/api/v1/file/content/${fileId}`, { headers });
      if (!response.ok || !response.body) throw new Error(`The download failed: ${response.status}`);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(downloaded));
    });
    if ((await stat(downloaded)).size !== size) throw new Error('The download is not the whole file');
    await rm(source);

    const line = (name: string, run: { seconds: number; heldMb: number }) =>
      console.log(
        `${name.padEnd(34)} ${(size / MB / run.seconds).toFixed(0).padStart(5)} MB/s  memory held ${run.heldMb.toFixed(0)} MB`,
      );
    line('streamed copy on the same disk', copy);
    line('upload (tus, one PATCH)', upload);
    line('download', download);
    console.log(`upload / copy throughput ratio: ${ratio(copy.seconds, upload.seconds)}`);
    console.log(`download / copy throughput ratio: ${ratio(copy.seconds, download.seconds)}`);
  } finally {
    await close();
  }
}
