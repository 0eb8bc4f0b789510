// `npm start`: builds the web app and the database template when a fresh clone has none, then runs the server in
// this process's place.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
