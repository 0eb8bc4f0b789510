import { and, eq, isNotNull } from 'drizzle-orm';
import { courses } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';

/**
 * The one-off move of course pictures kept as base64 in `courses.image_data` (before file storage, and in backups
 * taken then) into file storage, run at every start until none is left. A row is rewritten only once its bytes are
 * stored, so a start cut short loses no picture; instances starting together store the same bytes under the same
 * key, and each row is moved once. Answers how many pictures moved.
 */
export async function moveLegacyCourseImages(ctx: Pick<ServiceContext, 'db' | 'storage'>): Promise<number> {
  let moved = 0;
  for (;;) {
    // A few at a time: each is up to 512 KB, and there may be many.
    const batch = await ctx.db
      .select({ id: courses.id, data: courses.imageData })
      .from(courses)
      .where(isNotNull(courses.imageData))
      .limit(20);
    if (!batch.length) return moved;
    for (const row of batch) {
      const { key } = await ctx.storage.put(Buffer.from(row.data!, 'base64'));
      const done = await ctx.db
        .update(courses)
        .set({ imageKey: key, imageData: null })
        .where(and(eq(courses.id, row.id), eq(courses.imageData, row.data!)))
        .returning({ id: courses.id });
      moved += done.length;
    }
  }
}
