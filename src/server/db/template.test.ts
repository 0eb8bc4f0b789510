import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { sectors } from './schema';
import { PG_VERSION_FILE, readDatabaseTemplate, unpackDatabaseTemplate } from './template';

const folder = mkdtempSync(join(tmpdir(), 'lms-template-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded database template', () => {
  it('exists for the current migrations once the test run has started (global setup)', () => {
    expect(readDatabaseTemplate()).toBeInstanceOf(Blob);
  });

  it('gives a new data folder every table, reported as a first start, and keeps what is written', async () => {
    const first = await openDatabase({ pgliteDir: folder });
    expect(first.fresh).toBe(true);
    await first.db.insert(sectors).values({ name: 'Kept across a restart' });
    await first.close();

    const again = await openDatabase({ pgliteDir: folder });
    expect(again.fresh).toBe(false);
    expect(await again.db.select({ name: sectors.name }).from(sectors)).toEqual([
      { name: 'Kept across a restart' },
    ]);
    await again.close();
  });

  it("holds only the app's database, without initdb's templates for CREATE DATABASE, which a start would write", async () => {
    const database = await openDatabase({ pgliteDir: join(folder, 'databases') });
    const result = await database.db.execute(sql`SELECT datname FROM pg_database`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ datname: 'postgres' }]);
    await database.close();
  });

  it('unpacks again a folder whose unpacking stopped half way, rather than open half a database', async () => {
    const halfWay = join(folder, 'half-way');
    expect(await unpackDatabaseTemplate(halfWay)).toBe(true);
    // A start that stopped before the end: PG_VERSION, written last, is missing, and a catalog file is cut short.
    rmSync(join(halfWay, PG_VERSION_FILE));
    const catalog = readdirSync(join(halfWay, 'global')).find((name) => /^\d+$/.test(name))!;
    writeFileSync(join(halfWay, 'global', catalog), '');

    const database = await openDatabase({ pgliteDir: halfWay });
    expect(database.fresh).toBe(true);
    expect(existsSync(join(halfWay, PG_VERSION_FILE))).toBe(true);
    await database.db.insert(sectors).values({ name: 'Written after the second unpacking' });
    expect(await database.db.select({ name: sectors.name }).from(sectors)).toEqual([
      { name: 'Written after the second unpacking' },
    ]);
    await database.close();
  });
});
