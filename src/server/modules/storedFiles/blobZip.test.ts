import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import type { BlobStore } from '../../storage/blobStore';
import { type BlobZipEntry, blobZip } from './blobZip';

const MIB = 1024 * 1024;
const BLOBS = 64;

/**
 * A store of BLOBS blobs of one MiB each, made as they are read (none is ever whole in memory), that counts how
 * many are open at once and how many were opened at all.
 */
function countingStore() {
  const seen = { opened: 0, open: 0, mostOpen: 0 };
  const store: Pick<BlobStore, 'get'> = {
    async get() {
      seen.opened += 1;
      seen.open += 1;
      seen.mostOpen = Math.max(seen.mostOpen, seen.open);
      let left = MIB;
      const stream = new Readable({
        read() {
          const size = Math.min(left, 64 * 1024);
          left -= size;
          this.push(size ? Buffer.alloc(size, 7) : null);
        },
      });
      stream.once('close', () => {
        seen.open -= 1;
      });
      return { size: MIB, stream };
    },
  };
  return { store: store as BlobStore, seen };
}

const entries: BlobZipEntry[] = Array.from({ length: BLOBS }, (_, n) => ({
  path: `Student ${n}/work.bin`,
  blobKey: 'a'.repeat(64),
  date: new Date('2026-01-01T00:00:00Z'),
}));

// Issue 37: "download all submissions of an item as one zip (streamed)".
describe('blobZip (issue 37)', () => {
  it('streams a large set: bytes flow before most files are read, one file open at a time', async () => {
    const { store, seen } = countingStore();
    const zip = await blobZip(store, entries, { error: vi.fn() });
    let openedAtFirstBytes: number | null = null;
    let total = 0;
    for await (const chunk of zip) {
      openedAtFirstBytes ??= seen.opened;
      total += (chunk as Buffer).length;
    }
    expect(openedAtFirstBytes).toBeLessThan(BLOBS / 4);
    expect(seen.opened).toBe(BLOBS);
    expect(seen.mostOpen).toBe(1);
    expect(total).toBeGreaterThan(BLOBS * MIB);
  });

  it('stops reading storage when the download is cancelled', async () => {
    const { store, seen } = countingStore();
    const zip = await blobZip(store, entries, { error: vi.fn() });
    for await (const _ of zip) break;
    const openedThen = seen.opened;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(zip.destroyed).toBe(true);
    expect(seen.opened).toBe(openedThen);
    expect(openedThen).toBeLessThan(BLOBS);
    expect(seen.open).toBe(0);
  });

  it('puts a note in place of a file missing from storage, and logs it', async () => {
    const store = { get: async () => undefined } as unknown as BlobStore;
    const log = { error: vi.fn() };
    const chunks: Buffer[] = [];
    for await (const chunk of await blobZip(store, entries.slice(0, 1), log)) chunks.push(chunk as Buffer);
    const zip = await JSZip.loadAsync(Buffer.concat(chunks));
    expect(await zip.file('Student 0/work.bin - missing.txt')?.async('string')).toContain('missing');
    expect(log.error).toHaveBeenCalledOnce();
  });
});
