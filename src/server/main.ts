import { buildApp } from './app';
import { startLiveCopyEndpoint } from './backup/liveCopy';
import { ConfigError, loadConfig } from './config';
import { openDatabase, pgliteDirOf } from './db/client';
import { createPrivately, makeDataFolderPrivate } from './db/privateFolder';
import { moveLegacyCourseImages } from './modules/courses/legacyCourseImages';
import { startContentServer } from './modules/selflearning/scorm/contentServer';
import { seedDemoSchool } from './seed/demoSchool';

async function main() {
  // Before anything is written: the config may create the data folder and its token secret.
  createPrivately();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const madePrivate = makeDataFolderPrivate(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  const app = await buildApp({ config, database });
  if (madePrivate)
    app.log.warn(
      { dataDir: config.dataDir },
      "The data folder was open to other users of this machine; it is now the server user's alone.",
    );
  if (database.dumpDataDir) {
    const liveCopy = await startLiveCopyEndpoint(config.dataDir, database.dumpDataDir, app.log);
    app.addHook('preClose', async () => liveCopy.close());
  }

  const movedImages = await moveLegacyCourseImages(app.ctx);
  if (movedImages)
    app.log.info({ movedImages }, 'Moved course pictures kept in the database into file storage.');

  if (database.fresh && database.kind === 'pglite' && config.seedDemo) {
    const signIn = await seedDemoSchool(database.db, app.storage);
    app.log.info('Seeded a demo school on this first start.');
    console.log(`\n${signIn}\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The content origin: SCORM packages are someone else's script, served apart from the app (issue 39).
  const content = await startContentServer({
    config,
    storage: app.storage,
    host: config.host,
    onError: (error) => app.log.error({ err: error }, 'a package file could not be served'),
  });
  app.addHook('preClose', async () => content.close());
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `LMS is serving on ${config.publicUrl} (database: ${database.kind}); packages on port ${content.port}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
