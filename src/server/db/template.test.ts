import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { sectors } from './schema';
import { readDatabaseTemplate } from './template';

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
});
