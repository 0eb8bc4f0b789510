// `npm run restore ARCHIVE`: brings a backup back into an empty data folder (or, with DATABASE_URL set, into that new,
// empty PostgreSQL database), moving a backup of the other kind of database table by table. Refuses a folder or
// database that holds data, and a folder a server is using.
import { resolve } from 'node:path';
import { restore } from '../src/server/backup/restore';
import { loadConfig } from '../src/server/config';
import { createPrivately } from '../src/server/db/privateFolder';

const usage = 'Usage: npm run restore ARCHIVE';
const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error(usage);
  process.exit(args.includes('--help') || args.includes('-h') ? 0 : 2);
}
// npm runs scripts in the package folder; a relative name means the folder the command was typed in.
const archive = resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);

const kinds = { pglite: 'an embedded database', postgres: 'a PostgreSQL database' } as const;

createPrivately();
try {
  const config = loadConfig();
  const report = await restore(config, archive);
  const where = report.into === 'pglite' ? config.dataDir : 'the database at DATABASE_URL';
  const users = report.users === undefined ? '' : ` (${report.users} user accounts)`;
  const files = report.files === undefined ? '' : ` with its stored files (${report.files})`;
  if (report.tables) {
    console.log(
      `Moved the backup of ${report.createdAt}, ${kinds[report.database]}, into ${where}${files}, table by table, counting each table's rows:`,
    );
    const width = Math.max(...report.tables.map((count) => count.table.length));
    console.log(`  ${'table'.padEnd(width)}  ${'backup'.padStart(9)}  ${'restored'.padStart(9)}`);
    for (const { table, backup, restored } of report.tables)
      console.log(`  ${table.padEnd(width)}  ${String(backup).padStart(9)}  ${String(restored).padStart(9)}`);
    console.log('Every table holds as many rows as in the backup.');
  } else console.log(`Restored the backup of ${report.createdAt}${users}${files} into ${where}.`);
  console.log(
    report.into === 'pglite'
      ? 'Start the server with npm start, with this DATA_DIR and DATABASE_URL unset.'
      : `Start the server with npm start, with this DATABASE_URL${report.files === undefined ? '' : ' and this DATA_DIR, which holds the stored files'}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
