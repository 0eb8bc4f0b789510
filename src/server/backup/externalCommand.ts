import { spawn } from 'node:child_process';

/** A refusal or failure of `npm run backup` / `npm run restore` whose message tells the operator what to do. */
export class BackupError extends Error {}

/**
 * Runs a command (tar, pg_dump, pg_restore) to its end. Exit codes in `tolerated` count as success and hand back
 * its output for the caller to judge; any other failure throws a BackupError quoting the command's own words.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; tolerated?: number[] } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`The \`${command}\` command is needed for this but is not installed.`)
          : error,
      ),
    );
    child.once('close', (code, signal) => {
      if (code === 0 || (code !== null && options.tolerated?.includes(code)))
        resolve({ code, stdout, stderr });
      else
        reject(
          new BackupError(
            `${command} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim() || 'no message'}`,
          ),
        );
    });
  });
}
