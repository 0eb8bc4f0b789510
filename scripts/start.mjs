// `npm start`: builds what a fresh clone lacks (the web app, the database template, the server's JavaScript, which
// is built again whenever a source file changed since), then runs the compiled server in this process: plain
// `node`, no TypeScript loader, no second process (docs/decisions.md, "Production runs the server compiled").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { FIXED_MMAP_THRESHOLD, YOUNG_GENERATION_LIMIT } from './memorySettings.mjs';
import { ensureServerBuild, serverEntry } from './serverBuild.mjs';

// Where Node can replace its own process (22.15 and later), `npm start` starts again at once with the settings of
// memorySettings.mjs, keeping its pid; an operator's own values are left alone.
const flagGiven = (name) =>
  [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) =>
    arg.replaceAll('_', '-').startsWith(name),
  );
const allocator =
  process.platform === 'linux' && process.env.MALLOC_MMAP_THRESHOLD_ === undefined
    ? FIXED_MMAP_THRESHOLD
    : {};
const flags = flagGiven('--max-semi-space-size') ? [] : [YOUNG_GENERATION_LIMIT];
if (typeof process.execve === 'function' && (Object.keys(allocator).length > 0 || flags.length > 0)) {
  process.execve(
    process.execPath,
    [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...process.env,
      ...allocator,
    },
  );
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('dist/web/index.html')) {
  console.log('Building the web app (first start)...');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}
// The embedded database's template makes a first start on a new data folder fast (src/server/db/template.ts).
if (!existsSync('dist/db-template')) run(process.execPath, ['--import', 'tsx', 'scripts/buildDbTemplate.ts']);
if (ensureServerBuild()) console.log('Built the server (dist/server).');

await import(pathToFileURL(serverEntry).href);
