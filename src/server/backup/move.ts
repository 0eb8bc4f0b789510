import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/template';
import { BackupError } from './externalCommand';

/**
 * A restore into the other kind of database (an embedded backup into PostgreSQL, or back) moves the database table
 * by table, since neither engine's dump tool serves the other: the embedded database is PostgreSQL 18, which an older
 * pg_dump refuses to read, and pg_restore cannot write into it. In one transaction on the new database, the move
 * applies the migrations the backup's database had (the app applies any later ones when it starts), copies every
 * table's rows as PostgreSQL's own text for each value, which the target reads back exactly, sets the sequences where
 * the backup left them, and counts each table's rows on both sides. Any difference rolls everything back.
 */

/** The new database, inside the move's transaction: one statement per call. */
export interface MoveTarget {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface TableName {
  schema: string;
  name: string;
}

/** A table of the new database, after the migrations, by its quoted name. */
export interface TargetTable extends TableName {
  columns: string[];
}

/** Where a sequence stood in the backup, as setval takes it. */
export interface SequenceValue extends TableName {
  value: string;
  isCalled: boolean;
}

/** The database in the archive, which moves its rows itself, by the means its target takes best. */
export interface MoveSource {
  /** The `created_at` of every migration the backup's database had applied (drizzle's record), oldest first. */
  appliedMigrations(): Promise<string[]>;
  /**
   * Copies every table into the new database, whose `tables` are there without their foreign keys; answers each
   * table's rows as counted in the backup, by quoted name, and where the sequences stood.
   */
  copyInto(
    tables: Map<string, TargetTable>,
  ): Promise<{ rows: Map<string, number>; sequences: SequenceValue[] }>;
}

/** One table's rows in the backup and in the restored database. */
export interface TableCount {
  table: string;
  backup: number;
  restored: number;
}

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoted = (table: TableName) => `${quoteName(table.schema)}.${quoteName(table.name)}`;
export const shown = (table: TableName) => `${table.schema}.${table.name}`;

const FOREIGN_KEY_VIOLATION = '23503';

/** Drizzle's record of applied migrations, as its migrator creates it. */
const MIGRATIONS_SCHEMA = 'CREATE SCHEMA drizzle';
const MIGRATIONS_TABLE =
  'CREATE TABLE drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)';

/** Moves `source` into the empty database `target`; every table's counts, or a BackupError and nothing written. */
export async function moveDatabase(source: MoveSource, target: MoveTarget): Promise<TableCount[]> {
  const migrations = migrationsToApply(await source.appliedMigrations());
  await target.query('BEGIN');
  try {
    await target.query(MIGRATIONS_SCHEMA);
    await target.query(MIGRATIONS_TABLE);
    for (const migration of migrations) for (const statement of migration.sql) await target.query(statement);
    const tables = await tablesOf(target);
    // Rows go in table by table in any order, a table in several parts, and rows of one table may name each other:
    // the references are checked once all are in, by putting the keys back.
    const foreignKeys = await target.query<{ table: string; name: string; definition: string }>(
      `select format('%I.%I', n.nspname, c.relname) as "table", con.conname as name,
              pg_get_constraintdef(con.oid) as definition
       from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       where con.contype = 'f'`,
    );
    for (const key of foreignKeys)
      await target.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoteName(key.name)}`);
    const copied = await source.copyInto(tables);
    const missing = [...tables.keys()].filter((name) => !copied.rows.has(name));
    if (missing.length)
      throw new BackupError(
        `The backup holds no data for ${missing.map((name) => shown(tables.get(name)!)).join(', ')}: it is not a complete backup of an LMS database. Nothing was restored.`,
      );
    for (const key of foreignKeys) await addForeignKey(target, key);
    await setSequences(target, copied.sequences);
    const counts: TableCount[] = [];
    for (const [name, table] of tables) {
      const [row] = await target.query<{ count: string }>(`select count(*)::text as count from ${name}`);
      counts.push({ table: shown(table), backup: copied.rows.get(name) ?? 0, restored: Number(row!.count) });
    }
    const differing = counts.filter((count) => count.backup !== count.restored);
    if (differing.length)
      throw new BackupError(
        `The restore was stopped and nothing of it was kept: the rows restored differ from the backup's in ${differing
          .map((count) => `${count.table} (${count.backup} in the backup, ${count.restored} restored)`)
          .join(', ')}. Keep the archive and report this.`,
      );
    await target.query('COMMIT');
    return counts.sort((a, b) => a.table.localeCompare(b.table));
  } catch (error) {
    // The error that stopped the move is the one to tell; a connection that is gone has rolled back already.
    await target.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/**
 * The migrations of this version that the backup's database had, judged as drizzle's migrator judges them: by the
 * time each was made. A backup holding one this version does not know was made by a newer version.
 */
function migrationsToApply(applied: string[]) {
  const known = readMigrationFiles({ migrationsFolder });
  if (applied.length === 0)
    throw new BackupError(
      'The database in the archive has no record of migrations: it is not an LMS database.',
    );
  const unknown = applied.findIndex((createdAt, index) => String(known[index]?.folderMillis) !== createdAt);
  if (unknown !== -1)
    throw new BackupError(
      `The backup was made by a newer or different version of the LMS: its database has a change (migration ${applied[unknown]}) this version does not know. Restore it with the version that made it, or a newer one.`,
    );
  return known.slice(0, applied.length);
}

/** The tables of the database `on` (the app's and drizzle's record), with the columns a row is written with. */
export async function tablesOf(on: MoveTarget): Promise<Map<string, TargetTable>> {
  const rows = await on.query<TargetTable>(
    `select c.table_schema as schema, c.table_name as name,
            array_agg(c.column_name::text order by c.ordinal_position) as columns
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
       and c.table_schema not in ('pg_catalog', 'information_schema')
     group by 1, 2`,
  );
  return new Map(rows.map((table) => [quoted(table), table]));
}

/** The new database's table for the backup's `table`, refusing one it lacks or whose columns differ. */
export function tableFor(tables: Map<string, TargetTable>, table: TableName, columns: string[]): TargetTable {
  const target = tables.get(quoted(table));
  if (!target)
    throw new BackupError(
      `The backup holds a table, ${shown(table)}, that the LMS's migrations do not make: it is not a backup of an LMS database. Nothing was restored.`,
    );
  const sorted = (names: string[]) => [...names].sort().join(', ');
  if (sorted(columns) !== sorted(target.columns))
    throw new BackupError(
      `The backup's table ${shown(table)} has the columns ${sorted(columns)}, but the LMS's migrations make ${sorted(target.columns)}. Nothing was restored.`,
    );
  return target;
}

