import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A refusal or failure of `npm run backup` / `npm run restore` whose message tells the operator what to do. */
export class BackupError extends Error {}

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Starts a command; `ended` settles when it has ended and closed its output. */
function start(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const ended = new Promise<Ended>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`The \`${command}\` command is needed for this but is not installed.`)
          : error,
      ),
    );
    child.once('close', (code, signal) => resolve({ code, signal, stderr }));
  });
  return { child, ended };
}

const failure = (command: string, { code, signal, stderr }: Ended) =>
  new BackupError(`${command} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim() || 'no message'}`);

/**
 * Runs a command (tar, pg_dump, pg_restore) to its end. Exit codes in `tolerated` count as success and hand back
 * its output for the caller to judge; any other failure throws a BackupError quoting the command's own words.
 */
export async function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; tolerated?: number[] } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { child, ended } = start(command, args, options.env);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const end = await ended;
  if (end.code === 0 || (end.code !== null && options.tolerated?.includes(end.code)))
    return { code: end.code, stdout, stderr: end.stderr };
  throw failure(command, end);
}

/**
 * Runs a command and hands each line of its output to `each` in turn, waiting for it, so an output larger than memory
 * streams through. A failure of the command, or of `each` (which stops the command), throws.
 */
export async function readCommandLines(
  command: string,
  args: string[],
  each: (line: string) => Promise<void> | void,
): Promise<void> {
  const { child, ended } = start(command, args);
  // Judged after the last line; until then a failure to start must not count as unhandled.
  ended.catch(() => {});
  try {
    for await (const line of createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY }))
      await each(line);
  } catch (error) {
    child.kill();
    throw error;
  }
  const end = await ended;
  if (end.code !== 0) throw failure(command, end);
}
