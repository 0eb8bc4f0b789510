import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, type LockHolder, lockDataDir, lockDirOf, lockHolder } from './dataDirLock';

const linux = existsSync('/proc/self/stat');
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(join(folder, '..'), { recursive: true, force: true });
});

function newFolder(): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'lms-lock-')), 'db');
  folders.push(folder);
  return folder;
}

/** The pid of a process that has ended (and been reaped). */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  return new Promise((resolve) => child.once('exit', () => resolve(child.pid!)));
}

/** What this process writes when it takes a lock. */
function ownClaim(folder: string): LockHolder {
  const lock = lockDataDir(folder, 'server');
  const holder = lockHolder(folder)!;
  lock.release();
  return holder;
}

/** Leaves a claim in the folder's lock as a process with these details would have. */
function plant(folder: string, changes: Partial<LockHolder>) {
  const claim = { ...ownClaim(folder), ...changes };
  mkdirSync(lockDirOf(folder));
  writeFileSync(
    join(lockDirOf(folder), `holder-${randomBytes(8).toString('hex')}.json`),
    JSON.stringify(claim),
  );
}

function refusal(take: () => unknown): DataDirBusyError {
  try {
    take();
  } catch (error) {
    if (error instanceof DataDirBusyError) return error;
    throw error;
  }
  throw new Error('the lock was taken');
}

describe('the data folder lock', () => {
  it('gives a free folder to one taker and names the holder to the next, with the way to run several', () => {
    const folder = newFolder();
    const lock = lockDataDir(folder, 'server');
    const error = refusal(() => lockDataDir(folder, 'server'));
    expect(error.holder).toMatchObject({ pid: process.pid, use: 'server' });
    expect(error.message).toContain(`in use by the LMS server (pid ${process.pid}, started `);
    expect(error.message).toContain('use PostgreSQL: set DATABASE_URL');
    expect(refusal(() => lockDataDir(folder, 'restore')).message).toContain('Stop it before restoring.');
    lock.release();
  });

  it('is free again once released, and a second release changes nothing', () => {
    const folder = newFolder();
    const first = lockDataDir(folder, 'seed');
    first.release();
    expect(existsSync(lockDirOf(folder))).toBe(false);
    const second = lockDataDir(folder, 'server');
    first.release();
    expect(lockHolder(folder)).toMatchObject({ pid: process.pid, use: 'server' });
    second.release();
  });

  it('takes over the lock of a process that has ended', async () => {
    const folder = newFolder();
    plant(folder, { pid: await deadPid() });
    const lock = lockDataDir(folder, 'server');
    expect(lockHolder(folder)?.pid).toBe(process.pid);
    lock.release();
  });

  it.skipIf(!linux)('takes over when the pid now belongs to a process that started at another time', () => {
    const folder = newFolder();
    plant(folder, { pid: process.pid, processStart: '1' });
    const lock = lockDataDir(folder, 'server');
    expect(lockHolder(folder)?.processStart).not.toBe('1');
    lock.release();
  });

  it.skipIf(!linux)(
    'takes over a lock from before the machine last booted, whatever holds that pid now',
    () => {
      const folder = newFolder();
      plant(folder, { pid: process.pid, bootId: 'a-boot-before-this-one' });
      const lock = lockDataDir(folder, 'server');
      expect(lockHolder(folder)?.bootId).not.toBe('a-boot-before-this-one');
      lock.release();
    },
  );

  it('never takes over a lock held on another host, and says how to free it by hand', async () => {
    const folder = newFolder();
    const pid = await deadPid();
    plant(folder, { pid, hostname: 'lms-other-host' });
    const error = refusal(() => lockDataDir(folder, 'server'));
    expect(error.message).toContain(`(pid ${pid} on host lms-other-host, started `);
    expect(error.message).toContain(`if that process is gone, delete ${lockDirOf(folder)}`);
  });

  it.skipIf(!linux)('never takes over a lock held in another container (another pid namespace)', async () => {
    const folder = newFolder();
    plant(folder, { pid: await deadPid(), pidNamespace: 'pid:[1]' });
    expect(refusal(() => lockDataDir(folder, 'server')).message).toContain('another host or container');
  });

  it('refuses a lock it cannot read rather than guess, and says how to free it by hand', () => {
    const folder = newFolder();
    mkdirSync(lockDirOf(folder));
    writeFileSync(join(lockDirOf(folder), 'holder-0123456789abcdef.json'), '{"pid":');
    const error = refusal(() => lockDataDir(folder, 'server'));
    expect(error.holder).toBeUndefined();
    expect(error.message).toContain(
      `cannot be read. If no LMS process uses this folder, delete ${lockDirOf(folder)}`,
    );
  });

  it('takes a lock folder that a process left empty', () => {
    const folder = newFolder();
    mkdirSync(lockDirOf(folder), { recursive: true });
    const lock = lockDataDir(folder, 'server');
    expect(lockHolder(folder)?.pid).toBe(process.pid);
    lock.release();
  });

  it('gives a stale lock to exactly one of several processes taking it at the same moment', async () => {
    const folder = newFolder();
    const contenders = await Promise.all(Array.from({ length: 6 }, () => contender(folder)));
    try {
      for (let round = 0; round < 8; round++) {
        plant(folder, { pid: await deadPid() });
        const outcomes = await Promise.all(contenders.map((c) => c.say('go')));
        const winners = outcomes.filter((outcome) => outcome.won);
        expect(winners).toHaveLength(1);
        const winner = winners[0]!.pid;
        for (const outcome of outcomes.filter((o) => !o.won)) expect(outcome.holderPid).toBe(winner);
        expect(lockHolder(folder)?.pid).toBe(winner);
        await contenders.find((c) => c.pid === winner)!.say('release');
        expect(existsSync(lockDirOf(folder))).toBe(false);
      }
    } finally {
      for (const c of contenders) c.child.kill();
    }
  }, 60_000);
});

interface Outcome {
  pid: number;
  won?: boolean;
  holderPid?: number;
}

/** A process running lockContender.ts, answering each line it is told with one JSON line. */
async function contender(folder: string) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [
    '--import',
    'tsx',
    join(import.meta.dirname, '../test/lockContender.ts'),
    folder,
  ]);
  const replies = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<Outcome> => {
    const line = await replies.next();
    if (line.done) throw new Error('a contender ended early');
    return JSON.parse(line.value) as Outcome;
  };
  const ready = await next();
  return {
    child,
    pid: ready.pid,
    say: (line: string) => {
      child.stdin.write(`${line}\n`);
      return next();
    },
  };
}
