import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audiencesOf } from '../../../core/rules/helpVideoLookup';
import type { HelpVideo, helpFields } from '../../../core/schemas/sharedDocuments';
import type { Db } from '../../db/client';
import { type FileRow, files, type HelpVideoRow, helpVideos } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { removeSharedDocument } from '../storedFiles/sharedDocuments';

type HelpFields = z.output<typeof helpFields>;

const NOT_FOUND = 'No such help video.';
const live = and(isNull(helpVideos.removedAt), isNull(files.removedAt));

const present = ({ entry, file }: { entry: HelpVideoRow; file: FileRow }): HelpVideo => ({
  _id: entry.id,
  title: entry.title,
  page: entry.page,
  audience: entry.audience,
  contentType: file.contentType,
  size: file.size,
  url: `/api/v1/help/content/${entry.id}`,
  createdAt: entry.createdAt.toISOString(),
});

const selectVideos = (db: Db) =>
  db
    .select({ entry: helpVideos, file: files })
    .from(helpVideos)
    .innerJoin(files, eq(files.id, helpVideos.fileId));

/** The entry a help video upload becomes, in the transaction that records its file. */
export async function addHelpVideo(tx: Db, fileId: string, fields: HelpFields): Promise<void> {
  await tx.insert(helpVideos).values({ fileId, ...fields });
}

/** GET /api/v1/help/getAll (SPEC §7): every live help video, newest first. */
export async function listHelpVideos(db: Db): Promise<HelpVideo[]> {
  const rows = await selectVideos(db).where(live).orderBy(desc(helpVideos.createdAt), desc(helpVideos.id));
  return rows.map(present);
}

/**
 * GET /api/v1/help/getCurrentVideo/{page}/{role} (SPEC §7, §9): the newest live video for the page's first path
 * segment (any case) shown to the role or to everyone; null when there is none.
 */
export async function currentHelpVideo(db: Db, page: string, role: string): Promise<HelpVideo | null> {
  const [row] = await selectVideos(db)
    .where(
      and(
        live,
        eq(sql`lower(${helpVideos.page})`, page.toLowerCase()),
        inArray(helpVideos.audience, audiencesOf(role)),
      ),
    )
    .orderBy(desc(helpVideos.createdAt), desc(helpVideos.id))
    .limit(1);
  return row ? present(row) : null;
}

async function findVideo(db: Db, id: string) {
  const [row] = await selectVideos(db)
    .where(and(eq(helpVideos.id, id), live))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The stored file of a live help video, for anyone to play. */
export async function helpVideoFile(db: Db, id: string): Promise<FileRow> {
  return (await findVideo(db, id)).file;
}

/** POST /api/v1/help/update: a video's title, page and audience. */
export async function updateHelpVideo(db: Db, id: string, fields: HelpFields): Promise<HelpVideo> {
  const { entry, file } = await findVideo(db, id);
  const [updated] = await db.update(helpVideos).set(fields).where(eq(helpVideos.id, entry.id)).returning();
  return present({ entry: updated!, file });
}

/** POST /api/v1/help/remove: marks the video and its file removed, and writes the deleted history. */
export async function removeHelpVideo(ctx: ServiceContext, caller: AuthUser, id: string): Promise<void> {
  await removeSharedDocument(ctx, caller, 'helpVideo', (await findVideo(ctx.db, id)).entry);
}
