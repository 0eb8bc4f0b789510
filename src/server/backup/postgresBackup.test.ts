import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BackupTestSchool,
  buildBackupTestSchool,
  expectSchoolServed,
  sendChatMessage,
} from '../test/backupTestSchool';
import { snapshotTables, withApp } from '../test/dataFolder';
import { neededServices, type ScratchDatabase, scratchSpace } from '../test/scratchSpace';
import { runScript, startServerProcess, stopServerProcess } from '../test/serverProcess';

/**
 * Issue 12 §2 on PostgreSQL: `npm run backup` runs pg_dump while the server runs, `npm run restore` runs pg_restore
 * into a new, empty database, and a server started on it has every row. Needs DATABASE_URL (the CI's `--db-only` run
 * sets it); each database here is a scratch one of its own on that server.
 */
const services = neededServices('THE POSTGRESQL BACKUP TEST', 'DATABASE_URL');

describe.skipIf(!services)('backup and restore of a PostgreSQL database', () => {
  const space = scratchSpace(services?.DATABASE_URL);
  let source: ScratchDatabase;
  let school: BackupTestSchool;
  // The data folder of the server on the source database: its stored files are backed up with the database.
  let running: ReturnType<typeof folderFor>;

  beforeAll(async () => {
    source = await space.database();
    running = folderFor(source.url);
    school = await withApp({ url: source.url, dataDir: running.dataDir }, buildBackupTestSchool);
  });

  function folderFor(url: string) {
    const folder = space.dataFolder('pg-backup');
    return { ...folder, env: { ...folder.env, DATABASE_URL: url } };
  }

  it('dumps while the server runs; a restore into a new database gives a server every row', async () => {
    const archive = `${folderFor(source.url).dataDir}/school.tar.gz`;
    const server = await startServerProcess(running.env);
    try {
      await sendChatMessage(server, school, 'Is the quiz on Friday?');
      const backup = await runScript('scripts/backup.ts', [archive], running.env);
      expect(backup.output).toContain(`Backed up the PostgreSQL database and the stored files to ${archive}`);
      expect(backup.code).toBe(0);
    } finally {
      await stopServerProcess(server);
    }
    const before = await withApp({ url: source.url, dataDir: running.dataDir }, (app) =>
      snapshotTables(app.db),
    );
    expect(before['public.users']).toHaveLength(3);

    const intoUsed = await runScript('scripts/restore.ts', [archive], folderFor(source.url).env);
    expect(intoUsed.code).not.toBe(0);
    expect(intoUsed.output).toContain('The database at DATABASE_URL already holds tables.');

    const target = await space.database();
    const restored = folderFor(target.url);
    const restore = await runScript('scripts/restore.ts', [archive], restored.env);
    expect(restore.output).toContain('into the database at DATABASE_URL');
    expect(restore.code).toBe(0);
    expect(
      await withApp({ url: target.url, dataDir: restored.dataDir }, (app) => snapshotTables(app.db)),
    ).toEqual(before);

    const revived = await startServerProcess(restored.env);
    try {
      await expectSchoolServed(revived, school);
    } finally {
      await stopServerProcess(revived);
    }
  }, 300_000);
});
