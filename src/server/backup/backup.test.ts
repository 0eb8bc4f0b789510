import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../db/schema';
import {
  type BackupTestSchool,
  buildBackupTestSchool,
  expectSchoolServed,
  sendChatMessage,
  trySendChatMessage,
} from '../test/backupTestSchool';
import { newDataFolder, openToOthers, snapshotTables, withApp } from '../test/dataFolder';
import { runScript, startServerProcess, stopServerProcess } from '../test/serverProcess';
import { runCommand } from './externalCommand';

/**
 * Issue 12 §2 on the embedded database: `npm run backup` copies it while the server runs, `npm run restore` brings it
 * back into an empty data folder, and a server started there has every row.
 */
const source = newDataFolder('backup-source');
const archives = mkdtempSync(join(tmpdir(), 'lms-archives-'));
const made: Array<{ remove(): void }> = [source];
let school: BackupTestSchool;

beforeAll(async () => {
  school = await withApp({ dataDir: source.dataDir }, buildBackupTestSchool);
});
afterAll(() => {
  for (const folder of made) folder.remove();
  rmSync(archives, { recursive: true, force: true });
});

function emptyFolder(name: string) {
  const folder = newDataFolder(name);
  made.push(folder);
  return folder;
}

const backupTo = (archive: string, env: Record<string, string>) =>
  runScript('scripts/backup.ts', [archive], env);
const restoreFrom = (archive: string, env: Record<string, string>) =>
  runScript('scripts/restore.ts', [archive], env);

