// `npm run backup [ARCHIVE]`: a consistent copy of the database (PGlite or DATABASE_URL) and the stored files, taken
// while the server runs, into a new archive (by default lms-backup-<time>.tar.gz in the current folder).
import { resolve } from 'node:path';
import { backup } from '../src/server/backup/backup';
import { loadConfig } from '../src/server/config';
import { createPrivately } from '../src/server/db/privateFolder';

const usage = 'Usage: npm run backup [ARCHIVE]   (default: lms-backup-<time>.tar.gz here)';
const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  console.error(usage);
  process.exit(args.includes('--help') || args.includes('-h') ? 0 : 2);
}
// npm runs scripts in the package folder; a relative name means the folder the command was typed in.
const here = process.env.INIT_CWD ?? process.cwd();
const name = args[0] ?? `lms-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;

// The archive and any folder made for it hold every account's password hash.
createPrivately();
try {
  const report = await backup(loadConfig(), resolve(here, name));
  for (const warning of report.warnings) console.warn(`tar: ${warning}`);
  const what = report.database === 'pglite' ? 'the embedded database' : 'the PostgreSQL database';
  console.log(`Backed up ${what}${report.files ? ' and the stored files' : ''} to ${report.archive}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
