import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { pgliteDirOf } from '../db/client';
import { lockDataDir } from '../db/dataDirLock';
import { filesDirOf } from '../storage/openStorage';
import { type DatabaseKind, databaseDump, extractArchive, FILES, type Manifest } from './archive';
import { loadEmbeddedDatabase } from './embedded';
import { BackupError } from './externalCommand';
import { isEmptyPostgres, restorePostgres } from './postgres';

export interface RestoreReport {
  database: DatabaseKind;
  /** When the backup was taken. */
  createdAt: string;
  /** User accounts in the restored embedded database (not counted for PostgreSQL). */
  users?: number;
  files: boolean;
}

/**
 * Brings the archive back: the embedded database into an empty data folder (under the folder's lock, so no server
 * can start on it meanwhile and none may be running), or with DATABASE_URL set, into that new, empty PostgreSQL
 * database; the stored files into an empty `$DATA_DIR/files`.
 */
export async function restore(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  archive: string,
): Promise<RestoreReport> {
  if (!isFile(archive)) throw new BackupError(`There is no archive at ${archive}.`);
  const filesFolder = filesDirOf(config.dataDir);
  const url = config.databaseUrl;
  if (url) {
    if (!(await isEmptyPostgres(url)))
      throw new BackupError(
        'The database at DATABASE_URL already holds tables. Restore into a new, empty database (for example `createdb lms_restored`) and point DATABASE_URL at it.',
      );
    refuseUnlessEmpty(filesFolder, config.dataDir);
    return fromArchive(config.dataDir, archive, 'postgres', async (staging) => {
      await restorePostgres(url, join(staging, databaseDump.postgres));
      return undefined;
    });
  }
  const folder = pgliteDirOf(config.dataDir);
  const lock = lockDataDir(folder, 'restore');
  try {
    refuseUnlessEmpty(folder, config.dataDir);
    refuseUnlessEmpty(filesFolder, config.dataDir);
    return await fromArchive(config.dataDir, archive, 'pglite', async (staging) => {
      try {
        return await loadEmbeddedDatabase(folder, join(staging, databaseDump.pglite));
      } catch (error) {
        rmSync(folder, { recursive: true, force: true });
        throw error;
      }
    });
  } finally {
    lock.release();
  }
}

/** Extracts the archive into a staging folder beside the data, restores its database, then moves its files in. */
async function fromArchive(
  dataDir: string,
  archive: string,
  expected: DatabaseKind,
  restoreDatabase: (staging: string) => Promise<number | undefined>,
): Promise<RestoreReport> {
  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(join(dataDir, '.restore-'));
  try {
    const manifest = await extractArchive(archive, staging);
    if (manifest.database !== expected) throw new BackupError(kindMismatch(manifest));
    const users = await restoreDatabase(staging);
    const files = join(staging, FILES);
    const hasFiles = existsSync(files);
    if (hasFiles) {
      const target = filesDirOf(dataDir);
      if (existsSync(target)) rmdirSync(target);
      renameSync(files, target);
    }
    return { database: manifest.database, createdAt: manifest.createdAt, users, files: hasFiles };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function kindMismatch(manifest: Manifest): string {
  return manifest.database === 'pglite'
    ? 'This archive holds an embedded (PGlite) database. Unset DATABASE_URL to restore it into DATA_DIR.'
    : 'This archive holds a PostgreSQL database. Set DATABASE_URL to a new, empty PostgreSQL database to restore it.';
}

function refuseUnlessEmpty(folder: string, dataDir: string) {
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new BackupError(
      `${dataDir} is not an empty data folder: ${folder} holds data. Restore into an empty one: set DATA_DIR to a new folder, or move this one aside.`,
    );
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
