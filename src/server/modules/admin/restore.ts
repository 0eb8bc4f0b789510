import { and, eq, isNull } from 'drizzle-orm';
import {
  type DeletedHistoryEntry,
  RESTORABLE_KINDS,
  type RemovedKind,
} from '../../../core/schemas/deletedHistory';
import { REFERENCE_KINDS, type ReferenceKind } from '../../../core/schemas/reference';
import { deletedHistory } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { restoreCourse, restoreItem } from '../courses/restore';
import { restoreFile } from '../files/service';
import { restoreSharedDocument } from '../library/restoreSharedDocument';
import { REFERENCE_DESCRIPTORS } from '../reference/kinds';
import { restoreEntry } from '../reference/service';
import { findEntry, presentEntry } from './historyList';

const isReferenceKind = (kind: RemovedKind): kind is ReferenceKind =>
  (REFERENCE_KINDS as readonly string[]).includes(kind);

/**
 * POST /api/v1/deleted/restore: brings back what an entry recorded, and marks the entry restored, both or
 * neither. Open pages of a restored course or item refresh; students told of an item's removal hear of its return.
 */
export async function restoreRemoved(
  ctx: ServiceContext,
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
    if (!RESTORABLE_KINDS.includes(kind))
      throw conflict(
        'Only courses, course items, files, library documents, manuals, help videos and reference entries can be restored. Messages and notifications were ' +
          'taken back on purpose; members are added again from the course’s member list.',
      );
    if (kind === 'course') await restoreCourse(tx, row.entityId, now);
    else if (kind === 'courseItem') await restoreItem(tx, row.entityId, row.snapshot, caller.id, now);
    else if (kind === 'file') await restoreFile(tx, row.entityId);
    else if (kind === 'libraryDocument' || kind === 'manual' || kind === 'helpVideo')
      await restoreSharedDocument(tx, kind, row.entityId);
    else if (isReferenceKind(kind)) await restoreEntry(tx, REFERENCE_DESCRIPTORS[kind], row.entityId);
    const [restored] = await tx
      .update(deletedHistory)
      .set({ restoredAt: now })
      .where(and(eq(deletedHistory.id, row.id), isNull(deletedHistory.restoredAt)))
      .returning();
    if (!restored) throw conflict(`“${row.name}” was restored already.`);
    return presentEntry(restored, remover);
  });
}
