import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The databases initdb makes for CREATE DATABASE to copy, which the template leaves out. */
const TEMPLATE_DATABASES = ['template0', 'template1'];

/**
 * The template's file: its name carries a hash of every migration and of what it leaves out, so a template made
 * before a migration was added or changed, or made otherwise, is never used (a fresh start then creates the
 * database the slow way).
 */
function templateFile(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  hash.update(`without ${TEMPLATE_DATABASES.join(', ')}`);
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

const MEGABYTE = 1024 * 1024;

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
  const entries = extract();
  // Read and inflated a megabyte at a time: in Node's default 16 and 64 KB steps, each a trip to the thread pool,
  // the unpacking took twice as long (issue 40).
  const unpacking = pipeline(
    createReadStream(file, { highWaterMark: MEGABYTE }),
    createGunzip({ chunkSize: MEGABYTE }),
    entries,
  );
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
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (target === join(root, PG_VERSION_FILE)) pgVersion = Buffer.concat(chunks);
      else {
        // Written at once, in the start's own thread, which has nothing else to do yet: faster than handing each
        // of some 800 small files to the thread pool.
        mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
        writeFileSync(target, Buffer.concat(chunks), { mode: 0o600 });
      }
    } else throw new Error(`The database template holds a ${entry.header.type}: ${entry.header.name}`);
  }
  await unpacking;
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
    // The server opens only `postgres`. initdb's two template databases, there for CREATE DATABASE, were 930 of
    // the folder's 1,400 files and 14 of its 42 MB, which every first start wrote to disk (issue 40).
    for (const name of TEMPLATE_DATABASES) {
      await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname = '${name}'`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    const tarball = await client.dumpDataDir('gzip');
    mkdirSync(templateFolder, { recursive: true });
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}
