import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createScratchDatabase } from './serverProcess';

/** The secret test apps sign with, so a test can forge tokens (an expired one, say). */
export const TEST_TOKEN_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const TEST_PUBLIC_URL = 'http://lms.test';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A database of its own on the DATABASE_URL server, dropped at the end; without DATABASE_URL, PGlite in memory. */
async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ pgliteDir: 'memory://' }), drop: async () => {} };
  const scratch = await createScratchDatabase(serverUrl);
  return { database: await openDatabase({ url: scratch.url }), drop: scratch.drop };
}

/**
 * Builds the whole app for one test file: real routes, real database, silent logs, no web bundle.
 * `extraRoutes` adds probe routes before the app is sealed (for tests of the HTTP layer itself); `env` sets
 * configuration variables (for tests of a setting).
 */
export async function buildTestApp(
  options: { extraRoutes?: (app: FastifyInstance) => void; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const config = {
    ...loadConfig({
      ...options.env,
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_PUBLIC_URL,
    }),
    webDir: undefined,
  };
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
