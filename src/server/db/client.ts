import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder, readDatabaseTemplate } from './template';

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
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
}

/** Opens PGlite or PostgreSQL, applies the committed migrations, and reports whether it was empty. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
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
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const template = inMemory || !existsSync(join(dir, 'PG_VERSION')) ? readDatabaseTemplate() : undefined;
  const client = await PGlite.create(dir, template ? { loadDataDir: template } : {});
  const fresh = template !== undefined || (await isEmpty((sql) => client.query(sql).then((r) => r.rows)));
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    fresh,
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    onConnectionError: () => {},
  };
}

async function isEmpty(query: (sql: string) => Promise<unknown[]>): Promise<boolean> {
  const rows = (await query(
    "select 1 from information_schema.tables where table_schema = 'public' and table_name = 'users'",
  )) as unknown[];
  return rows.length === 0;
}
