import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DataDirUse, lockDataDir } from './dataDirLock';
import { DrizzlePGlite } from './drizzleClient';
import { makePrivate } from './privateFolder';
import * as schema from './schema';
import { migrationsFolder, PG_VERSION_FILE, readDatabaseTemplate, unpackDatabaseTemplate } from './template';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database held no tables before migrations ran (a first start). */
  fresh: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Receives errors of idle PostgreSQL connections (PostgreSQL restarting, an administrator ending sessions); the
   * pool drops such a connection and opens another when needed. Without a handler they would end the process.
   */
  onConnectionError: (error: Error) => void;
  /**
   * PGlite only: a gzipped tarball of its folder taken between transactions, which PGlite's `loadDataDir` opens
   * again (a consistent copy for backups while the server runs).
   */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite only: the folder it lives in; absent for one kept in memory. */
  pgliteDir?: string;
}

/**
 * PostgreSQL's settings for the embedded database beyond PGlite's own. Its 128 MB of shared buffers (PostgreSQL's
 * default) were a third of an idle server's memory once the demo school was seeded: PGlite reads through the
 * operating system's file cache, so a page outside the buffers costs a system call, not a disk read, and a school
 * small enough for the embedded database works in 16 MB (docs/decisions.md, "Production runs the server compiled").
 */
export const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Where the embedded database lives in a data folder. */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'db');

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** Who opens a PGlite folder, named to a second process that finds it locked. */
  use?: DataDirUse;
}

/**
 * Opens PGlite or PostgreSQL, applies the committed migrations, and reports whether it was empty. A PGlite folder is
 * locked to this process first (`dataDirLock.ts`) and released when closed.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Loaded only for PostgreSQL: a server on the embedded database never holds the pg driver.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind: 'postgres',
      fresh: false,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      onConnectionError: () => {},
    };
    pool.on('error', (error) => database.onConnectionError(error));
    database.fresh = await isEmpty((sql) => pool.query(sql).then((r) => r.rows));
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return database;
  }
  const dir = options.pgliteDir ?? 'memory://';
  const inMemory = dir.startsWith('memory://');
  const lock = inMemory ? undefined : lockDataDir(dir, options.use ?? 'server');
  let client: PGlite | undefined;
  try {
    if (!inMemory) mkdirSync(dir, { recursive: true, mode: 0o700 });
    const unpacked =
      !inMemory && !existsSync(join(dir, PG_VERSION_FILE)) && (await unpackDatabaseTemplate(dir));
    const template = inMemory ? readDatabaseTemplate() : undefined;
    const open = await DrizzlePGlite.open(dir, {
      startParams: EMBEDDED_START_PARAMS,
      ...(template ? { loadDataDir: template } : {}),
    });
    client = open;
    const fresh =
      unpacked || template !== undefined || (await isEmpty((sql) => open.query(sql).then((r) => r.rows)));
    const pgliteDb = drizzlePglite(open, { schema });
    await migratePglite(pgliteDb, { migrationsFolder });
    // PGlite writes through a WebAssembly file system that sets modes itself, with a umask of its own (022): the
    // template unpacks 0666, and every start rewrites some files 0644, whatever this process's umask.
    if (!inMemory) makePrivate(dir);
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      fresh,
      ping: async () => void (await open.query('select 1')),
      close: async () => {
        await open.close();
        lock?.release();
      },
      onConnectionError: () => {},
      dumpDataDir: () => dumpPglite(open),
      ...(inMemory ? {} : { pgliteDir: dir }),
    };
  } catch (error) {
    await client?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

/**
 * Checkpoints, then tars the folder inside `transaction`, which waits for every open transaction to end and holds
 * the others off, so the copy never holds half of one.
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client.transaction(() => client.dumpDataDir('gzip'));
}

async function isEmpty(query: (sql: string) => Promise<unknown[]>): Promise<boolean> {
  const rows = (await query(
    "select 1 from information_schema.tables where table_schema = 'public' and table_name = 'users'",
  )) as unknown[];
  return rows.length === 0;
}
