import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blobStore';
import { localDiskStore } from './localDisk';

/** The local-disk driver on a real folder: whole blobs under generated names, or nothing. */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function newStore(): { folder: string; store: BlobStore } {
  const folder = mkdtempSync(join(tmpdir(), 'lms-blobs-'));
  folders.push(folder);
  return { folder, store: localDiskStore(folder) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();

async function read(store: BlobStore, key: string) {
  const blob = await store.get(key);
  if (!blob) return undefined;
  return { size: blob.size, bytes: await buffer(blob.stream) };
}

describe('localDiskStore', () => {
  it('stores bytes under their SHA-256, readable only by the server’s user, and gives them back with their size', async () => {
    const { folder, store } = newStore();
    const bytes = Buffer.from('a course picture, say');
    const stored = await store.put(bytes);
    expect(stored).toEqual({ key: sha256(bytes), size: bytes.length });
    expect(filesUnder(folder)).toEqual([`blobs/${stored.key.slice(0, 2)}/${stored.key}`]);
    expect(statSync(join(folder, 'blobs', stored.key.slice(0, 2), stored.key)).mode & 0o777).toBe(0o600);
    expect(await read(store, stored.key)).toEqual({ size: bytes.length, bytes });
    expect(await store.exists(stored.key)).toBe(true);
  });

  it('keeps one blob for the same bytes stored twice, whether given whole or as a stream', async () => {
    const { folder, store } = newStore();
    const bytes = Buffer.from('the same picture, uploaded for two courses');
    const whole = await store.put(bytes);
    const streamed = await store.put(Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]));
    expect(streamed).toEqual(whole);
    expect(filesUnder(folder)).toHaveLength(1);
  });

  it('shows no blob while it is being written, and the whole one once the stream ends', async () => {
    const { folder, store } = newStore();
    const source = new PassThrough();
    const putting = store.put(source);
    source.write('first half, ');
    await new Promise((resolve) => setImmediate(resolve));
    expect(filesUnder(folder).filter((name) => name.startsWith('blobs/'))).toEqual([]);
    source.end('second half');
    const stored = await putting;
    expect((await read(store, stored.key))?.bytes.toString()).toBe('first half, second half');
    expect(filesUnder(folder)).toEqual([`blobs/${stored.key.slice(0, 2)}/${stored.key}`]);
  });

  it('keeps nothing of a stream that fails half-way', async () => {
    const { folder, store } = newStore();
    const failure = new Error('the connection dropped');
    const source = new PassThrough();
    const putting = store.put(source);
    source.write('half a file');
    source.destroy(failure);
    await expect(putting).rejects.toBe(failure);
    expect(filesUnder(folder)).toEqual([]);
  });

  it('answers undefined and false for an absent blob, and deletes a present one', async () => {
    const { store } = newStore();
    const { key } = await store.put(Buffer.from('removed later'));
    const absent = sha256(Buffer.from('never stored'));
    expect(await store.get(absent)).toBeUndefined();
    expect(await store.exists(absent)).toBe(false);
    await store.delete(absent);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
  });

  it('refuses anything but a key it made, so no key reaches outside its folder', async () => {
    const { store } = newStore();
    for (const key of [
      '../../etc/passwd',
      `../${'a'.repeat(61)}`,
      'A'.repeat(64),
      '',
      `${'a'.repeat(64)}/`,
    ]) {
      await expect(store.get(key)).rejects.toThrow("Not a stored file's key");
      await expect(store.exists(key)).rejects.toThrow("Not a stored file's key");
      await expect(store.delete(key)).rejects.toThrow("Not a stored file's key");
    }
  });
});
