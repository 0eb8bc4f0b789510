import { existsSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../test/cast';
import { createChat } from '../test/chatFactories';
import { addMember, createCourse } from '../test/courseFactories';
import { newDataFolder, withApp } from '../test/dataFolder';
import type { SignedIn } from '../test/factories';
import {
  freePort,
  runScript,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../test/serverProcess';
import { lockDirOf, lockHolder } from './dataDirLock';
import { chatMessages } from './schema';

/**
 * Issue 12 §1: PGlite is single-process, so one server per data folder. Real server processes on one embedded
 * database: a second start refuses and the first keeps serving; kill -9 in the middle of a burst of writes, and the
 * restart takes over the dead server's lock and has every write that was acknowledged.
 */
const folder = newDataFolder('one-server');
/**
 * The burst goes round this many chats of the student's: one person's sends to one chat are limited
 * (CHAT_SENDS_PER_WINDOW, issue 32), and here the writes, not the limit, are under test.
 */
const BURST_CHATS = 30;
const chatIds: string[] = [];
let student: SignedIn;

beforeAll(async () => {
  await withApp({ dataDir: folder.dataDir }, async (app) => {
    const teacher = await person(app, { role: 'teacher' });
    const ann = await person(app);
    const course = await createCourse(app, teacher.user);
    await addMember(app, course, ann.user);
    for (let i = 0; i < BURST_CHATS; i++)
      chatIds.push((await createChat(app, course, [ann.user, teacher.user], { name: `Chat ${i}` })).id);
    student = ann.session;
  });
});
afterAll(() => folder.remove());

/** POST /api/v1/chat/send as the student; the new message's id when the server acknowledged it. */
async function send(server: ServerProcess, text: string, chatId = chatIds[0]): Promise<string | undefined> {
  const response = await fetch(`${server.url}/api/v1/chat/send`, {
    method: 'POST',
    headers: { ...student.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ chatListId: chatId, text }),
  });
  if (response.status !== 200) return undefined;
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

describe('one server per data folder', () => {
  it('refuses a second server, and a seed, at once, naming the first server, which keeps serving', async () => {
    const first = await startServerProcess(folder.env);
    try {
      const second = await runScript('src/server/main.ts', [], {
        ...folder.env,
        PORT: String(await freePort()),
      });
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`is in use by the LMS server (pid ${first.process.pid}, started `);
      expect(second.output).toContain('To run several server instances, use PostgreSQL: set DATABASE_URL.');
      expect(second.output).not.toContain('LMS is serving');

      const seed = await runScript('scripts/seed.ts', [], folder.env);
      expect(seed.code).not.toBe(0);
      expect(seed.output).toContain(`(pid ${first.process.pid}, started `);
      expect(seed.output).toContain('Stop it before seeding');

      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      expect(await send(first, 'still here')).toEqual(expect.any(String));
    } finally {
      await stopServerProcess(first);
    }
    expect(existsSync(lockDirOf(folder.pgliteDir))).toBe(false);
  }, 240_000);

  it('after kill -9 in the middle of a burst of writes, a restart has every acknowledged one', async () => {
    const server = await startServerProcess(folder.env);
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    const acknowledged: string[] = [];
    const killAfter = 150;
    let killed = false;
    let sent = 0;
    const writer = async () => {
      while (!killed) {
        try {
          const n = ++sent;
          const id = await send(server, `burst ${n}`, chatIds[n % BURST_CHATS]);
          if (id) acknowledged.push(id);
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
        if (acknowledged.length >= killAfter && !killed) {
          killed = true;
          server.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    await exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    expect(lockHolder(folder.pgliteDir)?.pid).toBe(server.process.pid);

    const restarted = await startServerProcess(folder.env);
    expect(lockHolder(folder.pgliteDir)?.pid).toBe(restarted.process.pid);
    expect(await send(restarted, 'after the crash')).toEqual(expect.any(String));
    await stopServerProcess(restarted);

    const found = await withApp({ dataDir: folder.dataDir }, (app) =>
      app.db.select({ id: chatMessages.id }).from(chatMessages).where(inArray(chatMessages.id, acknowledged)),
    );
    expect(found.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  }, 240_000);
});
