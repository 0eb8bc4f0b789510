import { and, eq, sql } from 'drizzle-orm';
import type { Note } from '../../../core/schemas/notes';
import type { ServiceContext } from '../../context/serviceContext';
import { notes } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { resolvers } from '../../http/resources';

const NO_NOTE: Note = { text: '', updatedAt: null };

const present = (row: { text: string; updatedAt: Date }): Note => ({
  text: row.text,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * GET /api/v1/note/getNote4Doc: the caller's own note on a file they may read. The call's rule has already made
 * sure the user is the caller; whether they may read the file is asked here, of the very resolver the `file`
 * `read` rules use, so a removed file or one of a course they left is refused exactly as the file itself is.
 */
export async function loadDocNote(ctx: ServiceContext, caller: AuthUser, fileId: string): Promise<Note> {
  await resolvers.file.read({ db: ctx.db, user: caller, id: fileId, now: ctx.clock.now() });
  const [row] = await ctx.db
    .select({ text: notes.text, updatedAt: notes.updatedAt })
    .from(notes)
    .where(and(eq(notes.userId, caller.id), eq(notes.fileId, fileId)))
    .limit(1);
  return row ? present(row) : NO_NOTE;
}

/** POST /api/v1/note/saveNote4Doc: writes the caller's note on the file (readable, by the call's rule). */
export async function saveDocNote(
  ctx: ServiceContext,
  caller: AuthUser,
  fileId: string,
  text: string,
): Promise<Note> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(notes)
    .values({ userId: caller.id, fileId, text, updatedAt: now })
    .onConflictDoUpdate({
      target: [notes.userId, notes.fileId],
      set: { text: sql`excluded.text`, updatedAt: sql`excluded.updated_at` },
    })
    .returning({ text: notes.text, updatedAt: notes.updatedAt });
  return present(row!);
}
