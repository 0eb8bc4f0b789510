import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config';
import { filesDirOf } from '../storage/openStorage';
import { type DatabaseKind, databaseDump, writeArchive } from './archive';
import { copyEmbeddedDatabase } from './embedded';
import { BackupError } from './externalCommand';
import { dumpPostgres } from './postgres';

export interface BackupReport {
  archive: string;
  database: DatabaseKind;
  files: boolean;
  /** tar's words about stored files written while they were read. */
  warnings: string[];
}

/**
 * Writes a consistent copy of the configured database, then the stored files folder when there is one, to the new
 * archive `archive`. Files come after the database: a file is stored before the row that names it commits, so every
 * file the copied rows name is there. The archive appears under its name only when complete.
 */
export async function backup(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  archive: string,
): Promise<BackupReport> {
  if (existsSync(archive))
    throw new BackupError(`${archive} exists already. Name a new archive; a backup never overwrites one.`);
  mkdirSync(dirname(archive), { recursive: true });
  const staging = mkdtempSync(join(dirname(archive), '.lms-backup-'));
  try {
    const database: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
    mkdirSync(join(staging, 'database'));
    const dump = join(staging, databaseDump[database]);
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, dump);
    else await copyEmbeddedDatabase(config.dataDir, dump);
    const files = filesDirOf(config.dataDir);
    const filesFolder = existsSync(files) ? files : undefined;
    const written = join(staging, 'archive.tar.gz');
    const warnings = await writeArchive(written, staging, database, filesFolder);
    chmodSync(written, 0o600); // it holds every account's password hash
    renameSync(written, archive);
    return { archive, database, files: Boolean(filesFolder), warnings };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
