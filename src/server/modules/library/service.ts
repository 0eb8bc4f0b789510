import { and, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LibraryDocument,
  libraryFields,
  libraryQuery,
  updateLibraryDocumentBody,
} from '../../../core/schemas/sharedDocuments';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { courseCodes, files, libraryDocuments, sectors, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { listed, present as presentFile } from '../storedFiles/service';
import { removeSharedDocument } from '../storedFiles/sharedDocuments';

type LibraryFields = z.output<typeof libraryFields>;

/**
 * The sector and course code an entry names must be live reference entries: 400 naming the one that is not, so
 * the uploader knows which choice to make again.
 */
export async function checkLibraryReferences(
  db: Db,
  fields: Pick<LibraryFields, 'sectorId' | 'courseCodeId'>,
): Promise<void> {
  if (fields.sectorId) {
    const [sector] = await db
      .select({ id: sectors.id })
      .from(sectors)
      .where(and(eq(sectors.id, fields.sectorId), isNull(sectors.removedAt)));
    if (!sector) {
      const msg = 'Sector: no such sector. Choose one from the list.';
      throw badRequest(msg, { sectorId: msg });
    }
  }
  if (fields.courseCodeId) {
    const [code] = await db
      .select({ id: courseCodes.id })
      .from(courseCodes)
      .where(and(eq(courseCodes.id, fields.courseCodeId), isNull(courseCodes.removedAt)));
    if (!code) {
      const msg = 'Course code: no such course code. Choose one from the list.';
      throw badRequest(msg, { courseCodeId: msg });
    }
  }
}

/** The entry a library upload becomes, in the transaction that records its file. */
export async function addLibraryDocument(
  tx: Db,
  fileId: string,
  addedBy: string,
  fields: LibraryFields,
): Promise<void> {
  await checkLibraryReferences(tx, fields);
  await tx.insert(libraryDocuments).values({
    fileId,
    addedBy,
    title: fields.title,
    description: fields.description,
    sectorId: fields.sectorId,
    courseCodeId: fields.courseCodeId,
  });
}

const live = and(isNull(libraryDocuments.removedAt), isNull(files.removedAt));

async function selectDocuments(db: Db, where: SQL | undefined): Promise<LibraryDocument[]> {
  const rows = await db
    .select({
      entry: libraryDocuments,
      sector: { id: sectors.id, name: sectors.name },
      courseCode: { id: courseCodes.id, code: courseCodes.code, title: courseCodes.title },
      ...listed,
    })
    .from(libraryDocuments)
    .innerJoin(files, eq(files.id, libraryDocuments.fileId))
    .innerJoin(users, eq(users.id, files.uploaderId))
    .leftJoin(sectors, eq(sectors.id, libraryDocuments.sectorId))
    .leftJoin(courseCodes, eq(courseCodes.id, libraryDocuments.courseCodeId))
    .where(and(live, where))
    .orderBy(desc(libraryDocuments.createdAt), desc(libraryDocuments.id));
  return rows.map(({ entry, sector, courseCode, file, uploader }) => ({
    _id: entry.id,
    title: entry.title,
    description: entry.description,
    sector: sector ? { _id: sector.id, name: sector.name } : null,
    courseCode: courseCode ? { _id: courseCode.id, code: courseCode.code, title: courseCode.title } : null,
    file: presentFile({ file, uploader }),
    createdAt: entry.createdAt.toISOString(),
  }));
}

/**
 * GET /api/v1/library/getAll (SPEC §7): the live documents, newest first; each word of `q` must be in the title or
 * the description (any case), and a sector or course code narrows them.
 */
export async function listLibrary(db: Db, query: z.output<typeof libraryQuery>): Promise<LibraryDocument[]> {
  const words = (query.q ?? '').split(/\s+/).filter(Boolean);
  return selectDocuments(
    db,
    and(
      ...words.map((word) =>
        or(
          ilike(libraryDocuments.title, containsPattern(word)),
          ilike(libraryDocuments.description, containsPattern(word)),
        ),
      ),
      query.sectorId ? eq(libraryDocuments.sectorId, query.sectorId) : undefined,
      query.courseCodeId ? eq(libraryDocuments.courseCodeId, query.courseCodeId) : undefined,
    ),
  );
}

/** Whether a live library entry names the file: then every signed-in user may read it. */
export async function isLibraryFile(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: libraryDocuments.id })
    .from(libraryDocuments)
    .where(and(eq(libraryDocuments.fileId, fileId), isNull(libraryDocuments.removedAt)))
    .limit(1);
  return Boolean(row);
}

/** A live entry the caller may change: the teacher who added it, or an administrator. */
async function changeableDocument(db: Db, caller: AuthUser, id: string) {
  const [entry] = await db
    .select()
    .from(libraryDocuments)
    .where(and(eq(libraryDocuments.id, id), isNull(libraryDocuments.removedAt)))
    .limit(1);
  if (!entry) throw notFound('No such document in the library.');
  if (entry.addedBy !== caller.id && !caller.isAdmin)
    throw forbidden(
      'Only the teacher who added this document, or an administrator, can change or remove it.',
    );
  return entry;
}

/** POST /api/v1/library/update: the title, description, sector and course code. */
export async function updateLibraryDocument(
  ctx: ServiceContext,
  caller: AuthUser,
  body: z.output<typeof updateLibraryDocumentBody>,
): Promise<LibraryDocument> {
  const entry = await changeableDocument(ctx.db, caller, body._id);
  await checkLibraryReferences(ctx.db, body);
  await ctx.db
    .update(libraryDocuments)
    .set({
      title: body.title,
      description: body.description,
      sectorId: body.sectorId,
      courseCodeId: body.courseCodeId,
    })
    .where(eq(libraryDocuments.id, entry.id));
  const [document] = await selectDocuments(ctx.db, eq(libraryDocuments.id, entry.id));
  if (!document) throw notFound('No such document in the library.');
  return document;
}

/** POST /api/v1/library/remove: marks the entry and its file removed, and writes the deleted history, at once. */
export async function removeLibraryDocument(
  ctx: ServiceContext,
  caller: AuthUser,
  id: string,
): Promise<void> {
  await removeSharedDocument(ctx, caller, 'libraryDocument', await changeableDocument(ctx.db, caller, id));
}
