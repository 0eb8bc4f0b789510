import type { Db } from './client';

/**
 * A query prepared once per database handle, for the hot signed-in paths (issue 11 §7): Drizzle then skips
 * building its SQL on every call (a tenth of a small request's time), and PostgreSQL parses and plans the named
 * statement once per connection.
 */
export function preparedPerDatabase<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    const known = prepared.get(db);
    if (known) return known;
    const query = prepare(db);
    prepared.set(db, query);
    return query;
  };
}
