import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createScratchDatabase } from '../test/serverProcess';
import { installationRedisPrefix } from './installationPrefix';

/**
 * Issue 36 §4: the default REDIS_PREFIX is the same for every instance of one installation and differs between
 * installations, whatever they share of Redis, the machine or the database server.
 */
const log = { warn: () => {} };
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function prefixOf(options: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(options);
  try {
    return await installationRedisPrefix(database, log);
  } finally {
    await database.close();
  }
}

describe('the default Redis prefix of an embedded database', () => {
  it('stays the same for one data folder across starts, and differs for another folder', async () => {
    const [one, other] = [0, 1].map(() => {
      const folder = mkdtempSync(join(tmpdir(), 'lms-redis-prefix-'));
      folders.push(folder);
      return join(folder, 'db');
    });
    const first = await prefixOf({ pgliteDir: one });
    expect(first).toMatch(/^lms:[0-9a-f]{12}$/);
    expect(await prefixOf({ pgliteDir: one })).toBe(first);
    expect(await prefixOf({ pgliteDir: other })).not.toBe(first);
  });
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  console.warn('\n!!! SKIPPING THE POSTGRESQL REDIS PREFIX TEST: it needs DATABASE_URL (CI sets it) !!!\n');

describe.skipIf(!databaseUrl)('the default Redis prefix of a PostgreSQL database', () => {
  it('is the same for every connection to one database, and differs for another database on the same server', async () => {
    const [one, other] = await Promise.all([
      createScratchDatabase(databaseUrl!),
      createScratchDatabase(databaseUrl!),
    ]);
    try {
      const first = await prefixOf({ url: one.url });
      expect(first).toMatch(/^lms:[0-9a-f]{12}$/);
      expect(await prefixOf({ url: one.url })).toBe(first);
      expect(await prefixOf({ url: other.url })).not.toBe(first);
    } finally {
      await Promise.all([one.drop(), other.drop()]);
    }
  });
});
