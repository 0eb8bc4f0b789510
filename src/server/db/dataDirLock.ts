import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/**
 * One process at a time opens the embedded database folder: PGlite is single-process, and two processes writing the
 * same files corrupt them. The lock is the directory `<folder>.lock` holding exactly one claim file
 * `holder-<token>.json` that names its holder.
 *
 * Taking it: the claim is written into a private staging directory, which is then renamed onto the lock directory.
 * rename(2) of a directory succeeds only when the target is absent or empty, atomically, so of any number of
 * processes exactly one gets in. A claim whose holder is provably gone (see `isProvablyStale`) is removed by its
 * own unique name: removal cannot hit a newer claim that another process put there meanwhile, so two starts racing
 * for a stale lock end with one holder, and the other sees that holder alive and refuses.
 */

export type DataDirUse = 'server' | 'seed' | 'backup' | 'restore';

const holderSchema = z.object({
  pid: z.number().int().positive(),
  use: z.enum(['server', 'seed', 'backup', 'restore']),
  /** When the holding process started (ISO time), for people reading the refusal. */
  startedAt: z.string(),
  hostname: z.string(),
  /** Linux: the kernel's boot id, which changes on every boot. */
  bootId: z.string().optional(),
  /** Linux: the pid namespace, so a claim from another container is not judged by this one's pids. */
  pidNamespace: z.string().optional(),
  /** Linux: the process start time in clock ticks since boot; a reused pid has another. */
  processStart: z.string().optional(),
});
export type LockHolder = z.infer<typeof holderSchema>;

const CLAIM = /^holder-[0-9a-f]+\.json$/;
const ATTEMPTS = 50;

const holderDescription: Record<DataDirUse, string> = {
  server: 'the LMS server',
  seed: '`npm run seed`',
  backup: '`npm run backup`',
  restore: '`npm run restore`',
};

const adviceFor: Record<DataDirUse, string> = {
  server:
    'The embedded database (PGlite) serves one process per data folder. To run several server instances, use PostgreSQL: set DATABASE_URL.',
  seed: 'Stop it before seeding, or seed a PostgreSQL database (set DATABASE_URL).',
  backup: 'Try again when it has finished.',
  restore: 'Stop it before restoring.',
};

/** The folder is held by another live process (or one this machine cannot check); the message says which. */
export class DataDirBusyError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | undefined,
    wanted: DataDirUse,
  ) {
    super(busyMessage(folder, holder, wanted));
  }
}

export interface DataDirLock {
  /** Removes this process's claim; safe to call twice. Also runs when the process exits. */
  release(): void;
}

/** The lock directory of an embedded database folder. */
export const lockDirOf = (folder: string) => `${folder}.lock`;

