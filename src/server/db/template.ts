import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { extract } from 'tar-stream';

/**
 * Beside this file: src/server/db/migrations from source, dist/server/migrations when the server runs built (one
 * bundle, dist/server/main.js, whose folder is every bundled module's import.meta.dirname; scripts/serverBuild.mjs
 * copies the migrations there).
 */
export const migrationsFolder = join(import.meta.dirname, 'migrations');
/** In the project's build output, found from the folder the server starts in, as the web app is (config.ts). */
const templateFolder = resolve('dist/db-template');

/**
 * The template's file: its name carries a hash of every migration, so a template made before a migration was
 * added or changed is never used (a fresh start then creates the database the slow way).
 */
function templateFile(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return join(templateFolder, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/**
 * A fresh embedded database with every migration applied, as PGlite's data-folder tarball. Creating a PGlite
 * database runs initdb inside WebAssembly, most of a cold start; loading this instead takes a fraction of it
 * (docs/decisions.md, "The embedded database starts from a template").
 */
export function readDatabaseTemplate(): Blob | undefined {
  const file = templateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** PostgreSQL's own mark of a complete data folder, written last by `unpackDatabaseTemplate`. */
export const PG_VERSION_FILE = 'PG_VERSION';

/**
 * Unpacks the template into an empty folder for PGlite to open, streamed from the file by Node; false when there is
 * no template. PGlite's own `loadDataDir` unpacks it inside its WebAssembly memory, which never shrinks again: a first
 * start then held about 100 MB more until the server restarted (issue 40). PG_VERSION is written last, so a start
 * that stopped half way unpacks again rather than open half a database.
 */
export async function unpackDatabaseTemplate(folder: string): Promise<boolean> {
  const file = templateFile();
  if (!existsSync(file)) return false;
  const root = resolve(folder);
  let pgVersion: Buffer | undefined;
  const writes: Promise<void>[] = [];
  const entries = extract();
  const unpacking = pipeline(createReadStream(file), createGunzip(), entries);
  // Awaited after the last entry; a refused entry ends the loop first, and the pipeline's failure then is no news.
  unpacking.catch(() => {});
  for await (const entry of entries) {
    const target = join(root, normalize(entry.header.name));
    if (target !== root && !target.startsWith(root + sep))
      throw new Error(`The database template names ${entry.header.name}`);
    if (entry.header.type === 'directory') {
      mkdirSync(target, { recursive: true, mode: 0o700 });
      entry.resume();
    } else if (entry.header.type === 'file') {
      // Whole files, written by the thread pool side by side while the next ones inflate: most are a few KB, the
      // largest a 16 MB log segment, and writing them one after another took longer than PostgreSQL's start.
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (target === join(root, PG_VERSION_FILE)) pgVersion = Buffer.concat(chunks);
      else {
        mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
        const write = writeFile(target, Buffer.concat(chunks), { mode: 0o600 });
        // Awaited below, after the last entry; until then a failure must not count as unhandled.
        write.catch(() => {});
        writes.push(write);
      }
    } else throw new Error(`The database template holds a ${entry.header.type}: ${entry.header.name}`);
  }
  await unpacking;
  await Promise.all(writes);
  if (!pgVersion) throw new Error('The database template has no PG_VERSION');
  writeFileSync(join(root, PG_VERSION_FILE), pgVersion, { mode: 0o600 });
  return true;
}

/** Makes the template for the current migrations (`npm run build`, and before the tests); returns its path. */
export async function writeDatabaseTemplate(): Promise<string> {
  const file = templateFile();
  const client = await PGlite.create('memory://');
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const tarball = await client.dumpDataDir('gzip');
    mkdirSync(templateFolder, { recursive: true });
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}
