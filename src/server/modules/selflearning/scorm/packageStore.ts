import type { BlobStore } from '../../../storage/blobStore';
import type { ZipFile } from './packageZip';

/**
 * An unpacked package in the file store (issue 39). The store keeps blobs under keys it makes (the SHA-256 of their
 * bytes), never under a name from a zip: each file of the package is one blob, and the package's index, itself a
 * blob, maps each path of the package to its blob. The index's key is the package's storage prefix
 * (sl_packages.storage_prefix): what the content origin serves a package from, and all it can reach.
 */
export interface PackageIndex {
  files: Record<string, { key: string; size: number }>;
}

/** Stores every file, each streamed as it inflates (one at a time), then the index naming them; answers its key. */
export async function storePackageFiles(storage: BlobStore, files: ZipFile[]): Promise<string> {
  const index: PackageIndex = { files: {} };
  for (const file of files) {
    const stored = await storage.put(file.open());
    index.files[file.path] = stored;
  }
  const { key } = await storage.put(Buffer.from(JSON.stringify(index)));
  return key;
}

/** The indexes the content origin read lately: a package's files are asked for many times as it plays. */
const INDEX_CACHE_MAX = 200;
const cache = new Map<string, PackageIndex>();

/** The index under `key`, or undefined when there is none. */
export async function readPackageIndex(storage: BlobStore, key: string): Promise<PackageIndex | undefined> {
  const cached = cache.get(key);
  if (cached) return cached;
  if (!/^[0-9a-f]{64}$/.test(key)) return undefined;
  const blob = await storage.get(key);
  if (!blob) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  const index = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PackageIndex;
  if (cache.size >= INDEX_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, index);
  return index;
}
