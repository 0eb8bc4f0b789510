// `npm run restore ARCHIVE`: brings a backup back into an empty data folder (or, with DATABASE_URL set, into that new,
// empty PostgreSQL database). Refuses a folder or database that holds data, and a folder a server is using.
import { resolve } from 'node:path';
import { restore } from '../src/server/backup/restore';
import { loadConfig } from '../src/server/config';

const usage = 'Usage: npm run restore ARCHIVE';
const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error(usage);
  process.exit(args.includes('--help') || args.includes('-h') ? 0 : 2);
}
// npm runs scripts in the package folder; a relative name means the folder the command was typed in.
const archive = resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);

try {
  const config = loadConfig();
  const report = await restore(config, archive);
  const where = report.database === 'pglite' ? config.dataDir : 'the database at DATABASE_URL';
  const users = report.users === undefined ? '' : ` (${report.users} user accounts)`;
  console.log(
    `Restored the backup of ${report.createdAt}${users}${report.files ? ' with its stored files' : ''} into ${where}. Start the server with npm start.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
