import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ExecutableScript {
  /** The script's path, to run or to name in configuration (SOFFICE_PATH). */
  path: string;
  /** Its folder, where it may write what a test reads back (a count of its runs, its process id). */
  folder: string;
  remove(): void;
}

/**
 * A real program for a test to hand the app in place of one it runs (a `soffice` that hangs, one that counts its
 * runs): a POSIX shell script of the body `bodyIn` gives for its folder, in that folder. Made at once, so its
 * path can go into the configuration of an app a test file builds.
 */
export function executableScript(bodyIn: (folder: string) => string): ExecutableScript {
  const folder = mkdtempSync(join(tmpdir(), 'lms-test-program-'));
  const path = join(folder, 'program');
  writeFileSync(path, `#!/bin/sh\n${bodyIn(folder)}\n`);
  chmodSync(path, 0o755);
  return { path, folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
