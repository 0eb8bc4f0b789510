import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXED_MMAP_THRESHOLD, YOUNG_GENERATION_LIMIT } from '../scripts/memorySettings.mjs';
import { DEMO_PASSWORD } from '../src/server/seed/demoSchool';
import { freePort, stopChild } from '../src/server/test/serverProcess';
import { residentBytes } from './measure';

const MB = 1024 * 1024;
/** How long the server is left alone after its first answer before its memory is read. */
const IDLE_MS = 5_000;

/** The resident memory of a process and every process under it, from /proc (Linux). */
function treeRss(pid: number): number {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = (candidate: number): boolean => {
    for (let p: number | undefined = candidate; p && p > 1; p = parentOf.get(p)) if (p === pid) return true;
    return false;
  };
  let total = 0;
  for (const candidate of parentOf.keys()) if (inTree(candidate)) total += residentBytes(candidate);
  return total;
}

/** `npm start`'s own command, with its output kept for an error. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => output };
}

/** Milliseconds from spawning `npm start`'s script to the first request it answers (GET /healthz). */
async function timeToFirstAnswer(url: string, env: Record<string, string>) {
  const started = performance.now();
  const server = startServer(env);
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    if (performance.now() - started > 120_000) {
      await stopChild(server.child);
      throw new Error(`the server did not answer within 2 minutes:\n${server.output()}`);
    }
    const answered = await fetch(`${url}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (answered) return { child: server.child, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function idleRss(child: ChildProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return treeRss(child.pid!);
}

/** Signs the demo school's people in, `count` at once, as a school's first lesson of the day does. */
async function signIns(url: string, count: number) {
  const people = ['admin', 'teacher', 'student1', 'student2', 'student3'];
  const replies = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(`${url}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: people[i % people.length], password: DEMO_PASSWORD }),
      }),
    ),
  );
  const refused = replies.filter((reply) => !reply.ok).length;
  if (refused) throw new Error(`${refused} of ${count} sign-ins were refused`);
}

/** How many sign-ins are made before the third reading: twice the thread pool's 4 threads, each hashing. */
const SIGN_INS = 8;

/**
 * Issue 40: `npm start` (its script, after `npm run build`) on a new data folder, which creates the embedded
 * database and seeds the demo school, and again on that folder; the time to the first answered request and the
 * resident memory of the server's processes once idle, then once more after the first sign-ins. The same again
 * with the allocator setting docs/operations.md advises, beside it.
 */
export async function benchStartup() {
  for (const [setting, allocator] of [
    [
      `as \`npm start\` runs it on Node ${process.version}, ${
        typeof process.execve === 'function'
          ? `which sets MALLOC_MMAP_THRESHOLD_ and ${YOUNG_GENERATION_LIMIT} itself`
          : `which cannot set MALLOC_MMAP_THRESHOLD_ or ${YOUNG_GENERATION_LIMIT} itself (no process.execve)`
      }`,
      {},
    ],
    [
      `with MALLOC_MMAP_THRESHOLD_=${FIXED_MMAP_THRESHOLD.MALLOC_MMAP_THRESHOLD_} (docs/operations.md)`,
      FIXED_MMAP_THRESHOLD,
    ],
  ] as const) {
    console.log(`-- ${setting}`);
    await startTwice(allocator);
  }
}

async function startTwice(allocator: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lms-bench-startup-'));
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
    ...allocator,
  };
  const memory = (name: string, rss: number) =>
    console.log(
      `${name}: resident memory ${(rss / MB).toFixed(0)} MB idle after ${IDLE_MS / 1000} s (aim: under 300 MB)`,
    );
  try {
    for (const [name, aim] of [
      ['first start (new data folder, seeding)', 'aim: under 3,000 ms'],
      ['later start (existing data folder)', 'no aim'],
    ] as const) {
      const { child, ms } = await timeToFirstAnswer(url, env);
      try {
        console.log(`${name}: first answer after ${ms.toFixed(0)} ms (${aim})`);
        memory(name, await idleRss(child));
        if (name.startsWith('later')) {
          await signIns(url, SIGN_INS);
          memory(`later start, then ${SIGN_INS} sign-ins at once`, await idleRss(child));
        }
      } finally {
        await stopChild(child);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
