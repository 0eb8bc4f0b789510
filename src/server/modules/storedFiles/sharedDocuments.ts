import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, helpVideos, libraryDocuments, manuals } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { recordRemoval } from '../../platform/deletedHistory';
import { conflict } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';

/**
 * The entries that each name one stored file: library documents, manuals and help videos. Kept beneath the areas
 * that own them (help, manuals, library) so that all three remove and restore the same way.
 */
const TABLES = { libraryDocument: libraryDocuments, manual: manuals, helpVideo: helpVideos };

type SharedDocumentKind = keyof typeof TABLES;

/**
 * Marks a live entry and its file removed and writes the deleted history, in one transaction. The caller has found
 * the entry (404 when it is unknown or removed) and checked who may remove it; the whole row is kept as the
 * snapshot.
 */
export async function removeSharedDocument(
  ctx: ServiceContext,
  caller: AuthUser,
  kind: SharedDocumentKind,
  entry: { id: string; fileId: string; title: string },
): Promise<void> {
  const table = TABLES[kind];
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await tx.update(table).set({ removedAt: now }).where(eq(table.id, entry.id));
    await tx.update(files).set({ removedAt: now }).where(eq(files.id, entry.fileId));
    await recordRemoval(tx, {
      type: kind,
      entityId: entry.id,
      name: entry.title,
      deletedBy: caller.id,
      snapshot: { entry },
    });
  });
}

/** Brings back a removed library document, manual or help video and its file (the deleted history's restore). */
export async function restoreSharedDocument(
  tx: Db,
  kind: SharedDocumentKind,
  entityId: string,
): Promise<void> {
  const table = TABLES[kind];
  const [row] = await tx
    .update(table)
    .set({ removedAt: null })
    .where(and(eq(table.id, entityId), isNotNull(table.removedAt)))
    .returning({ fileId: table.fileId });
  if (!row) throw conflict('This is no longer removed.');
  await tx.update(files).set({ removedAt: null }).where(eq(files.id, row.fileId));
}
