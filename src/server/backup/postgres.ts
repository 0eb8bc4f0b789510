import pg from 'pg';
import { runCommand } from './externalCommand';

/**
 * The connection for pg_dump and pg_restore: the URL without its password, which travels in PGPASSWORD instead of on
 * the command line, where any user of the machine could read it.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** pg_dump's custom format, uncompressed (the archive is gzipped as a whole); a consistent snapshot by design. */
export async function dumpPostgres(url: string, target: string): Promise<void> {
  const { dbname, env } = connection(url);
  await runCommand('pg_dump', ['--format=custom', '--compress=0', `--file=${target}`, `--dbname=${dbname}`], {
    env,
  });
}

/** Restores a dump in one transaction: all of it or, on the first error, nothing. */
export async function restorePostgres(url: string, dump: string): Promise<void> {
  const { dbname, env } = connection(url);
  await runCommand(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dump],
    { env },
  );
}

/** Whether the database holds no table of its own (a new database from `createdb`). */
export async function isEmptyPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0]?.count === 0;
  } finally {
    await client.end();
  }
}
