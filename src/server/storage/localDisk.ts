import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, type BlobStore, type OpenBlob } from './blobStore';

/**
 * Blobs as files of one folder (`$DATA_DIR/files` for the server):
 *   blobs/<first two hex digits>/<key>   each blob, readable by the server's user only
 *   incoming/<random>                    a blob being written, renamed into blobs/ once whole and flushed
 * The rename is atomic on one file system, so a reader finds a whole blob or none; a write cut short leaves only its
 * file under incoming/.
 */
export function localDiskStore(folder: string): BlobStore {
  const incoming = join(folder, 'incoming');
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(folder, 'blobs', key.slice(0, 2), key);
  };

  const store: BlobStore = {
    async put(source) {
      const partial = join(incoming, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      let writing: Promise<void> | undefined;
      try {
        // The pipeline listens to the source at once: a stream failing while the folder is made is caught too.
        await pipeline(
          source instanceof Readable ? source : Readable.from([source]),
          async function* measure(chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              size += chunk.length;
              yield chunk;
            }
          },
          (chunks: AsyncIterable<Uint8Array>) => {
            writing = (async () => {
              await mkdir(incoming, { recursive: true });
              const file = await open(partial, 'wx', 0o600);
              try {
                for await (const chunk of chunks) await file.write(chunk);
                await file.sync();
              } finally {
                await file.close();
              }
            })();
            return writing;
          },
        );
        const key = hash.digest('hex');
        const target = pathOf(key);
        await mkdir(join(target, '..'), { recursive: true });
        // Onto an existing blob of the same key this replaces identical bytes: readers of the old file keep it.
        await rename(partial, target);
        return { key, size };
      } catch (error) {
        // The pipeline rejects as soon as the source fails, while the writer may still be opening its file: it is
        // let finish first, so no partial file appears after it was removed.
        await writing?.catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
    },

    async putFile(path) {
      const hash = createHash('sha256');
      let size = 0;
      const file = await open(path, 'r');
      try {
        for await (const chunk of file.createReadStream({ autoClose: false })) {
          hash.update(chunk);
          size += chunk.length;
        }
        // Flushed before it is named a blob, as put does; and readable by the server's user only.
        await file.sync();
        await file.chmod(0o600);
      } finally {
        await file.close();
      }
      const key = hash.digest('hex');
      const target = pathOf(key);
      await mkdir(join(target, '..'), { recursive: true });
      try {
        // A second name for the whole file, made at once: readers find the blob whole or not at all.
        await link(path, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // EEXIST: these very bytes are stored already. EXDEV: another file system, so the bytes are copied.
        if (code === 'EXDEV') return store.put(createReadStream(path));
        if (code !== 'EEXIST') throw error;
      }
      return { key, size };
    },

    async get(key, range): Promise<OpenBlob | undefined> {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        // The size of the very file the stream reads, whatever happens to the name meanwhile.
        const { size } = await handle.stat();
        return { size, stream: handle.createReadStream(range && { start: range.start, end: range.end }) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
  return store;
}
