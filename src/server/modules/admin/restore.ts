import { and, eq, isNull } from 'drizzle-orm';
import {
  type DeletedHistoryEntry,
  isRestorable,
  type RemovedKind,
  type RestorableKind,
} from '../../../core/schemas/deletedHistory';
import { deletedHistory } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import { findEntry, presentEntry } from './historyList';

/** Brings back one removed thing from what its entry recorded, inside the restore's transaction. */
export type Restorer = (
  tx: Tx,
  entry: { entityId: string; snapshot: unknown },
  restoredBy: string,
  now: Date,
) => Promise<void>;

/** How each kind an admin can restore comes back: each area's own restore, gathered in compose/restorers.ts. */
export type Restorers = Record<RestorableKind, Restorer>;

/**
 * POST /api/v1/deleted/restore: brings back what an entry recorded, and marks the entry restored, both or
 * neither. Open pages of a restored course or item refresh; students told of an item's removal hear of its return.
 */
export async function restoreRemoved(
  ctx: ServiceContext,
  restorers: Restorers,
  caller: AuthUser,
  entryId: string,
): Promise<DeletedHistoryEntry> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const found = await findEntry(tx, entryId);
    if (!found) throw notFound('No such deleted-history entry.');
    const { row, remover } = found;
    if (row.restoredAt) throw conflict(`“${row.name}” was restored already.`);
    const kind = row.type as RemovedKind;
    if (!isRestorable(kind))
      throw conflict(
        'Only courses, course items, files, library documents, manuals, help videos and reference entries can be restored. Messages and notifications were ' +
          'taken back on purpose; members are added again from the course’s member list.',
      );
    await restorers[kind](tx, row, caller.id, now);
    const [restored] = await tx
      .update(deletedHistory)
      .set({ restoredAt: now })
      .where(and(eq(deletedHistory.id, row.id), isNull(deletedHistory.restoredAt)))
      .returning();
    if (!restored) throw conflict(`“${row.name}” was restored already.`);
    return presentEntry(restored, remover);
  });
}
