import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demoSchool';
import { newDataFolder, openToOthers, withApp } from '../test/dataFolder';
import { bearer, createUser } from '../test/factories';
import { samplePdf } from '../test/sampleFiles';
import { startServerProcess, stopServerProcess } from '../test/serverProcess';
import { metadataHeader, TUS } from '../test/tusUploads';

/**
 * Issue 36 §2: the data folder (the embedded database with every password hash, the token secret, stored and
 * half-uploaded files) and all in it are the server user's alone, as real server processes leave it.
 */
const folders: { remove(): void }[] = [];
afterAll(() => {
  for (const folder of folders) folder.remove();
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data folder is the server user’s alone', () => {
  it('after a first start, with an upload in progress, a stored file and the token secret', async () => {
    const folder = newDataFolder('private-first-start');
    folders.push(folder);
    // As `npm start` on a new folder: the demo school seeded, the token secret generated.
    const server = await startServerProcess({ ...folder.env, SEED_DEMO: 'true', TOKEN_SECRET: '' });
    try {
      const login = await fetch(`${server.url}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const signedIn = bearer(((await login.json()) as { accessToken: string }).accessToken);

      const bytes = new Uint8Array(samplePdf());
      const half = Math.floor(bytes.length / 2);
      const started = await fetch(`${server.url}/api/v1/file/upload`, {
        method: 'POST',
        headers: {
          ...TUS,
          ...signedIn,
          'upload-length': String(bytes.length),
          'upload-metadata': metadataHeader({ filename: 'guide.pdf', purpose: 'manual', title: 'Guide' }),
        },
      });
      expect(started.status).toBe(201);
      const location = new URL(started.headers.get('location')!, server.url);
      const patch = (offset: number, part: Uint8Array<ArrayBuffer>) =>
        fetch(location, {
          method: 'PATCH',
          headers: {
            ...TUS,
            ...signedIn,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: part,
        });
      expect((await patch(0, bytes.subarray(0, half))).status).toBe(204);

      const uploads = join(folder.dataDir, 'uploads');
      const inProgress = readdirSync(uploads);
      expect(inProgress.length).toBeGreaterThan(0);
      expect(inProgress.map((name) => modeOf(join(uploads, name)))).toEqual(inProgress.map(() => 0o600));

      expect((await patch(half, bytes.subarray(half))).status).toBe(200);
      const key = createHash('sha256').update(bytes).digest('hex');
      expect(modeOf(join(folder.dataDir, 'files', 'blobs', key.slice(0, 2), key))).toBe(0o600);
    } finally {
      await stopServerProcess(server);
    }
    expect(existsSync(join(folder.dataDir, 'token-secret'))).toBe(true);
    expect(openToOthers(folder.dataDir)).toEqual([]);
  }, 120_000);

  it('is made so on start when it is open to others, leaving alone what links lead to', async () => {
    const folder = newDataFolder('private-wide');
    folders.push(folder);
    const outside = mkdtempSync(join(tmpdir(), 'lms-outside-'));
    folders.push({ remove: () => rmSync(outside, { recursive: true, force: true }) });
    writeFileSync(join(outside, 'shared.txt'), 'for everyone');
    chmodSync(join(outside, 'shared.txt'), 0o644);
    chmodSync(outside, 0o755);

    // A folder as an older version left it: the database and everything else open to every local user.
    await withApp({ dataDir: folder.dataDir }, async (app) => void (await createUser(app)));
    const widen = (path: string) => {
      const stats = lstatSync(path);
      if (stats.isDirectory()) {
        chmodSync(path, 0o777);
        for (const name of readdirSync(path)) widen(join(path, name));
      } else if (stats.isFile()) chmodSync(path, 0o666);
    };
    widen(folder.dataDir);
    // Something of the operator's own: it loses group's and others' bits, never its owner's.
    writeFileSync(join(folder.dataDir, 'notify.sh'), '#!/bin/sh\n');
    chmodSync(join(folder.dataDir, 'notify.sh'), 0o775);
    symlinkSync(outside, join(folder.dataDir, 'elsewhere'));
    symlinkSync(join(outside, 'shared.txt'), join(folder.dataDir, 'shared.txt'));
    // The database's few hundred files among them.
    expect(openToOthers(folder.dataDir).length).toBeGreaterThan(300);

    const server = await startServerProcess(folder.env);
    try {
      expect(openToOthers(folder.dataDir)).toEqual([]);
    } finally {
      await stopServerProcess(server);
    }
    expect(openToOthers(folder.dataDir)).toEqual([]);
    expect(modeOf(join(folder.dataDir, 'notify.sh'))).toBe(0o700);
    expect([modeOf(outside), modeOf(join(outside, 'shared.txt'))]).toEqual([0o755, 0o644]);
  }, 120_000);
});
