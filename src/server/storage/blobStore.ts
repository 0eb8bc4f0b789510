import type { Readable } from 'node:stream';

/**
 * Where the app keeps stored files (DESIGN: the data folder by default, S3-compatible storage later): blobs of bytes
 * under keys the store generates, never a name a user gave. A key is the SHA-256 of the bytes in hex, so storing the
 * same bytes twice gives one blob, and a copy (a course made from a template) is a second reference to the same key,
 * not a second copy of the bytes. Nothing is deleted while a row may name it (docs/decisions.md).
 */
export interface BlobStore {
  /** Stores the bytes, or everything the stream gives, whole or not at all; answers their key and size. */
  put(source: Uint8Array | Readable): Promise<StoredBlob>;
  /**
   * Stores a whole file on this machine's disk (a finished upload), which stays the caller's to delete. The data
   * folder's store links it into place instead of writing its bytes a second time.
   */
  putFile(path: string): Promise<StoredBlob>;
  /**
   * The blob under `key` with its whole size, open for reading (the caller reads the stream to its end); with a
   * `range`, the stream gives only those bytes (the caller has checked it lies within the blob). Absent: undefined.
   */
  get(key: string, range?: ByteRange): Promise<OpenBlob | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the blob under `key`, if there is one. */
  delete(key: string): Promise<void>;
}

/** Bytes `start` to `end` of a blob, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredBlob {
  key: string;
  size: number;
}

export interface OpenBlob {
  size: number;
  stream: Readable;
}

const blobKey = /^[0-9a-f]{64}$/;

/** A key is only ever one the store made: anything else (a path, `..`) is a programming error, never a file name. */
export function assertBlobKey(key: string): void {
  if (!blobKey.test(key)) throw new Error(`Not a stored file's key: ${JSON.stringify(key)}`);
}
