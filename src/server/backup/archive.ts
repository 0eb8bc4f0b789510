import { lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { APP_VERSION } from '../../core/constants';
import { BackupError, runCommand } from './externalCommand';

/**
 * A backup archive is a gzipped tar written by the system's `tar`:
 *   manifest.json            what it holds: the database kind, when, from which app version
 *   database/pglite.tar.gz   the embedded database folder as PGlite dumps it, or
 *   database/postgres.dump   pg_dump's custom format
 *   files/...                the stored files folder, when there is one
 */
const MANIFEST = 'manifest.json';
export const databaseDump = { pglite: 'database/pglite.tar.gz', postgres: 'database/postgres.dump' } as const;
export const FILES = 'files';

const manifestSchema = z.object({
  format: z.literal('lms-backup'),
  version: z.literal(1),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  appVersion: z.string(),
  files: z.boolean(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseKind = Manifest['database'];

/** Names an archive may hold; anything else (an absolute path, `..`, a stray file) marks it as not ours. */
const memberName =
  /^(?:manifest\.json|database\/?|database\/(?:pglite\.tar\.gz|postgres\.dump)|files\/?|files\/.+)$/;

/**
 * Writes the manifest into `staging` (which holds the database dump) and tars both, with `filesFolder` when given,
 * into `target`. Returns tar's warnings: a stored file written while it was read (GNU tar's exit code 1) is newer
 * than the database copy, so no row of the copy needs it.
 */
export async function writeArchive(
  target: string,
  staging: string,
  database: DatabaseKind,
  filesFolder?: string,
): Promise<string[]> {
  const manifest: Manifest = {
    format: 'lms-backup',
    version: 1,
    database,
    createdAt: new Date().toISOString(),
    appVersion: APP_VERSION,
    files: Boolean(filesFolder),
  };
  writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const args = ['-czf', target, '-C', staging, MANIFEST, 'database'];
  if (filesFolder) args.push('-C', dirname(filesFolder), basename(filesFolder));
  const { code, stderr } = await runCommand('tar', args, { tolerated: [1] });
  const warnings = stderr.split('\n').filter(Boolean);
  if (code === 1 && !warnings.every((line) => /changed as we read it|removed before we read it/.test(line)))
    throw new BackupError(`tar failed:\n${stderr.trim()}`);
  return warnings;
}

/**
 * Checks an archive's member names, extracts it into the empty folder `into`, checks that it holds only regular
 * files and folders (no links or devices), and returns its manifest.
 */
export async function extractArchive(archive: string, into: string): Promise<Manifest> {
  const notOurs = (why: string) => new BackupError(`${archive} is not an LMS backup archive: ${why}.`);
  let listing: string;
  try {
    listing = (await runCommand('tar', ['-tzf', archive])).stdout;
  } catch (error) {
    throw error instanceof BackupError ? notOurs(error.message) : error;
  }
  const stray = listing
    .split('\n')
    .filter(Boolean)
    .find((name) => !memberName.test(name) || name.split('/').includes('..'));
  if (stray !== undefined) throw notOurs(`it holds ${JSON.stringify(stray)}`);
  await runCommand('tar', ['-xzf', archive, '-C', into, '--no-same-owner']);
  const odd = oddEntry(into);
  if (odd) throw notOurs(`${odd} is neither a file nor a folder`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(into, MANIFEST), 'utf8'));
  } catch {
    throw notOurs(`its ${MANIFEST} is missing or unreadable`);
  }
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) throw notOurs(`its ${MANIFEST} is not one this version reads`);
  const dump = join(into, databaseDump[parsed.data.database]);
  if (!isRegularFile(dump)) throw notOurs(`it holds no ${databaseDump[parsed.data.database]}`);
  return parsed.data;
}

/** The first entry under `folder` that is not a regular file or a folder, relative to it. */
function oddEntry(folder: string): string | undefined {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() || entry.isDirectory()) continue;
    return join(entry.parentPath, entry.name).slice(folder.length + 1);
  }
  return undefined;
}

function isRegularFile(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}