/** The sequences of the database `on` (the numbers of drizzle's record, and any serial column's). */
export function sequencesOf(on: MoveTarget): Promise<TableName[]> {
  return on.query<TableName>(
    `select schemaname as schema, sequencename as name from pg_sequences
     where schemaname not in ('pg_catalog', 'information_schema')`,
  );
}

/** Puts a foreign key back, which checks every row's reference; a row naming one that is not there refuses the move. */
async function addForeignKey(target: MoveTarget, key: { table: string; name: string; definition: string }) {
  try {
    await target.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quoteName(key.name)} ${key.definition}`);
  } catch (error) {
    if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
    throw new BackupError(
      `The backup's database is damaged: rows of ${key.table} name rows that are not in it (${key.name}: ${(error as { detail?: string }).detail ?? (error as Error).message}). Nothing was restored; repair the database the backup came from, or restore an earlier backup.`,
    );
  }
}

/** Puts each sequence where the backup left it, so a row added after the move takes a new number. */
async function setSequences(target: MoveTarget, sequences: SequenceValue[]) {
  const present = await sequencesOf(target);
  const known = new Set(present.map(quoted));
  const stray = sequences.filter((sequence) => !known.has(quoted(sequence)));
  if (stray.length)
    throw new BackupError(
      `The backup holds a sequence, ${stray.map(shown).join(', ')}, that the LMS's migrations do not make: it is not a backup of an LMS database. Nothing was restored.`,
    );
  const given = new Set(sequences.map(quoted));
  const missing = present.filter((sequence) => !given.has(quoted(sequence)));
  if (missing.length)
    throw new BackupError(
      `The backup does not say where the sequence ${missing.map(shown).join(', ')} stood: it is not a complete backup of an LMS database. Nothing was restored.`,
    );
  for (const sequence of sequences)
    await target.query('select setval($1::regclass, $2::bigint, $3::boolean)', [
      quoted(sequence),
      sequence.value,
      sequence.isCalled,
    ]);
}
