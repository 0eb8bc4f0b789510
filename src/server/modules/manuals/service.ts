import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Manual } from '../../../core/schemas/sharedDocuments';
import type { Db } from '../../db/client';
import { type FileRow, files, type ManualRow, manuals } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { removeSharedDocument } from '../storedFiles/sharedDocuments';

const NOT_FOUND = 'No such manual.';
const live = and(isNull(manuals.removedAt), isNull(files.removedAt));

const present = ({ entry, file }: { entry: ManualRow; file: FileRow }): Manual => ({
  _id: entry.id,
  title: entry.title,
  name: file.name,
  contentType: file.contentType,
  size: file.size,
  url: `/api/v1/attachment/content/${entry.id}`,
  fileId: file.id,
  createdAt: entry.createdAt.toISOString(),
});

/** The entry a manual upload becomes, last in the list, in the transaction that records its file. */
export async function addManual(tx: Db, fileId: string, title: string): Promise<void> {
  const [last] = await tx
    .select({ position: max(manuals.position) })
    .from(manuals)
    .where(isNull(manuals.removedAt));
  await tx.insert(manuals).values({ fileId, title, position: (last?.position ?? 0) + 1 });
}

/** GET /api/v1/attachment/allAttachment/manuals/all (SPEC §7): the live manuals in the order admins gave. */
export async function listManuals(db: Db): Promise<Manual[]> {
  const rows = await db
    .select({ entry: manuals, file: files })
    .from(manuals)
    .innerJoin(files, eq(files.id, manuals.fileId))
    .where(live)
    .orderBy(asc(manuals.position), asc(manuals.createdAt));
  return rows.map(present);
}

async function findManual(db: Db, id: string) {
  const [row] = await db
    .select({ entry: manuals, file: files })
    .from(manuals)
    .innerJoin(files, eq(files.id, manuals.fileId))
    .where(and(eq(manuals.id, id), live))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The stored file of a live manual, for anyone to download. */
export async function manualFile(db: Db, id: string): Promise<FileRow> {
  return (await findManual(db, id)).file;
}

/** Whether a live manual is the file: then every signed-in user may open it in the app's viewers (issue 37). */
export async function isManualFile(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: manuals.id })
    .from(manuals)
    .where(and(eq(manuals.fileId, fileId), isNull(manuals.removedAt)))
    .limit(1);
  return Boolean(row);
}

/** POST /api/v1/attachment/update: a manual's title. */
export async function renameManual(db: Db, id: string, title: string): Promise<Manual> {
  const { entry, file } = await findManual(db, id);
  const [updated] = await db.update(manuals).set({ title }).where(eq(manuals.id, entry.id)).returning();
  return present({ entry: updated!, file });
}

/**
 * POST /api/v1/attachment/reorder: the manuals in the order given, first first. Every id must be a live manual,
 * each once; manuals left out keep their place after those given.
 */
export async function reorderManuals(ctx: ServiceContext, ids: string[]): Promise<Manual[]> {
  if (new Set(ids).size !== ids.length) {
    const msg = 'Order: name each manual once.';
    throw badRequest(msg, { ids: msg });
  }
  await inTransaction(ctx, async (tx) => {
    const known = await tx
      .select({ id: manuals.id })
      .from(manuals)
      .where(and(inArray(manuals.id, ids), isNull(manuals.removedAt)));
    if (known.length !== ids.length) throw notFound(`${NOT_FOUND} Reload the list and try again.`);
    const rest = await tx
      .select({ id: manuals.id })
      .from(manuals)
      .where(isNull(manuals.removedAt))
      .orderBy(asc(manuals.position), asc(manuals.createdAt));
    const order = [...ids, ...rest.map((row) => row.id).filter((id) => !ids.includes(id))];
    for (const [index, id] of order.entries())
      await tx
        .update(manuals)
        .set({ position: index + 1 })
        .where(eq(manuals.id, id));
  });
  return listManuals(ctx.db);
}

/** POST /api/v1/attachment/remove: marks the manual and its file removed, and writes the deleted history. */
export async function removeManual(ctx: ServiceContext, caller: AuthUser, id: string): Promise<void> {
  await removeSharedDocument(ctx, caller, 'manual', (await findManual(ctx.db, id)).entry);
}
