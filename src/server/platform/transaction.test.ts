import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastLogins } from '../db/schema';
import { caughtUp, collect, nextEvent } from '../test/realtimeClient';
import { socketTestApp } from '../test/socketTestApp';
import { emitTo } from './liveEvents';
import { userRoom } from './rooms';
import { inTransaction, writeAlone } from './transaction';

/** DESIGN §4: events queued in a transaction are sent once it commits, exactly once, and never on rollback. */

const t = socketTestApp();

const probe = (userId: string, n: number) => emitTo(userRoom(userId), 'probe', { n });
const recorded = (userId: string) => t.app.db.select().from(lastLogins).where(eq(lastLogins.userId, userId));
const failure = new Error('the write failed after queuing its event');

describe('inTransaction', () => {
  it('sends nothing when the transaction throws after queuing, and rolls its write back', async () => {
    const { user, socket } = await t.online();
    const heard = collect(socket, 'probe');
    await expect(
      inTransaction(t.app.ctx, async (tx) => {
        await tx.insert(lastLogins).values({ userId: user.id, time: new Date() });
        tx.afterCommit(probe(user.id, 1));
        throw failure;
      }),
    ).rejects.toBe(failure);
    await caughtUp(t.app, socket);
    expect(heard).toEqual([]);
    expect(await recorded(user.id)).toEqual([]);
  });

  it('sends a committed transaction’s events once, in order, and only after the commit', async () => {
    const { user, socket } = await t.online();
    const order: string[] = [];
    socket.on('probe', ({ n }: { n: number }) => order.push(`probe ${n}`));
    socket.on('during', () => order.push('during'));
    const sentDuring = nextEvent(socket, 'during');
    const result = await inTransaction(t.app.ctx, async (tx) => {
      await tx.insert(lastLogins).values({ userId: user.id, time: new Date() });
      tx.afterCommit([probe(user.id, 1), probe(user.id, 2)]);
      // Sent directly while the transaction is still open: it must arrive before the queued ones.
      t.app.realtime.io.to(userRoom(user.id)).emit('during');
      await sentDuring;
      return 'committed';
    });
    expect(result).toBe('committed');
    await caughtUp(t.app, socket);
    expect(order).toEqual(['during', 'probe 1', 'probe 2']);
    expect(await recorded(user.id)).toHaveLength(1);
  });

  it('drops the events of a savepoint that rolled back and keeps those of the transaction around it', async () => {
    const { user, socket } = await t.online();
    const heard = collect<{ n: number }>(socket, 'probe');
    await inTransaction(t.app.ctx, async (tx) => {
      tx.afterCommit(probe(user.id, 1));
      await expect(
        inTransaction({ ...t.app.ctx, db: tx }, async (inner) => {
          inner.afterCommit(probe(user.id, 2));
          throw failure;
        }),
      ).rejects.toBe(failure);
      await inTransaction({ ...t.app.ctx, db: tx }, async (inner) => {
        inner.afterCommit(probe(user.id, 3));
      });
    });
    await caughtUp(t.app, socket);
    expect(heard).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('sends nothing from a savepoint whose outer transaction then fails', async () => {
    const { user, socket } = await t.online();
    const heard = collect(socket, 'probe');
    await expect(
      inTransaction(t.app.ctx, async (tx) => {
        await inTransaction({ ...t.app.ctx, db: tx }, async (inner) => {
          inner.afterCommit(probe(user.id, 1));
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    await caughtUp(t.app, socket);
    expect(heard).toEqual([]);
  });
});

describe('afterCommitRun', () => {
  it('runs a task once the outermost transaction has committed, seeing the committed change', async () => {
    const { user } = await t.online();
    const seen: number[] = [];
    await inTransaction(t.app.ctx, async (tx) => {
      await tx.insert(lastLogins).values({ userId: user.id, time: new Date() });
      await inTransaction({ ...t.app.ctx, db: tx }, async (inner) => {
        inner.afterCommitRun(async () => {
          seen.push((await recorded(user.id)).length);
        });
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([1]);
  });

  it('never runs the task of a transaction that rolled back', async () => {
    const { user } = await t.online();
    const ran: string[] = [];
    await expect(
      inTransaction(t.app.ctx, async (tx) => {
        tx.afterCommitRun(async () => {
          ran.push(user.id);
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(ran).toEqual([]);
  });
});

describe('writeAlone', () => {
  it('sends the events of a write that committed on its own, after it returned', async () => {
    const { user, socket } = await t.online();
    const heard = collect<{ n: number }>(socket, 'probe');
    const written = await writeAlone(
      t.app.ctx,
      (db) => db.insert(lastLogins).values({ userId: user.id, time: new Date() }).returning(),
      (rows) => [probe(user.id, rows.length)],
    );
    await caughtUp(t.app, socket);
    expect(heard).toEqual([{ n: 1 }]);
    expect(await recorded(user.id)).toEqual(written);
  });

  it('sends nothing when the write throws', async () => {
    const { user, socket } = await t.online();
    const heard = collect(socket, 'probe');
    await expect(
      writeAlone(
        t.app.ctx,
        async () => {
          throw failure;
        },
        () => [probe(user.id, 1)],
      ),
    ).rejects.toBe(failure);
    await caughtUp(t.app, socket);
    expect(heard).toEqual([]);
  });

  it('leaves its events to the transaction around it, which may still roll back', async () => {
    const { user, socket } = await t.online();
    const heard = collect(socket, 'probe');
    await expect(
      inTransaction(t.app.ctx, async (tx) => {
        await writeAlone(
          { ...t.app.ctx, db: tx },
          async () => 'written',
          () => [probe(user.id, 1)],
        );
        throw failure;
      }),
    ).rejects.toBe(failure);
    await caughtUp(t.app, socket);
    expect(heard).toEqual([]);
  });
});
