import { createHash, randomUUID } from 'node:crypto';
import { realpathSync, statSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * The default REDIS_PREFIX: `lms:` and a short hash of what makes this installation's database itself. Redis
 * pub/sub ignores the database number, so installations sharing one Redis must differ by name; every instance of
 * one installation shares its database and so computes the same prefix.
 * - PostgreSQL: the cluster's system identifier (made by initdb) and the database's name.
 * - PGlite: its folder on disk (real path, inode, creation time). One process at a time opens it, so a new prefix
 *   after the folder is moved or restored costs nothing but the rate limits' counts.
 * - PGlite in memory (tests): a new one each time it is opened.
 */
export async function installationRedisPrefix(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string> {
  const identity = await databaseIdentity(database, log);
  return `lms:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

async function databaseIdentity(database: Database, log: Pick<FastifyBaseLogger, 'warn'>): Promise<string> {
  if (database.kind === 'pglite') {
    if (!database.pgliteDir) return `memory:${randomUUID()}`;
    const folder = statSync(database.pgliteDir);
    return `pglite:${realpathSync(database.pgliteDir)}:${folder.ino}:${folder.birthtimeMs}`;
  }
  try {
    const [row] = await rowsOf<{ cluster: string; name: string }>(
      database,
      sql`select system_identifier::text as cluster, current_database() as name from pg_control_system()`,
    );
    return `postgres:${row!.cluster}:${row!.name}`;
  } catch (error) {
    // A host that withholds pg_control_system() still has database names: unique on one server, not across two.
    log.warn(
      { err: error },
      'could not read the PostgreSQL system identifier: the Redis prefix comes from the database name alone; set REDIS_PREFIX if another installation shares this Redis',
    );
    const [row] = await rowsOf<{ name: string }>(database, sql`select current_database() as name`);
    return `postgres:${row!.name}`;
  }
}

async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
