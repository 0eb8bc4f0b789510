import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { QUERY_WHILE_BUSY } from './oneQueryAtATime';
import { neededServices } from './scratchSpace';

const services = neededServices('the guard against two queries at once on one connection', 'DATABASE_URL');

describe.skipIf(!services)('the database suites run one query at a time on a connection', () => {
  const pool = new pg.Pool({ connectionString: services?.DATABASE_URL, max: 4 });
  const db = drizzle(pool);
  afterAll(() => pool.end());

  it('refuses a transaction that sends two queries at once', async () => {
    // drizzle names the query that failed, with the guard's refusal as the cause.
    await expect(
      db.transaction((tx) => Promise.all([tx.execute(sql`select 1`), tx.execute(sql`select 2`)])),
    ).rejects.toHaveProperty('cause.message', QUERY_WHILE_BUSY);
  });

  it('takes a transaction reading one query after the other, and pooled reads side by side', async () => {
    const inTurn = await db.transaction(async (tx) => [
      (await tx.execute(sql`select 1 as n`)).rows[0],
      (await tx.execute(sql`select 2 as n`)).rows[0],
    ]);
    expect(inTurn).toEqual([{ n: 1 }, { n: 2 }]);
    const sideBySide = await Promise.all([pool.query('select 1 as n'), pool.query('select 2 as n')]);
    expect(sideBySide.map((result) => result.rows[0])).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