/** The running server's copy is offered on loopback only, to the holder of the token in a file only its owner reads. */
async function expectCopyGuarded(publicUrl: string) {
  const file = join(source.dataDir, 'backup-endpoint.json');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const { url, token } = JSON.parse(readFileSync(file, 'utf8')) as { url: string; token: string };
  expect(new URL(url).hostname).toBe('127.0.0.1');
  expect(new URL(url).port).not.toBe(new URL(publicUrl).port);
  for (const authorization of [`Bearer ${token.slice(1)}x`, token, '']) {
    const refused = await fetch(url, { headers: { authorization } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ code: 401, msg: expect.any(String) });
  }
  const elsewhere = await fetch(new URL('/', url), { headers: { authorization: `Bearer ${token}` } });
  expect(elsewhere.status).toBe(404);
  const onPublicPort = await fetch(new URL('/database', publicUrl), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(onPublicPort.headers.get('content-type')).not.toContain('gzip');
}

describe('backup and restore of the embedded database', () => {
  it('backs up while the server runs; a restore into an empty folder gives a server every row', async () => {
    const archive = join(archives, 'school.tar.gz');
    const server = await startServerProcess(source.env);
    try {
      await sendChatMessage(server, school, 'Is the quiz on Friday?');
      const backup = await backupTo(archive, source.env);
      expect(backup.output).toContain(`Backed up the embedded database and the stored files to ${archive}`);
      expect(backup.code).toBe(0);

      await expectCopyGuarded(server.url);

      const whileServing = await restoreFrom(archive, source.env);
      expect(whileServing.code).not.toBe(0);
      expect(whileServing.output).toContain(`in use by the LMS server (pid ${server.process.pid}, started `);
      expect(whileServing.output).toContain('Stop it before restoring.');
    } finally {
      await stopServerProcess(server);
    }
    const before = await withApp({ dataDir: source.dataDir }, (app) => snapshotTables(app.db));
    expect(before['public.users']).toHaveLength(3);
    expect(before['public.notifications']).toHaveLength(2);

    const intoUsed = await restoreFrom(archive, source.env);
    expect(intoUsed.code).not.toBe(0);
    expect(intoUsed.output).toContain(`${source.dataDir} is not an empty data folder`);

    const target = emptyFolder('backup-target');
    const restore = await restoreFrom(archive, target.env);
    expect(restore.output).toContain('(3 user accounts)');
    expect(restore.code).toBe(0);
    // Every account's password hash is in there: the restored folder is the server user's alone (issue 36).
    expect(openToOthers(target.dataDir)).toEqual([]);
    expect(await withApp({ dataDir: target.dataDir }, (app) => snapshotTables(app.db))).toEqual(before);

    const revived = await startServerProcess(target.env);
    try {
      await expectSchoolServed(revived, school);
    } finally {
      await stopServerProcess(revived);
    }
  }, 300_000);

  it('copies one moment of the database while writes go on: all acknowledged before it, none after a gap', async () => {
    const archive = join(archives, 'busy.tar.gz');
    const server = await startServerProcess(source.env);
    const before: string[] = [];
    const during: string[] = [];
    let backingUp = true;
    try {
      for (let i = 0; i < 5; i++) before.push(await sendChatMessage(server, school, `before ${i}`));
      // Round the side chats, faster than one person may send to one chat; a send refused as one too many (429)
      // stored nothing and is not counted.
      const writes = (async () => {
        for (let n = 0; backingUp; n++) {
          const chat = school.sideChatIds[n % school.sideChatIds.length];
          const id = await trySendChatMessage(server, school, `during ${n}`, chat);
          if (id) during.push(id);
        }
      })();
      const backup = await backupTo(archive, source.env);
      backingUp = false;
      await writes;
      expect(backup.code).toBe(0);
    } finally {
      await stopServerProcess(server);
    }
    const target = emptyFolder('backup-busy');
    expect((await restoreFrom(archive, target.env)).code).toBe(0);
    const restored = await withApp({ dataDir: target.dataDir }, (app) =>
      app.db.select({ id: chatMessages.id }).from(chatMessages),
    );
    const ids = new Set(restored.map((row) => row.id));
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    // One writer sent these one after another: a copy of one moment holds the first n of them and no later one.
    expect(during.length).toBeGreaterThan(0);
    const copied = during.filter((id) => ids.has(id));
    expect(copied).toEqual(during.slice(0, copied.length));
  }, 300_000);

  it('copies the stored files folder with the database, and puts it back', async () => {
    const files = join(source.dataDir, 'files');
    mkdirSync(join(files, 'ab'), { recursive: true });
    writeFileSync(join(files, 'ab', 'report.pdf'), '%PDF-1.7 a stored file');
    const archive = join(archives, 'with-files.tar.gz');
    try {
      const backup = await backupTo(archive, source.env);
      expect(backup.output).toContain('Backed up the embedded database and the stored files');
      const target = emptyFolder('backup-files');
      const restore = await restoreFrom(archive, target.env);
      expect(restore.output).toContain('with its stored files');
      const restored = readdirSync(join(target.dataDir, 'files'), {
        recursive: true,
        encoding: 'utf8',
      }).sort();
      expect(restored).toEqual(readdirSync(files, { recursive: true, encoding: 'utf8' }).sort());
      expect(restored).toContain('ab/report.pdf');
      expect(restored.filter((name) => name.startsWith('blobs/'))).not.toEqual([]);
    } finally {
      rmSync(join(files, 'ab'), { recursive: true, force: true });
    }
  }, 240_000);

  it('never overwrites an archive, and says when there is nothing to back up', async () => {
    const existing = join(archives, 'existing.tar.gz');
    writeFileSync(existing, 'an older backup');
    const again = await backupTo(existing, source.env);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain(`${existing} exists already`);

    const empty = emptyFolder('backup-nothing');
    const nothing = await backupTo(join(archives, 'nothing.tar.gz'), empty.env);
    expect(nothing.code).not.toBe(0);
    expect(nothing.output).toContain(`There is no embedded database in ${empty.pgliteDir} to back up`);
    expect(existsSync(join(archives, 'nothing.tar.gz'))).toBe(false);
  }, 60_000);

  it('refuses an archive that is not one of ours, or that holds a link, and leaves the folder empty', async () => {
    const notATar = join(archives, 'holiday.jpg');
    writeFileSync(notATar, 'not an archive');
    const crafted = mkdtempSync(join(tmpdir(), 'lms-crafted-'));
    made.push({ remove: () => rmSync(crafted, { recursive: true, force: true }) });
    writeFileSync(
      join(crafted, 'manifest.json'),
      JSON.stringify({
        format: 'lms-backup',
        version: 1,
        database: 'pglite',
        createdAt: '2026-01-01T00:00:00.000Z',
        appVersion: '0.0.1',
        files: true,
      }),
    );
    mkdirSync(join(crafted, 'database'));
    writeFileSync(join(crafted, 'database', 'pglite.tar.gz'), 'x');
    mkdirSync(join(crafted, 'files'));
    symlinkSync('/etc/passwd', join(crafted, 'files', 'passwd'));
    const withLink = join(archives, 'with-link.tar.gz');
    await runCommand('tar', ['-czf', withLink, '-C', crafted, 'manifest.json', 'database', 'files']);

    const target = emptyFolder('backup-hostile');
    for (const [archive, why] of [
      [notATar, 'is not an LMS backup archive'],
      [withLink, 'files/passwd is neither a file nor a folder'],
      [join(archives, 'missing.tar.gz'), 'There is no archive at'],
    ] as const) {
      const run = await restoreFrom(archive, target.env);
      expect(run.code).not.toBe(0);
      expect(run.output).toContain(why);
      expect(readdirSync(target.dataDir).filter((name) => name !== 'token-secret')).toEqual([]);
    }
  }, 60_000);
});