/** Takes the folder's lock for this process, or throws DataDirBusyError naming the process that holds it. */
export function lockDataDir(folder: string, use: DataDirUse): DataDirLock {
  const lockDir = lockDirOf(folder);
  mkdirSync(dirname(lockDir), { recursive: true });
  const token = randomBytes(8).toString('hex');
  const claimName = `holder-${token}.json`;
  const staging = `${lockDir}.${token}.tmp`;
  mkdirSync(staging);
  writeFileSync(join(staging, claimName), JSON.stringify(thisProcess(use)));
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (renamedInto(staging, lockDir)) return held(lockDir, claimName);
      const current = readLock(lockDir);
      if (current.state === 'gone') continue;
      if (current.state === 'empty') {
        removeIfEmpty(lockDir);
        continue;
      }
      if (current.state === 'unreadable' || !isProvablyStale(current.holder))
        throw new DataDirBusyError(folder, current.state === 'claimed' ? current.holder : undefined, use);
      removeFile(join(lockDir, current.claim));
    }
    throw new Error(`Could not lock ${folder}: the lock kept changing under other processes. Try again.`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Who holds the folder's lock now, when anyone does. */
export function lockHolder(folder: string): LockHolder | undefined {
  const current = readLock(lockDirOf(folder));
  return current.state === 'claimed' ? current.holder : undefined;
}

type LockState =
  | { state: 'gone' }
  | { state: 'empty' }
  | { state: 'unreadable' }
  | { state: 'claimed'; claim: string; holder: LockHolder };

function readLock(lockDir: string): LockState {
  let entries: string[];
  try {
    entries = readdirSync(lockDir);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { state: 'gone' };
    return { state: 'unreadable' };
  }
  if (entries.length === 0) return { state: 'empty' };
  const [claim] = entries;
  if (entries.length > 1 || !CLAIM.test(claim!)) return { state: 'unreadable' };
  let text: string;
  try {
    text = readFileSync(join(lockDir, claim!), 'utf8');
  } catch (error) {
    return errorCode(error) === 'ENOENT' ? { state: 'gone' } : { state: 'unreadable' };
  }
  const parsed = holderSchema.safeParse(parseJson(text));
  return parsed.success ? { state: 'claimed', claim: claim!, holder: parsed.data } : { state: 'unreadable' };
}

/**
 * A holder is provably gone when it ran on this machine (same host name) and the machine has booted since, or its
 * pid is free or a zombie, or the pid now belongs to a process that started at another time. A holder on another
 * host, or in another pid namespace (another container), cannot be checked from here and is never taken over.
 */
export function isProvablyStale(holder: LockHolder): boolean {
  const here = thisProcess('server');
  if (holder.hostname !== here.hostname) return false;
  if (holder.bootId && here.bootId && holder.bootId !== here.bootId) return true;
  if (holder.pidNamespace && here.pidNamespace && holder.pidNamespace !== here.pidNamespace) return false;
  if (!isAlive(holder.pid)) return true;
  const started = processStart(holder.pid);
  return Boolean(holder.processStart && started && started !== holder.processStart);
}

function held(lockDir: string, claimName: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    removeFile(join(lockDir, claimName));
    removeIfEmpty(lockDir);
  };
  // A process that ends without closing (an uncaught error, process.exit) frees the folder: nothing of it runs on.
  process.on('exit', release);
  return { release };
}

function renamedInto(staging: string, lockDir: string): boolean {
  try {
    renameSync(staging, lockDir);
    return true;
  } catch (error) {
    // ENOTEMPTY/EEXIST: someone holds it; EPERM: Windows will not rename onto an existing directory.
    if (['ENOTEMPTY', 'EEXIST', 'EPERM'].includes(errorCode(error) ?? '')) return false;
    throw error;
  }
}

function removeFile(path: string) {
  try {
    unlinkSync(path);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

function removeIfEmpty(dir: string) {
  try {
    rmdirSync(dir);
  } catch (error) {
    if (!['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes(errorCode(error) ?? '')) throw error;
  }
}

function thisProcess(use: DataDirUse): LockHolder {
  return {
    pid: process.pid,
    use,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    hostname: hostname(),
    bootId: readOptional(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
    pidNamespace: readOptional(() => readlinkSync('/proc/self/ns/pid')),
    processStart: processStart(process.pid),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
  return procStat(pid)?.[0] !== 'Z';
}

/** Field 22 of /proc/<pid>/stat (start time); undefined where /proc is not there. */
function processStart(pid: number): string | undefined {
  return procStat(pid)?.[19];
}

/** /proc/<pid>/stat from the state field on (the command name before it may hold spaces and parentheses). */
function procStat(pid: number): string[] | undefined {
  const stat = readOptional(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function readOptional(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function busyMessage(folder: string, holder: LockHolder | undefined, wanted: DataDirUse): string {
  const lockDir = lockDirOf(folder);
  if (!holder)
    return `The embedded database in ${folder} is locked, but the lock ${lockDir} cannot be read. If no LMS process uses this folder, delete ${lockDir} and try again.`;
  const where = holder.hostname !== hostname() ? ` on host ${holder.hostname}` : '';
  const lines = [
    `The embedded database in ${folder} is in use by ${holderDescription[holder.use]} (pid ${holder.pid}${where}, started ${holder.startedAt}).`,
    adviceFor[wanted],
  ];
  if (!isLocal(holder))
    lines.push(
      `This machine cannot check processes of another host or container; if that process is gone, delete ${lockDir} and try again.`,
    );
  return lines.join('\n');
}

/** Whether the holder runs on this host and in this pid namespace (container), where its pid means what it says. */
export function isLocal(holder: LockHolder): boolean {
  const here = thisProcess('server');
  if (holder.hostname !== here.hostname) return false;
  return !holder.pidNamespace || !here.pidNamespace || holder.pidNamespace === here.pidNamespace;
}
