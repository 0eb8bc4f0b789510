import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { assertBlobKey, type BlobStore, type OpenBlob, type StoredBlob } from './blobStore';

export interface S3StoreOptions {
  /** The service's address: `http://127.0.0.1:9000` for a MinIO, `https://s3.eu-west-1.amazonaws.com` for Amazon's. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<host>/<key>`: what MinIO, Ceph and s3rver expect. */
  forcePathStyle: boolean;
  /** A folder-like prefix of every object, so one bucket can serve several installations. */
  prefix?: string;
}

/** S3's smallest part: the memory an upload holds is a few parts, whatever the file's size. */
const partSize = 5 * 1024 * 1024;

/**
 * Blobs as objects of one bucket, under the optional prefix:
 *   blobs/<key>        each blob
 *   incoming/<random>  a blob being uploaded, copied to blobs/ once whole and its key known, then deleted
 * The key is the hash of the bytes, known only once the stream ends, so the upload cannot go to its final name.
 * A reader finds a whole blob or none; an upload cut short leaves no object (its multipart upload is aborted),
 * and a crash between upload and delete leaves only an object under incoming/ (docs/operations.md).
 * CopyObject copies at most 5 GB, so a blob is at most 5 GB here.
 */
export async function s3Store(options: S3StoreOptions): Promise<BlobStore> {
  // Loaded only for S3: the SDK is some 30 MB of a server's memory that a data folder's files never need.
  const [
    {
      CopyObjectCommand,
      DeleteObjectCommand,
      GetObjectCommand,
      HeadObjectCommand,
      NoSuchKey,
      NotFound,
      S3Client,
    },
    { Upload },
  ] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const bucket = options.bucket;
  const root = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const blobName = (key: string) => {
    assertBlobKey(key);
    return `${root}blobs/${key}`;
  };
  const remove = (name: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));

  /** Streams the source to `name` while hashing it; settles once both the reading and the upload have. */
  async function upload(source: Readable, name: string): Promise<StoredBlob> {
    const hash = createHash('sha256');
    let size = 0;
    const body = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    // Listening at once: a source failing (or closed short) before the upload reads it is caught too.
    const reading = finished(source, { writable: false }).then(
      () => undefined,
      (error: unknown) => {
        body.destroy(error as Error);
        return { error };
      },
    );
    source.pipe(body);
    // A failed upload stops reading the source, and fails the put even when the source was read whole.
    const uploading = new Upload({ client, params: { Bucket: bucket, Key: name, Body: body }, partSize })
      .done()
      .then(
        () => undefined,
        (error: unknown) => {
          source.destroy(error as Error);
          return { error };
        },
      );
    const [readFailure, uploadFailure] = await Promise.all([reading, uploading]);
    // A source that failed first keeps its own error (a dropped connection, a size limit) for the caller to see,
    // rather than the upload's failure it caused.
    const failed = readFailure ?? uploadFailure;
    if (failed) throw failed.error;
    return { key: hash.digest('hex'), size };
  }

  const store: BlobStore = {
    async put(source) {
      const incoming = `${root}incoming/${randomUUID()}`;
      let stored: StoredBlob;
      try {
        stored = await upload(source instanceof Readable ? source : Readable.from([source]), incoming);
        if (!(await store.exists(stored.key))) {
          const copySource = `${bucket}/${incoming.split('/').map(encodeURIComponent).join('/')}`;
          await client.send(
            new CopyObjectCommand({ Bucket: bucket, Key: blobName(stored.key), CopySource: copySource }),
          );
        }
      } catch (error) {
        // The original failure matters; an object this delete misses is an orphan the incoming/ rule removes.
        await remove(incoming).catch(() => {});
        throw error;
      }
      await remove(incoming);
      return stored;
    },

    putFile(path) {
      return store.put(createReadStream(path));
    },

    async get(key, range): Promise<OpenBlob | undefined> {
      const name = blobName(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: name,
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        // In Node the body is the HTTP response, a Readable.
        const stream = object.Body as Readable;
        // A part's reply names the whole blob's size after the slash of its Content-Range.
        const size = range ? Number(object.ContentRange?.split('/')[1]) : object.ContentLength;
        if (size === undefined || !Number.isSafeInteger(size)) {
          stream.destroy();
          throw new Error(`The S3 store sent ${name} without its length`);
        }
        return { size, stream };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: blobName(key) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers success for an absent key too.
      await remove(blobName(key));
    },
  };
  return store;
}
