import { join } from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blobStore';
import { localDiskStore } from './localDisk';
import { s3Store } from './s3';

/** Where a data folder keeps its stored files; backups archive this folder with the database. */
export const filesDirOf = (dataDir: string) => join(dataDir, 'files');

/** The configured file storage: the S3-compatible store when `S3_URL` is set, else the data folder's files folder. */
export async function openStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<BlobStore> {
  return config.s3 ? await s3Store(config.s3) : localDiskStore(filesDirOf(config.dataDir));
}
