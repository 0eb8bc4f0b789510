import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, helpVideos, libraryDocuments, manuals } from '../../db/schema';
import { conflict } from '../../platform/errors';

const TABLES = { libraryDocument: libraryDocuments, manual: manuals, helpVideo: helpVideos };

/** Brings back a removed library document, manual or help video and its file (the deleted history's restore). */
export async function restoreSharedDocument(
  tx: Db,
  kind: keyof typeof TABLES,
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
