import { join } from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blobStore';
import { localDiskStore } from './localDisk';

/** Where a data folder keeps its stored files; backups archive this folder with the database. */
export const filesDirOf = (dataDir: string) => join(dataDir, 'files');

/** The configured file storage: the data folder's files folder (an S3-compatible driver comes with the files area). */
export function openStorage(config: Pick<Config, 'dataDir'>): BlobStore {
  return localDiskStore(filesDirOf(config.dataDir));
}
