import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { builtManifest } from '../src/server/test/scormPackages';
import { residentBytes } from './measure';
import { startSeededServer } from './seededServer';

const MB = 1024 * 1024;
/** SCORM_MB=n builds a package of n MB of files instead (the server refuses a zip above 200 MB). */
const PACKAGE_BYTES = Number(process.env.SCORM_MB ?? 150) * MB;
const FILE_BYTES = 10 * MB;
/** Issue 40 ("stream, never buffer"): the zip itself is held whole, its inflated files never are. */
const AIM_MB = 300;
const IDLE_MS = 5_000;
const SAMPLE_EVERY_MS = 20;

/** `bytes` of random bytes (incompressible, as media is), made chunk by chunk as they are read. */
function randomStream(bytes: number): Readable {
  let left = bytes;
  return new Readable({
    read() {
      const size = Math.min(left, 256 * 1024);
      left -= size;
      this.push(size ? randomBytes(size) : null);
    },
  });
}

/** A SCORM 1.2 package of `bytes` of media files written to `path`, its files streamed into the zip as it is made. */
async function writePackage(path: string, bytes: number): Promise<void> {
  const zip = new JSZip();
  zip.file('imsmanifest.xml', builtManifest({ version: '1.2', title: 'A large package' }));
  zip.file('index.html', '<!doctype html><title>Large</title><p>Large package</p>');
  zip.file('style.css', 'body { font-family: sans-serif; }');
  for (let at = 0, index = 0; at < bytes; at += FILE_BYTES, index++)
    zip.file(`media/part${index}.bin`, randomStream(Math.min(FILE_BYTES, bytes - at)), { binary: true });
  await pipeline(
    zip.generateNodeStream({ streamFiles: true, compression: 'DEFLATE', compressionOptions: { level: 1 } }),
    createWriteStream(path),
  );
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  const reply = (await response.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 0) throw new Error(`${url}: ${reply.msg}`);
  return reply.data;
}

/** Posts the zip at `path` as the form's file field, streamed from disk; answers the reply. */
function uploadForm(url: string, headers: Record<string, string>, path: string) {
  const boundary = `----lms-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="package.zip"\r\n` +
      'Content-Type: application/zip\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(path).size + tail.length;
  return new Promise<{ code: number; msg: string }>((resolve, reject) => {
    const sent = request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    sent.on('response', (response) => buffer(response).then((body) => resolve(JSON.parse(body.toString()))));
    sent.on('error', reject);
    async function* body() {
      yield head;
      yield* createReadStream(path);
      yield tail;
    }
    pipeline(Readable.from(body()), sent).catch(reject);
  });
}

/**
 * Issue 39 with issue 40's "stream, never buffer": the compiled server on a new data folder (the demo school
 * seeded by a first start), its resident memory idle, then its peak while the demo teacher uploads a package of
 * PACKAGE_BYTES of incompressible files into a self-learning unit; the peak above idle against the aim.
 */
export async function benchScormUpload() {
  const dir = mkdtempSync(join(tmpdir(), 'lms-bench-scorm-'));
  const zipPath = join(dir, 'package.zip');
  await writePackage(zipPath, PACKAGE_BYTES);
  const zipBytes = statSync(zipPath).size;
  const { base, pid, signIn, stop } = await startSeededServer(join(dir, 'data'));
  try {
    const auth = await signIn('teacher');
    const courses = await getJson<{ _id: string }[]>(`${base}/api/v1/course/courselistOnly`, auth);
    const units = await Promise.all(
      courses.map((course) =>
        getJson<{ _id: string }[]>(
          `${base}/api/v1/course/getCurentCourseType/${course._id}/selfLearning`,
          auth,
        ),
      ),
    );
    const unit = units.flat()[0];
    if (!unit) throw new Error("The demo teacher's courses have no self-learning unit");

    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = residentBytes(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, SAMPLE_EVERY_MS);
    const started = performance.now();
    let reply: { code: number; msg: string };
    try {
      reply = await uploadForm(`${base}/api/v1/selflearning/uploadPackage/${unit._id}`, auth, zipPath);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, residentBytes(pid));
    if (reply.code !== 0) throw new Error(`The upload failed: ${reply.msg}`);

    const above = (peak - idle) / MB;
    console.log(`package: ${PACKAGE_BYTES / MB} MB of random files, a ${(zipBytes / MB).toFixed(0)} MB zip`);
    console.log(`server idle (a later start on the seeded folder): ${(idle / MB).toFixed(0)} MB resident`);
    console.log(
      `upload, check and store: ${seconds.toFixed(1)} s, peak ${(peak / MB).toFixed(0)} MB resident`,
    );
    console.log(
      `peak resident memory − idle: ${above.toFixed(0)} MB (aim: under ${AIM_MB} MB) ${above < AIM_MB ? 'met' : 'MISSED'}`,
    );
  } finally {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
