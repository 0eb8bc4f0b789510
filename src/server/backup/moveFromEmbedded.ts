import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openEmbeddedCopy } from './embedded';
import {
  type MoveSource,
  type MoveTarget,
  moveDatabase,
  quoted,
  quoteName,
  type SequenceValue,
  sequencesOf,
  type TableCount,
  type TargetTable,
  tableFor,
  tablesOf,
} from './move';

/**
 * An embedded backup (PGlite's folder) moved into the empty PostgreSQL database at `url`: the copy is opened in
 * `folder`, and each value is read as its text and written as a parameter, which PostgreSQL reads as that column's
 * type, as it reads pg_dump's text.
 */
export async function moveEmbeddedToPostgres(
  dump: string,
  folder: string,
  url: string,
): Promise<TableCount[]> {
  const source = await openEmbeddedCopy(folder, dump);
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const target: MoveTarget = {
        query: async <Row>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as Row[],
      };
      return await moveDatabase(embeddedSource(source, target), target);
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
}

/** Values written as text that reads back the same anywhere: the settings pg_dump reads with. */
const TEXT_SETTINGS = `SET TimeZone = 'UTC'; SET DateStyle = 'ISO'; SET IntervalStyle = 'postgres';
  SET extra_float_digits = 3; SET bytea_output = 'hex'`;

/** Rows per INSERT, and never more values than PostgreSQL's 65535 parameters of one statement. */
const BATCH_ROWS = 500;

function embeddedSource(source: PGlite, target: MoveTarget): MoveSource {
  const on: MoveTarget = {
    query: async <Row>(text: string, params?: unknown[]) => (await source.query<Row>(text, params)).rows,
  };
  return {
    async appliedMigrations() {
      const [record] = await on.query<{ kept: boolean }>(
        "select to_regclass('drizzle.__drizzle_migrations') is not null as kept",
      );
      if (!record?.kept) return [];
      const rows = await on.query<{ createdAt: string }>(
        'select created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at',
      );
      return rows.map((row) => row.createdAt);
    },

    async copyInto(tables) {
      await source.exec(TEXT_SETTINGS);
      const rows = new Map<string, number>();
      for (const table of (await tablesOf(on)).values()) {
        tableFor(tables, table, table.columns);
        rows.set(quoted(table), await copyTable(source, target, table));
      }
      const sequences: SequenceValue[] = [];
      for (const sequence of await sequencesOf(on)) {
        const [state] = await on.query<{ value: string; isCalled: boolean }>(
          `select last_value::text as value, is_called as "isCalled" from ${quoted(sequence)}`,
        );
        sequences.push({ ...sequence, ...state! });
      }
      return { rows, sequences };
    },
  };
}

/** Copies one table a batch at a time through a cursor; answers its rows as counted in the backup. */
async function copyTable(source: PGlite, target: MoveTarget, table: TargetTable): Promise<number> {
  const name = quoted(table);
  const columns = table.columns.map(quoteName);
  const {
    rows: [counted],
  } = await source.query<{ count: string }>(`select count(*)::text as count from ${name}`);
  const batch = Math.min(BATCH_ROWS, Math.floor(65535 / columns.length));
  await source.exec(
    `BEGIN; DECLARE copied NO SCROLL CURSOR FOR SELECT ${columns.map((column) => `${column}::text`).join(', ')} FROM ${name}`,
  );
  try {
    for (;;) {
      const { rows } = await source.query<(string | null)[]>(`FETCH ${batch} FROM copied`, [], {
        rowMode: 'array',
      });
      if (rows.length === 0) break;
      const values = rows.map(
        (_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
      );
      await target.query(
        `INSERT INTO ${name} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
        rows.flat(),
      );
    }
  } finally {
    await source.exec('COMMIT');
  }
  return Number(counted!.count);
}
