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
import { makePrivate } from '../db/privateFolder';
import { filesDirOf } from '../storage/openStorage';
import { type DatabaseKind, databaseDump, extractArchive, FILES, type Manifest } from './archive';
import { loadEmbeddedDatabase } from './embedded';
import { BackupError } from './externalCommand';
import type { TableCount } from './move';
import { moveEmbeddedToPostgres } from './moveFromEmbedded';
import { movePostgresToEmbedded } from './moveFromPostgres';
import { isEmptyPostgres, restorePostgres } from './postgres';

export interface RestoreReport {
  /** The kind of database the backup holds. */
  database: DatabaseKind;
  /** The kind it was restored into: the other one when the restore moved it (move.ts). */
  into: DatabaseKind;
  /** When the backup was taken. */
  createdAt: string;
  /** User accounts in the restored embedded database (counted when it came back as it was). */
  users?: number;
  /** A move between kinds: each table's rows, counted in the backup and in the restored database. */
  tables?: TableCount[];
  /** How many stored files came back; absent when the archive held none. */
  files?: number;
}

/**
 * Brings the archive back: into an empty data folder (under the folder's lock, so no server can start on it meanwhile
 * and none may be running), or with DATABASE_URL set, into that new, empty PostgreSQL database; the stored files into
 * an empty `$DATA_DIR/files`. A backup of the other kind of database is moved table by table (move.ts). A refused or
 * failed restore leaves the data folder and the database as they were.
 */
export async function restore(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  archive: string,
): Promise<RestoreReport> {
  if (!isFile(archive)) throw new BackupError(`There is no archive at ${archive}.`);
  const hadDataDir = existsSync(config.dataDir);
  try {
    return await restoreInto(config, archive);
  } catch (error) {
    if (!hadDataDir) removeIfEmpty(config.dataDir);
    throw error;
  }
}

async function restoreInto(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  archive: string,
): Promise<RestoreReport> {
  const filesFolder = filesDirOf(config.dataDir);
  const url = config.databaseUrl;
  if (url) {
    if (!(await isEmptyPostgres(url)))
      throw new BackupError(
        'The database at DATABASE_URL already holds tables. Restore into a new, empty database (for example `createdb lms_restored`) and point DATABASE_URL at it.',
      );
    refuseUnlessEmpty(filesFolder, config.dataDir);
    return fromArchive(config.dataDir, archive, 'postgres', async (manifest, staging) => {
      if (manifest.database === 'pglite')
        return {
          tables: await moveEmbeddedToPostgres(
            join(staging, databaseDump.pglite),
            join(staging, 'embedded-copy'),
            url,
          ),
        };
      await restorePostgres(url, join(staging, databaseDump.postgres));
      return {};
    });
  }
  const folder = pgliteDirOf(config.dataDir);
  const lock = lockDataDir(folder, 'restore');
  try {
    refuseUnlessEmpty(folder, config.dataDir);
    refuseUnlessEmpty(filesFolder, config.dataDir);
    return await fromArchive(config.dataDir, archive, 'pglite', async (manifest, staging) => {
      try {
        if (manifest.database === 'postgres')
          return { tables: await movePostgresToEmbedded(join(staging, databaseDump.postgres), folder) };
        return { users: await loadEmbeddedDatabase(folder, join(staging, databaseDump.pglite)) };
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
  into: DatabaseKind,
  restoreDatabase: (manifest: Manifest, staging: string) => Promise<Pick<RestoreReport, 'users' | 'tables'>>,
): Promise<RestoreReport> {
  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(join(dataDir, '.restore-'));
  try {
    const manifest = await extractArchive(archive, staging);
    const restored = await restoreDatabase(manifest, staging);
    const files = join(staging, FILES);
    const stored = existsSync(files) ? countFiles(files) : undefined;
    if (stored !== undefined) {
      const target = filesDirOf(dataDir);
      if (existsSync(target)) rmdirSync(target);
      renameSync(files, target);
    }
    // tar run as root keeps the archive's modes, and PGlite sets its own: the restored folder is made private.
    makePrivate(dataDir);
    return { database: manifest.database, into, createdAt: manifest.createdAt, ...restored, files: stored };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function countFiles(folder: string): number {
  return readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile())
    .length;
}

function removeIfEmpty(folder: string) {
  try {
    rmdirSync(folder);
  } catch {
    // Not empty, or gone: either way nothing of the restore is left in it.
  }
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
