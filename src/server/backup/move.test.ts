import { createHash, randomUUID } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/template';
import {
  type BackupTestSchool,
  buildBackupTestSchool,
  expectSchoolServed,
  sendChatMessage,
} from '../test/backupTestSchool';
import { person } from '../test/cast';
import { type newDataFolder, withApp } from '../test/dataFolder';
import { watchDatabase } from '../test/dbFingerprint';
import { neededServices, scratchSpace } from '../test/scratchSpace';
import { runScript, startServerProcess, stopServerProcess } from '../test/serverProcess';
import { isEmptyPostgres } from './postgres';

/**
 * Issue 36: a school that started on the embedded database moves to PostgreSQL with `npm run restore` of its backup
 * (and a PostgreSQL school into the embedded database): every row and stored file, every table's rows counted on both
 * sides, and a refused restore changes nothing. Needs DATABASE_URL (CI's `--db-only` run sets it); each PostgreSQL
 * database here is a scratch one of its own on that server.
 */
const services = neededServices(
  'THE TEST OF MOVES BETWEEN THE EMBEDDED DATABASE AND POSTGRESQL',
  'DATABASE_URL',
);

/** Every table's rows (dbFingerprint.ts), and drizzle's record of migrations with where its numbering stands. */
async function fingerprint(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    tables: (await (await watchDatabase(db))()).tables,
    migrations: await rows(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by id`,
    ),
    numbering: await rows(sql`select last_value::text, is_called from drizzle.__drizzle_migrations_id_seq`),
  };
}

/** The fingerprint of a PostgreSQL database, its times written in UTC as the embedded database writes them. */
async function fingerprintOfPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    return await fingerprint(drizzlePg(client) as unknown as Db);
  } finally {
    await client.end();
  }
}

async function fingerprintOfEmbedded(pgliteDir: string) {
  const client = await PGlite.create(pgliteDir);
  try {
    return await fingerprint(drizzlePglite(client) as unknown as Db);
  } finally {
    await client.close();
  }
}

/** Each stored file of a data folder with a hash of its bytes. */
function storedFiles(dataDir: string): Record<string, string> {
  const folder = join(dataDir, 'files');
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => statSync(join(folder, name)).isFile())
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(join(folder, name)))
          .digest('hex'),
      ]),
  );
}

/** Every entry of a folder, with a file's size and time of change: what a refused restore must leave alone. */
function folderState(folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .sort()
      .map((name) => {
        const entry = statSync(join(folder, name));
        return [name, entry.isFile() ? `${entry.size} bytes, ${entry.mtimeMs}` : 'folder'];
      }),
  );
}

describe.skipIf(!services)('moving a school between the embedded database and PostgreSQL', () => {
  const space = scratchSpace(services?.DATABASE_URL);
  const { dataFolder } = space;
  let archives: string;
  let embedded: ReturnType<typeof newDataFolder>;
  let school: BackupTestSchool;
  let embeddedArchive: string;

  const backupTo = async (archive: string, env: Record<string, string>) => {
    const run = await runScript('scripts/backup.ts', [archive], env);
    expect(run.code, run.output).toBe(0);
  };
  const restoreFrom = (archive: string, env: Record<string, string>) =>
    runScript('scripts/restore.ts', [archive], env);

  beforeAll(async () => {
    archives = space.folder('move-archives');
    embedded = dataFolder('move-embedded');
    school = await withApp({ dataDir: embedded.dataDir }, buildBackupTestSchool);
    const server = await startServerProcess(embedded.env);
    try {
      await sendChatMessage(server, school, 'Is the quiz on Friday?');
    } finally {
      await stopServerProcess(server);
    }
    embeddedArchive = join(archives, 'embedded.tar.gz');
    await backupTo(embeddedArchive, embedded.env);
  }, 120_000);

  it('moves an embedded school into an empty PostgreSQL database and back: every row, every stored file', async () => {
    const original = await fingerprintOfEmbedded(embedded.pgliteDir);
    expect(original.tables.users).toMatch(/^3:/);

    const postgres = await space.database();
    const onPostgres = dataFolder('move-postgres');
    const postgresEnv = { ...onPostgres.env, DATABASE_URL: postgres.url };
    const moved = await restoreFrom(embeddedArchive, postgresEnv);
    expect(moved.output).toContain(
      ', an embedded database, into the database at DATABASE_URL with its stored files',
    );
    expect(moved.output).toMatch(/^ {2}public\.users +3 +3$/m);
    expect(moved.output).toMatch(/^ {2}public\.chat_groups +41 +41$/m);
    expect(moved.output).toContain('Every table holds as many rows as in the backup.');
    expect(moved.code).toBe(0);
    expect(await fingerprintOfPostgres(postgres.url)).toEqual(original);
    expect(storedFiles(onPostgres.dataDir)).toEqual(storedFiles(embedded.dataDir));

    const postgresArchive = join(archives, 'postgres.tar.gz');
    await backupTo(postgresArchive, postgresEnv);
    const back = dataFolder('move-back');
    const movedBack = await restoreFrom(postgresArchive, back.env);
    expect(movedBack.output).toContain(`, a PostgreSQL database, into ${back.dataDir} with its stored files`);
    expect(movedBack.output).toMatch(/^ {2}public\.users +3 +3$/m);
    expect(movedBack.code).toBe(0);
    expect(await fingerprintOfEmbedded(back.pgliteDir)).toEqual(original);
    expect(storedFiles(back.dataDir)).toEqual(storedFiles(embedded.dataDir));

    // A server on either moved school serves it as before, and takes new rows.
    for (const env of [postgresEnv, back.env]) {
      const server = await startServerProcess(env);
      try {
        await expectSchoolServed(server, school);
        await sendChatMessage(server, school, 'We have moved.');
      } finally {
        await stopServerProcess(server);
      }
    }
  }, 300_000);

  it('moves a backup made before the latest migrations, which the server then applies, numbering them on', async () => {
    const known = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const earlierMigrations = space.folder('earlier-migrations');
    cpSync(migrationsFolder, earlierMigrations, { recursive: true });
    const applied = 5;
    writeFileSync(
      join(earlierMigrations, 'meta/_journal.json'),
      JSON.stringify({ ...known, entries: known.entries.slice(0, applied) }),
    );
    const earlier = dataFolder('move-earlier');
    const client = await PGlite.create(earlier.pgliteDir);
    try {
      await migrate(drizzlePglite(client), { migrationsFolder: earlierMigrations });
    } finally {
      await client.close();
    }
    const archive = join(archives, 'earlier.tar.gz');
    await backupTo(archive, earlier.env);

    const postgres = await space.database();
    const onPostgres = dataFolder('move-earlier-postgres');
    const moved = await restoreFrom(archive, { ...onPostgres.env, DATABASE_URL: postgres.url });
    expect(moved.output).toMatch(/^ {2}drizzle\.__drizzle_migrations +5 +5$/m);
    expect(moved.code).toBe(0);

    await withApp({ url: postgres.url, dataDir: onPostgres.dataDir }, async () => {});
    const { migrations } = await fingerprintOfPostgres(postgres.url);
    expect(migrations.map((row) => (row as { id: number }).id)).toEqual(
      known.entries.map((_, index) => index + 1),
    );
  }, 120_000);

  it('refuses a database or data folder that holds data, and changes nothing there, not even a token secret', async () => {
    const used = await space.database();
    const usedFolder = dataFolder('move-used');
    await withApp({ url: used.url, dataDir: usedFolder.dataDir }, async (app) => void (await person(app)));
    const usedBefore = await fingerprintOfPostgres(used.url);
    const postgresArchive = join(archives, 'used.tar.gz');
    await backupTo(postgresArchive, { ...usedFolder.env, DATABASE_URL: used.url });

    // Without TOKEN_SECRET, the commands would otherwise make one in the data folder.
    const empty = dataFolder('move-refused');
    const intoUsedDatabase = await restoreFrom(embeddedArchive, {
      ...empty.env,
      DATABASE_URL: used.url,
      TOKEN_SECRET: '',
    });
    expect(intoUsedDatabase.output).toContain('The database at DATABASE_URL already holds tables.');
    expect(intoUsedDatabase.code).not.toBe(0);
    expect(await fingerprintOfPostgres(used.url)).toEqual(usedBefore);
    expect(readdirSync(empty.dataDir)).toEqual([]);

    const folderBefore = folderState(embedded.dataDir);
    const intoUsedFolder = await restoreFrom(postgresArchive, { ...embedded.env, TOKEN_SECRET: '' });
    expect(intoUsedFolder.output).toContain(`${embedded.dataDir} is not an empty data folder`);
    expect(intoUsedFolder.code).not.toBe(0);
    expect(folderState(embedded.dataDir)).toEqual(folderBefore);
    expect(folderBefore).not.toHaveProperty('token-secret');
  }, 120_000);

  it('refuses a backup it cannot move as it is, and leaves the new database empty', async () => {
    const damaged = dataFolder('move-damaged');
    await withApp({ dataDir: damaged.dataDir }, async (app) => void (await person(app)));
    const change = async (statements: string) => {
      const client = await PGlite.create(damaged.pgliteDir);
      try {
        await client.exec(statements);
      } finally {
        await client.close();
      }
    };
    const postgres = await space.database();
    const target = dataFolder('move-damaged-postgres');
    const expectRefused = async (why: string | RegExp) => {
      const archive = join(archives, `damaged-${randomUUID()}.tar.gz`);
      await backupTo(archive, damaged.env);
      const refused = await restoreFrom(archive, { ...target.env, DATABASE_URL: postgres.url });
      expect(refused.output).toMatch(why);
      expect(refused.code).not.toBe(0);
      expect(await isEmptyPostgres(postgres.url)).toBe(true);
      expect(readdirSync(target.dataDir)).toEqual([]);
    };

    // The signed-in person's session and other rows stay, naming a user who is gone: found once every row is in.
    await change("SET session_replication_role = 'replica'; DELETE FROM users");
    await expectRefused(/The backup's database is damaged: rows of public\.\w+ name rows that are not in it/);

    // A migration this version does not know, as a newer version would have applied.
    await change(
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('newer', ${Date.now() + 86_400_000})`,
    );
    await expectRefused(/The backup was made by a newer or different version of the LMS/);
  }, 120_000);
});
