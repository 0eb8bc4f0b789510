import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_START_PARAMS } from './client';
import { DrizzlePGlite, TYPES_DRIZZLE_READS_AS_TEXT } from './drizzleClient';
import { users } from './schema';

const row = sql`select
  timestamp '2026-11-30 07:15:00.123' as "at",
  timestamptz '2026-11-30 07:15:00+00' as "atZoned",
  date '2026-11-30' as "day",
  interval '1 day 02:03:04' as "span",
  array[1.5, 2.25]::numeric[] as "numbers",
  array[timestamp '2026-01-01 00:00:00']::timestamp[] as "times",
  array[date '2026-01-01', date '2026-01-02']::date[] as "days",
  array[1, 2]::int[] as "ints",
  true as "yes",
  '{"a": 1}'::jsonb as "json"`;

/** What drizzle reads through PGlite, as text where drizzle maps it itself and parsed by PGlite otherwise. */
const expected = {
  at: '2026-11-30 07:15:00.123',
  atZoned: '2026-11-30 07:15:00+00',
  day: '2026-11-30',
  span: '1 day 02:03:04',
  numbers: '{1.5,2.25}',
  times: '{"2026-01-01 00:00:00"}',
  days: '{2026-01-01,2026-01-02}',
  ints: [1, 2],
  yes: true,
  json: { a: 1 },
};

describe('PGlite for drizzle', () => {
  let client: DrizzlePGlite;
  beforeAll(async () => {
    client = await DrizzlePGlite.open('memory://', { startParams: EMBEDDED_START_PARAMS });
  });
  afterAll(() => client.close());

  it('reads every type as drizzle does on a plain PGlite, in and out of a transaction', async () => {
    const plain = await PGlite.create('memory://');
    try {
      expect((await drizzle(plain).execute(row)).rows).toEqual([expected]);
    } finally {
      await plain.close();
    }
    const db = drizzle(client);
    expect((await db.execute(row)).rows).toEqual([expected]);
    await db.transaction(async (tx) => {
      expect((await tx.execute(row)).rows).toEqual([expected]);
    });
  });

  it('already holds every parser drizzle gives a query, so drizzle queries skip the per-query copy', () => {
    const queryOptions = drizzle(client).select().from(users).prepare('users') as unknown as {
      queryConfig: { parsers: Record<string, unknown> };
      rawQueryConfig: { parsers: Record<string, unknown> };
    };
    for (const config of [queryOptions.queryConfig, queryOptions.rawQueryConfig]) {
      expect(Object.keys(config.parsers).map(Number).sort()).toEqual([...TYPES_DRIZZLE_READS_AS_TEXT].sort());
    }
  });

  it('keeps a query’s own parsers when they are not only the ones it holds', async () => {
    const { rows } = await client.query<{ n: unknown; at: unknown }>(
      "select 2::int4 as n, timestamp '2026-11-30 07:15:00' as at",
      [],
      { parsers: { [types.INT4]: (value: string) => `int ${value}` } },
    );
    expect(rows).toEqual([{ n: 'int 2', at: '2026-11-30 07:15:00' }]);
  });
});
