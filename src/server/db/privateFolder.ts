import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Group's and others' permission bits. The data folder holds every account's password hash, the token secret,
 * stored and half-uploaded files and mail: none of it may carry them (issue 36).
 */
const OPEN_TO_OTHERS = 0o077;

/**
 * From now on this process makes what it creates its user's alone (0600 and 0700 where code asks for the
 * usual 0666 and 0777, as tus, tar and mkdir do). Every command that writes the data folder calls it first.
 */
export function createPrivately(): void {
  process.umask(OPEN_TO_OTHERS);
}

/**
 * Makes `folder` and everything under it its owner's alone by taking group's and others' permissions away, as
 * `chmod -R go=` does: folders become 0700 and files 0600, and what the owner had stays (an executable stays
 * one). Symbolic links are neither followed nor changed, as they may lead out of the folder; an entry removed
 * meanwhile is passed over.
 */
export function makePrivate(folder: string): void {
  makeOwnerOnly(folder, statSync(folder).mode);
  makeEntriesPrivate(folder);
}

function makeEntriesPrivate(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  for (const name of names) {
    const path = join(dir, name);
    const stats = lstatSync(path, { throwIfNoEntry: false });
    if (!stats || stats.isSymbolicLink() || !makeOwnerOnly(path, stats.mode)) continue;
    if (stats.isDirectory()) makeEntriesPrivate(path);
  }
}

/** Takes group's and others' bits off `path` unless it has none; false when it is gone. */
function makeOwnerOnly(path: string, mode: number): boolean {
  if (!isOpen(mode)) return true;
  try {
    chmodSync(path, mode & 0o700);
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

/**
 * Makes the data folder private when it, or anything directly in it, is open to others (as an older version,
 * a restore or a copy by hand left it): only then is all of it walked, since the stored files may be many.
 * Creates the folder when missing. Answers whether it was open.
 */
export function makeDataFolderPrivate(dataDir: string): boolean {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const open =
    isOpen(statSync(dataDir).mode) ||
    readdirSync(dataDir).some((name) => {
      const stats = lstatSync(join(dataDir, name), { throwIfNoEntry: false });
      return stats !== undefined && !stats.isSymbolicLink() && isOpen(stats.mode);
    });
  if (open) makePrivate(dataDir);
  return open;
}

const isOpen = (mode: number) => (mode & OPEN_TO_OTHERS) !== 0;

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
