import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { ensureServerBuild, serverEntry } from '../../../scripts/serverBuild.mjs';

/** A real server process (`node dist/server/main.js`, what `npm start` runs), for the two-instance test and benchmark. */
export interface ServerProcess {
  url: string;
  process: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns the compiled server (`node dist/server/main.js`, built first when a source file changed) with `env` added,
 * resolving once it says it is serving; rejects with what it printed if it exits first or takes longer than
 * `timeoutMs`.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 45_000): Promise<ChildProcess> {
  ensureServerBuild();
  const child = spawn(process.execPath, [serverEntry], {
    // The content origin on a port of its own choosing: app port + 1 may be another test's server.
    env: { ...process.env, LOG_LEVEL: 'warn', CONTENT_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      // The start's last words are what a failure needs; a long-running server's log is not kept.
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('LMS is serving on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return child;
}

/** A port probed free can be taken by another process before the server binds it; the start then tries another. */
const PORT_ATTEMPTS = 5;

/** Starts the server on a free loopback port with `env` added. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const child = await spawnServer({ ...env, PORT: String(port), HOST: '127.0.0.1' });
      return { url: `http://127.0.0.1:${port}`, process: child };
    } catch (error) {
      const portTaken = (error as Error).message.includes(
        `EADDRINUSE: address already in use 127.0.0.1:${port}`,
      );
      if (!portTaken || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

export interface ScriptRun {
  code: number | null;
  /** stdout and stderr as they came. */
  output: string;
}

/**
 * Runs `node --import tsx <script> ...args` with `env` added to its end, for commands that should finish (a backup,
 * a restore, a second server that must refuse). A run past `timeoutMs` is killed and rejects.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    // The content origin on a port of its own choosing: app port + 1 may be another test's server.
    env: { ...process.env, LOG_LEVEL: 'warn', CONTENT_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not finish within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** SIGTERM (a graceful shutdown, as a deployment does it), then SIGKILL if it has not exited within 10 seconds. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export const stopServerProcess = (server: ServerProcess): Promise<void> => stopChild(server.process);

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, for several server processes to share; a copy of
 * the database `template` names when given (nobody may be connected to that one meanwhile).
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lms_t_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  // A scratch database is dropped after its tests: its commits need not wait for the disk. What a session sees is
  // the same; only a crash of PostgreSQL itself could lose the last commits, and no test crashes it.
  await admin(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
