import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from '../test/blobStoreContract';
import { localDiskStore } from './localDisk';

/** The local-disk driver on a real folder: whole blobs under generated names, or nothing. */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function newStore() {
  const folder = mkdtempSync(join(tmpdir(), 'lms-blobs-'));
  folders.push(folder);
  return {
    folder,
    store: localDiskStore(folder),
    names: async () =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
        .sort(),
    nameOf: (key: string) => `blobs/${key.slice(0, 2)}/${key}`,
  };
}

describe('localDiskStore', () => {
  blobStoreContract(async () => newStore());

  it('keeps each blob readable by the server’s user only', async () => {
    const { folder, store } = newStore();
    const { key } = await store.put(Buffer.from('a course picture, say'));
    expect(statSync(join(folder, 'blobs', key.slice(0, 2), key)).mode & 0o777).toBe(0o600);
  });
});
