import type { Db } from '../db/client';
import type { LiveEvent, LiveEventSink } from './liveEvents';

/** Work outside the database a change causes (a video server told). It never rejects: it logs its own failure. */
export type CommittedTask = () => Promise<void>;

/** A transaction that also collects the live events its change causes, to be sent only once it commits. */
export type Tx = Db & {
  /** Queues events; they are sent after the outermost transaction commits, and dropped if it rolls back. */
  afterCommit(events: LiveEvent | readonly LiveEvent[]): void;
  /** Queues a task; it runs after the outermost transaction commits and its events are sent, before the reply. */
  afterCommitRun(task: CommittedTask): void;
};

type Committer = { db: Db; events: Pick<LiveEventSink, 'send'> };

const isTx = (db: Db): db is Tx => typeof (db as Partial<Tx>).afterCommit === 'function';

/**
 * Runs `work` in one transaction (a savepoint when `ctx.db` is already one). The events it queued are sent
 * after the commit, exactly once, in order, and never when anything threw: a reply acknowledges only what
 * committed, and nothing is announced that did not happen (DESIGN §4, §6).
 */
export async function inTransaction<T>(ctx: Committer, work: (tx: Tx) => Promise<T>): Promise<T> {
  const queued: LiveEvent[] = [];
  const tasks: CommittedTask[] = [];
  const result = await ctx.db.transaction((raw) =>
    work(
      Object.assign(raw, {
        afterCommit(events: LiveEvent | readonly LiveEvent[]) {
          // One by one: a course-wide notice is an event per student, too many to spread into one call.
          for (const event of Array.isArray(events) ? events : [events as LiveEvent]) queued.push(event);
        },
        afterCommitRun(task: CommittedTask) {
          tasks.push(task);
        },
      }),
    ),
  );
  await sendCommitted(ctx, queued);
  if (isTx(ctx.db)) for (const task of tasks) ctx.db.afterCommitRun(task);
  else for (const task of tasks) await task();
  return result;
}

/**
 * One write that commits on its own: a single statement with no transaction around it, for the call a full hall
 * makes most (a saved answer is one prepared statement). The events `eventsOf` makes of its result are sent once it
 * has returned, as inTransaction sends a transaction's; nothing is sent when the write throws.
 */
export async function writeAlone<T>(
  ctx: Committer,
  write: (db: Db) => Promise<T>,
  eventsOf: (result: T) => readonly LiveEvent[],
): Promise<T> {
  const result = await write(ctx.db);
  await sendCommitted(ctx, eventsOf(result));
  return result;
}

async function sendCommitted(ctx: Committer, events: readonly LiveEvent[]) {
  // Inside a transaction (a savepoint's, or a write alone within one), the events wait for the one around it.
  if (isTx(ctx.db)) ctx.db.afterCommit(events);
  else await ctx.events.send(events);
}
