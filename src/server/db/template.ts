import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

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
