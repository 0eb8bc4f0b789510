import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { UploadOptions } from '../modules/files/upload';
import type { Clock } from '../platform/clock';
import { createScratchDatabase } from './serverProcess';

/** The secret test apps sign with, so a test can forge tokens (an expired one, say). */
export const TEST_TOKEN_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const TEST_PUBLIC_URL = 'http://lms.test';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A database of its own on the `serverUrl` server, dropped at the end; without a server, PGlite in memory. */
async function openTestDatabase(
  serverUrl: string | undefined,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!serverUrl) return { database: await openDatabase({ pgliteDir: 'memory://' }), drop: async () => {} };
  const scratch = await createScratchDatabase(serverUrl);
  return { database: await openDatabase({ url: scratch.url }), drop: scratch.drop };
}

/**
 * Builds the whole app for one test file: real routes, real database, silent logs, no web bundle.
 * `extraRoutes` adds probe routes before the app is sealed (for tests of the HTTP layer itself). The database is
 * PostgreSQL when DATABASE_URL is set, else PGlite; `databaseUrl` chooses for one app (null: PGlite). `redisUrl`
 * makes it one of several instances sharing that Redis (of one installation only when given one REDIS_PREFIX in
 * `env`: each test app has a database of its own, which the default prefix comes from); `clock` fixes the time
 * services read; `env` sets configuration variables (for tests of a setting); `uploads` lowers the upload size
 * limits.
 */
export async function buildTestApp(
  options: {
    extraRoutes?: (app: FastifyInstance) => void;
    databaseUrl?: string | null;
    redisUrl?: string;
    clock?: Clock;
    env?: Record<string, string>;
    uploads?: UploadOptions;
  } = {},
): Promise<TestApp> {
  // A data folder of its own, for the mail folder and the stored files; the database is not in it.
  const dataDir = await mkdtemp(join(tmpdir(), 'lms-test-data-'));
  const config = {
    ...loadConfig({
      ...options.env,
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: dataDir,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    }),
    webDir: undefined,
  };
  const { database, drop } = await openTestDatabase(
    options.databaseUrl === undefined ? process.env.DATABASE_URL : (options.databaseUrl ?? undefined),
  );
  const app = await buildApp({ config, database, clock: options.clock, uploads: options.uploads });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
