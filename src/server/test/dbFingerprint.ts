import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Each table of the app's schema with its row count and a hash of all its rows. */
export type Fingerprint = Record<string, string>;

/** The database at one moment: its write mark and, computed from it, each table's fingerprint. */
export interface DatabaseState {
  writeMark: string;
  tables: Fingerprint;
}

/**
 * Watches every table in the `public` schema (tables added later included), cheaply enough to run around each call
 * of a fuzz test and exactly enough that any inserted, changed or deleted row shows. Every write takes a
 * transaction id, so while the next id to hand out (the snapshot's xmax) stays the same nothing can have changed
 * and the tables are not read again; when it moves, one query hashes every table's rows. On PostgreSQL the ids are
 * the whole server's, so another database's writes move it too, which costs a read and nothing else. Rows are hashed
 * in byte order, whatever the database's collation, so two databases holding the same rows print the same.
 */
export async function watchDatabase(db: Db): Promise<(previous?: DatabaseState) => Promise<DatabaseState>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprints = sql.raw(
    tables
      .map(({ name }) => {
        const table = `"${name.replaceAll('"', '""')}"`;
        return `select '${name.replaceAll("'", "''")}' as name,
          count(*) || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text collate "C"), '')) as print
          from ${table} t`;
      })
      .join(' union all '),
  );
  const writeMark = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`;
  return async (previous) => {
    const [{ mark }] = (await rowsOf<{ mark: string }>(db, writeMark)) as [{ mark: string }];
    if (previous?.writeMark === mark) return previous;
    const rows = await rowsOf<{ name: string; print: string }>(db, fingerprints);
    return { writeMark: mark, tables: Object.fromEntries(rows.map((row) => [row.name, row.print])) };
  };
}

/** The tables whose fingerprints differ between two prints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite and node-postgres both answer raw SQL with `{ rows }`.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
