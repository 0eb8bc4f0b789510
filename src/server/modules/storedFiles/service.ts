import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { StoredFile } from '../../../core/schemas/files';
import type { Db } from '../../db/client';
import { type FileRow, files, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { recordRemoval } from '../../platform/deletedHistory';
import { conflict, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { type PersonRow, personColumns, presentPerson } from '../users/person';
import type { FileAccess } from './fileAccess';

export const listed = { file: files, uploader: personColumns };

export function present({ file, uploader }: { file: FileRow; uploader: PersonRow }): StoredFile {
  return {
    _id: file.id,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    courseId: file.courseId,
    createdAt: file.createdAt.toISOString(),
    uploader: presentPerson(uploader),
  };
}

/** The files `where` names that are not removed, newest first. */
export async function listFiles(db: Db, where: SQL | undefined): Promise<StoredFile[]> {
  const rows = await db
    .select(listed)
    .from(files)
    .innerJoin(users, eq(users.id, files.uploaderId))
    .where(and(where, isNull(files.removedAt)))
    .orderBy(desc(files.createdAt), desc(files.id));
  return rows.map(present);
}

/**
 * A course's material: its files that are not an item's attachment or work handed in (those keep the course too,
 * but are listed with their item and submission). Every member of the course reads it.
 */
export const courseMaterialOf = (courseId: string): SQL | undefined =>
  and(eq(files.courseId, courseId), isNull(files.itemId), isNull(files.submissionId));

/** GET /api/v1/file/fileList/{courseId}: the course's material. */
export function listCourseFiles(db: Db, courseId: string): Promise<StoredFile[]> {
  return listFiles(db, courseMaterialOf(courseId));
}

/** One file as its course's members see it; 404 once it is removed. */
export async function loadFile(db: Db, fileId: string): Promise<StoredFile> {
  const [row] = await db
    .select(listed)
    .from(files)
    .innerJoin(users, eq(users.id, files.uploaderId))
    .where(and(eq(files.id, fileId), isNull(files.removedAt)))
    .limit(1);
  if (!row) throw notFound('No such file.');
  return present(row);
}

/**
 * POST /api/v1/file/remove: marks the file removed and writes it to the deleted history in one transaction. Its
 * bytes stay in storage (an admin may restore it; another row may name the same bytes).
 */
export async function removeFile(ctx: ServiceContext, caller: AuthUser, { file }: FileAccess) {
  await inTransaction(ctx, async (tx) => {
    await tx.update(files).set({ removedAt: ctx.clock.now() }).where(eq(files.id, file.id));
    await recordRemoval(tx, {
      type: 'file',
      entityId: file.id,
      name: file.name,
      deletedBy: caller.id,
      snapshot: { file },
    });
  });
}

/** Brings a removed file back (the deleted history's restore). */
export async function restoreFile(tx: Db, fileId: string): Promise<void> {
  const [row] = await tx
    .update(files)
    .set({ removedAt: null })
    .where(and(eq(files.id, fileId), isNotNull(files.removedAt)))
    .returning({ id: files.id });
  if (!row) throw conflict('This file is no longer removed.');
}
