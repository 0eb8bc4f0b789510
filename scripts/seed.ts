// `npm run seed`: seeds the demo school into the configured database (PGlite or DATABASE_URL), on purpose.
import { loadConfig } from '../src/server/config';
import { openDatabase, pgliteDirOf } from '../src/server/db/client';
import { createPrivately } from '../src/server/db/privateFolder';
import { seedDemoSchool } from '../src/server/seed/demoSchool';
import { openStorage } from '../src/server/storage/openStorage';

createPrivately();
try {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: pgliteDirOf(config.dataDir),
    use: 'seed',
  });
  try {
    console.log(await seedDemoSchool(database.db, await openStorage(config)));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
