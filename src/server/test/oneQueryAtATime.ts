import pg from 'pg';

/** What a query sent while another runs on the same connection is refused with, in the tests. */
export const QUERY_WHILE_BUSY =
  'A query was sent on a PostgreSQL connection while another ran on it (a Promise.all on a transaction?): pg 9 ' +
  'refuses this. Read one after the other.';

/** Set on pg's Client once it is guarded; a connection's own `running` is the query on it now, until it ends. */
const guarded = Symbol.for('lms.oneQueryAtATime');
const running = Symbol('running');
type Counted = pg.Client & { [running]?: Promise<void> };

/**
 * A vitest setup file for the database suites: a connection runs one query at a time. pg 8 queues a second query
 * sent while one runs (a transaction's reads in a `Promise.all`), warns only once three are queued, and pg 9 will
 * refuse them; here the second is refused, so such code fails its tests now. It is refused once the running query
 * has ended, so that the rollback which follows finds the connection free. Pooled reads outside a transaction each
 * take a connection of their own and are not touched.
 */
function guardQueries() {
  const prototype = pg.Client.prototype as Counted;
  if (Object.hasOwn(prototype, guarded)) return;
  Object.defineProperty(prototype, guarded, { value: true });
  const query = prototype.query as (this: Counted, ...args: unknown[]) => unknown;
  prototype.query = function (this: Counted, ...args: unknown[]) {
    const [config] = args;
    // A submittable (a cursor) manages its own lifetime; the app sends none.
    if (typeof (config as { submit?: unknown } | null)?.submit === 'function') return query.apply(this, args);
    const callback = args.at(-1);
    const busy = this[running];
    if (busy) {
      const refused = busy.then(() => Promise.reject(new Error(QUERY_WHILE_BUSY)));
      if (typeof callback !== 'function') return refused;
      refused.catch((error: unknown) => callback(error));
      return undefined;
    }
    let ended = () => {};
    const current = new Promise<void>((resolve) => {
      ended = resolve;
    });
    this[running] = current;
    // Nothing else is sent on this connection meanwhile: whatever came was refused above.
    const done = () => {
      this[running] = undefined;
      ended();
    };
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return query.apply(this, args);
    }
    return (query.apply(this, args) as Promise<unknown>).finally(done);
  } as typeof prototype.query;
}

if (process.env.DATABASE_URL) guardQueries();
