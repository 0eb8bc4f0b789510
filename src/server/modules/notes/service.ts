import { and, eq, sql } from 'drizzle-orm';
import { type ItemKind, meetsLive } from '../../../core/itemKinds';
import type { Note } from '../../../core/schemas/notes';
import type { Db } from '../../db/client';
import { notes } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { readableItem } from '../courses/policy';
import { readableFile } from '../files/policy';

const NO_NOTE: Note = { text: '', updatedAt: null };

const present = (row: { text: string; updatedAt: Date }): Note => ({
  text: row.text,
  updatedAt: row.updatedAt.toISOString(),
});

/** What a note is on: a document or a lecture, each a column of its own with its own unique index. */
type Noted = { fileId: string } | { lectureId: string };

const columnOf = (noted: Noted) => ('fileId' in noted ? notes.fileId : notes.lectureId);
const idOf = (noted: Noted) => ('fileId' in noted ? noted.fileId : noted.lectureId);

async function loadNote(db: Db, userId: string, noted: Noted): Promise<Note> {
  const [row] = await db
    .select({ text: notes.text, updatedAt: notes.updatedAt })
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(columnOf(noted), idOf(noted))))
    .limit(1);
  return row ? present(row) : NO_NOTE;
}

async function saveNote(ctx: ServiceContext, userId: string, noted: Noted, text: string): Promise<Note> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(notes)
    .values({ userId, ...noted, text, updatedAt: now })
    .onConflictDoUpdate({
      target: [notes.userId, columnOf(noted)],
      set: { text: sql`excluded.text`, updatedAt: sql`excluded.updated_at` },
    })
    .returning({ text: notes.text, updatedAt: notes.updatedAt });
  return present(row!);
}

/**
 * GET /api/v1/note/getNote4Doc: the caller's own note on a file they may read. The call's rule has already made
 * sure the user is the caller; whether they may read the file is asked here, of the very resolver the `file`
 * `read` rules use, so a removed file or one of a course they left is refused exactly as the file itself is.
 */
export async function loadDocNote(ctx: ServiceContext, caller: AuthUser, fileId: string): Promise<Note> {
  await readableFile(ctx.db, caller, fileId, ctx.clock.now());
  return loadNote(ctx.db, caller.id, { fileId });
}

/** POST /api/v1/note/saveNote4Doc: writes the caller's note on the file (readable, by the call's rule). */
export const saveDocNote = (ctx: ServiceContext, caller: AuthUser, fileId: string, text: string) =>
  saveNote(ctx, caller.id, { fileId }, text);

/**
 * GET /api/v1/note/getNote4Lecture/{courseId}/{lectureId}/{userId}: the caller's own note on a lecture they may
 * open (the item `attend` resolver, as the save's rule), which must be a lecture of that course, or another item
 * that meets live as lectures do (a discussion, consult or team meeting: issue 16).
 */
export async function loadLectureNote(
  ctx: ServiceContext,
  caller: AuthUser,
  courseId: string,
  lectureId: string,
): Promise<Note> {
  const { item } = await readableItem(ctx.db, caller, lectureId, ctx.clock.now());
  if (!meetsLive(item.kind) || item.courseId !== courseId) throw notFound('No such lecture in this course.');
  return loadNote(ctx.db, caller.id, { lectureId });
}

/** POST /api/v1/note/saveNote4Lecture: writes the caller's note on a lecture (or other live item) they may open. */
export function saveLectureNote(
  ctx: ServiceContext,
  caller: AuthUser,
  lecture: { id: string; kind: ItemKind },
  text: string,
): Promise<Note> {
  if (!meetsLive(lecture.kind)) throw notFound('No such lecture.');
  return saveNote(ctx, caller.id, { lectureId: lecture.id }, text);
}
