import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, NoSuchBucket, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from '../test/blobStoreContract';
import { filesDirOf, openStorage } from './openStorage';
import { type S3StoreOptions, s3Store } from './s3';

/** The S3 driver against a real S3 server on this machine (s3rver, on a temporary folder). */
const bucket = 'lms-test';
const folder = mkdtempSync(join(tmpdir(), 'lms-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: folder,
  configureBuckets: [{ name: bucket }],
});
let options: S3StoreOptions;
let client: S3Client;

beforeAll(async () => {
  const { port } = await server.run();
  options = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // The only keys s3rver accepts.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
});

afterAll(async () => {
  client.destroy();
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

async function objectsUnder(prefix: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length)).sort();
}

/** Each store under a prefix of its own, so the tests share the bucket and not their objects. */
async function newStore(prefix = `test-${randomUUID()}`) {
  return {
    store: await s3Store({ ...options, prefix }),
    names: () => objectsUnder(`${prefix.replace(/\/$/, '')}/`),
    nameOf: (key: string) => `blobs/${key}`,
  };
}

describe('s3Store', () => {
  blobStoreContract(() => newStore());

  it('keeps installations that share a bucket apart by their prefix', async () => {
    const one = await newStore('school-one/');
    const two = await newStore('school-two');
    const { key } = await one.store.put(Buffer.from('a picture of school one'));
    expect(await one.names()).toEqual([`blobs/${key}`]);
    expect(await two.store.exists(key)).toBe(false);
    expect(await two.names()).toEqual([]);
  });

  it('is what openStorage opens when S3 is configured, leaving the data folder alone', async () => {
    const prefix = `test-${randomUUID()}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'lms-data-'));
    try {
      const store = await openStorage({ dataDir, s3: { ...options, prefix } });
      const { key } = await store.put(Buffer.from('a picture kept in the bucket'));
      expect(await objectsUnder(`${prefix}/`)).toEqual([`blobs/${key}`]);
      expect(existsSync(filesDirOf(dataDir))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails with the store’s error and stops reading the source when the upload fails', async () => {
    const store = await s3Store({ ...options, bucket: 'no-such-bucket' });
    const source = Readable.from([randomBytes(6 * 1024 * 1024), randomBytes(6 * 1024 * 1024)]);
    await expect(store.put(source)).rejects.toBeInstanceOf(NoSuchBucket);
    expect(source.destroyed).toBe(true);
  });
});
