import { existsSync, openAsBlob, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dumpPglite, pgliteDirOf } from '../db/client';
import { DataDirBusyError, type DataDirLock, isLocal, lockDataDir } from '../db/dataDirLock';
import { BackupError } from './externalCommand';
import { fetchLiveCopy } from './liveCopy';

/**
 * Writes a consistent copy of the embedded database of `dataDir` to `target`: opened and copied here when no process
 * holds it, or handed out by the running server that does (liveCopy.ts). Migrations are not run: the copy is the
 * database as it is.
 */
export async function copyEmbeddedDatabase(dataDir: string, target: string): Promise<void> {
  const folder = pgliteDirOf(dataDir);
  let lock: DataDirLock;
  try {
    lock = lockDataDir(folder, 'backup');
  } catch (error) {
    if (!(error instanceof DataDirBusyError) || error.holder?.use !== 'server') throw error;
    if (!isLocal(error.holder))
      throw new BackupError(
        `${error.message}\nRun the backup on the machine, and in the container, where that server runs: it hands out the copy.`,
      );
    return fetchLiveCopy(dataDir, error.holder.pid, target);
  }
  try {
    if (!existsSync(join(folder, 'PG_VERSION')))
      throw new BackupError(
        `There is no embedded database in ${folder} to back up. (With DATABASE_URL set, that PostgreSQL database is backed up.)`,
      );
    const client = await PGlite.create(folder);
    try {
      writeFileSync(target, Buffer.from(await (await dumpPglite(client)).arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** Opens the archive's copy `dump` of an embedded database into the empty `folder`. */
export async function openEmbeddedCopy(folder: string, dump: string): Promise<PGlite> {
  try {
    return await PGlite.create(folder, { loadDataDir: await openAsBlob(dump) });
  } catch (error) {
    throw new BackupError(
      `The database copy in the archive could not be opened: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/**
 * Opens the copy `dump` into the empty `folder`, which the caller holds the lock of, and answers how many user
 * accounts it holds, so the operator sees what came back.
 */
export async function loadEmbeddedDatabase(folder: string, dump: string): Promise<number> {
  const client = await openEmbeddedCopy(folder, dump);
  try {
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from users');
    return rows[0]?.count ?? 0;
  } finally {
    await client.close();
  }
}
