import { PGlite, type PGliteOptions, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL's text and maps itself: timestamps, dates, intervals, and the arrays of
 * numerics, timestamps, intervals and dates (drizzle-orm/pglite/session.js gives each query these parsers).
 */
export const TYPES_DRIZZLE_READS_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

const asText = (value: string) => value;

/** A query's own parsers that change nothing on a client whose table already reads those types as text. */
function redundantParsers(options: QueryOptions | undefined): boolean {
  const parsers = options?.parsers;
  if (!parsers) return false;
  for (const type in parsers) if (!TYPES_DRIZZLE_READS_AS_TEXT.includes(Number(type))) return false;
  return true;
}

const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined =>
  redundantParsers(options) ? { ...options, parsers: undefined } : options;

/**
 * PGlite for drizzle. Given parsers of a query's own, PGlite copies its whole table (300 types and their arrays)
 * into a new object for every query; with drizzle's table on each query that copy took 40% of an indexed read's
 * time (issue 40). This client's table reads drizzle's types as text already, so a query passing only those goes
 * without them. A query with any other parser keeps them all, and is only slower. Queries made on the client
 * itself read these types as text too.
 */
export class DrizzlePGlite extends PGlite {
  static async open(dataDir: string, options: PGliteOptions): Promise<DrizzlePGlite> {
    const client = new DrizzlePGlite(dataDir, options);
    await client.waitReady;
    // After the start: it fills in the array types' parsers, which would parse the arrays drizzle reads as text.
    for (const type of TYPES_DRIZZLE_READS_AS_TEXT) client.parsers[type] = asText;
    return client;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, withoutParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return super.transaction((tx) =>
      callback(
        Object.create(tx, {
          query: {
            value: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
              tx.query<R>(query, params, withoutParsers(options)),
          },
        }),
      ),
    );
  }
}
