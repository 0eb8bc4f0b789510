import type { Db } from '../db/client';
import type { ServiceContext } from './context';
import type { LiveEvent } from './liveEvents';

/** A transaction that also collects the live events its change causes, to be sent only once it commits. */
export type Tx = Db & {
  /** Queues events; they are sent after the outermost transaction commits, and dropped if it rolls back. */
  afterCommit(events: LiveEvent | readonly LiveEvent[]): void;
};

const isTx = (db: Db): db is Tx => typeof (db as Partial<Tx>).afterCommit === 'function';

/**
 * Runs `work` in one transaction (a savepoint when `ctx.db` is already one). The events it queued are sent
 * after the commit, exactly once, in order, and never when anything threw: a reply acknowledges only what
 * committed, and nothing is announced that did not happen (DESIGN §4, §6).
 */
export async function inTransaction<T>(
  ctx: { db: Db; events: Pick<ServiceContext['events'], 'send'> },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const queued: LiveEvent[] = [];
  const result = await ctx.db.transaction((raw) =>
    work(
      Object.assign(raw, {
        afterCommit(events: LiveEvent | readonly LiveEvent[]) {
          // One by one: a course-wide notice is an event per student, too many to spread into one call.
          for (const event of Array.isArray(events) ? events : [events as LiveEvent]) queued.push(event);
        },
      }),
    ),
  );
  // A savepoint's events wait for the transaction around it.
  if (isTx(ctx.db)) ctx.db.afterCommit(queued);
  else await ctx.events.send(queued);
  return result;
}
