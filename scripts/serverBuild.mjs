// The server as plain JavaScript for `node` (docs/decisions.md, "Production runs the server compiled"): esbuild
// bundles src/server/main.ts and what it imports from src/ into dist/server/main.js, leaving every package to
// node_modules, and copies beside it what the server reads at run time relative to its own code (the migrations,
// which src/server/db/template.ts finds beside itself). `npm run build` makes it (`node scripts/serverBuild.mjs`);
// `npm start`, the journeys and the tests that start real servers make it again only when it is missing or a file
// it was made from has changed since (ensureServerBuild), in about a second.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist/server');
export const serverEntry = join(outDir, 'main.js');
const migrationsFrom = join(root, 'src/server/db/migrations');
const migrationsTo = join(outDir, 'migrations');
/** What a build was made from: every bundled source file and migration, this script and the TypeScript settings. */
const inputsFile = join(outDir, 'inputs.json');

/** The migration files the server reads: the SQL and drizzle's journal (the snapshots are drizzle-kit's alone). */
function migrationFiles() {
  return [
    ...readdirSync(migrationsFrom)
      .filter((name) => name.endsWith('.sql'))
      .sort(),
    'meta/_journal.json',
  ];
}

/**
 * Writes `data` to `file` through a temporary file renamed over it, so a server starting meanwhile (the journeys
 * and tests start several at once, each making sure of the build) reads either the old file or the new, never half.
 */
function writeAtomically(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Builds dist/server (the bundle last, then the list of its inputs, so a build that stops half-way is stale). */
export function buildServer() {
  const startedAt = Date.now();
  const esbuild = createRequire(import.meta.url)('esbuild');
  const result = esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Packages load from node_modules as they do under tsx: their own files (PGlite's WebAssembly, peer's
    // CommonJS build, native argon2) stay where they look for them.
    packages: 'external',
    tsconfig: 'tsconfig.json',
    // With `node --enable-source-maps`, stack traces name the TypeScript files and lines.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    outfile: serverEntry,
    logLevel: 'warning',
  });
  for (const name of migrationFiles())
    writeAtomically(join(migrationsTo, name), readFileSync(join(migrationsFrom, name)));
  const outputs = [...result.outputFiles].sort((a, b) => (a.path === serverEntry) - (b.path === serverEntry));
  for (const output of outputs) writeAtomically(output.path, output.contents);
  const inputs = [
    ...Object.keys(result.metafile.inputs).map((path) => join(root, path)),
    ...migrationFiles().map((name) => join(migrationsFrom, name)),
    fileURLToPath(import.meta.url),
    join(root, 'tsconfig.json'),
  ];
  writeAtomically(inputsFile, JSON.stringify({ startedAt, inputs }));
}

/**
 * True when dist/server was begun after the last change to every file it was made from (a change during the build
 * makes it stale), and none is gone.
 */
export function serverBuildIsFresh() {
  if (!existsSync(inputsFile) || !existsSync(serverEntry)) return false;
  const { startedAt, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8'));
  // A migration added since is read by the server though nothing imports it.
  const migrations = migrationFiles().map((name) => join(migrationsFrom, name));
  if (migrations.some((file) => !inputs.includes(file))) return false;
  return inputs.every((file) => existsSync(file) && statSync(file).mtimeMs < startedAt);
}

/** Builds dist/server when it is missing or stale; answers whether it built. */
export function ensureServerBuild() {
  if (serverBuildIsFresh()) return false;
  buildServer();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  buildServer();
  console.log(`Server: ${serverEntry} (${Math.round(performance.now() - started)} ms)`);
}
