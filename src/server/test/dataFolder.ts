import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Db, openDatabase, pgliteDirOf } from '../db/client';
import { TEST_TOKEN_SECRET } from './testApp';

/** A new data folder for real server processes and commands, and the environment that points them at it. */
export function newDataFolder(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `lms-${name}-`));
  return {
    dataDir,
    pgliteDir: pgliteDirOf(dataDir),
    /** The embedded database of this folder (DATABASE_URL emptied), no demo school, the test token secret. */
    env: { DATA_DIR: dataDir, DATABASE_URL: '', TOKEN_SECRET: TEST_TOKEN_SECRET, SEED_DEMO: 'false' },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Runs `use` with an in-process app on the data folder `dataDir` (its stored files, and its embedded database unless
 * `url` names a PostgreSQL one; for a PGlite folder, holding its lock meanwhile), closing it after: for building data
 * before a server process starts, or reading it after one stops.
 */
export async function withApp<T>(
  { dataDir, url }: { dataDir: string; url?: string },
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const config = {
    ...loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    webDir: undefined,
  };
  const database = await openDatabase(url ? { url } : { pgliteDir: pgliteDirOf(dataDir) });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    return await use(app);
  } finally {
    await app.close();
  }
}

/** Every row of every table of the app and of the migrations record, as JSON text, table by table. */
export async function snapshotTables(db: Db): Promise<Record<string, string[]>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables)
    snapshot[name] = (
      await rowsOf<{ row: string }>(sql.raw(`select row_to_json(t)::text as row from ${name} t order by 1`))
    ).map((r) => r.row);
  return snapshot;
}

/** Every folder and file under `dir`, itself too, that group or others may use, with its mode; not links. */
export function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) open.push(`${(stats.mode & 0o777).toString(8)} ${relative(dir, path) || '.'}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return open;
}
