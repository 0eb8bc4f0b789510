import type { FastifyInstance } from 'fastify';
import { type CourseRow, type FileRow, files, type UserRow } from '../db/schema';

/** A stored course file, its bytes in the app's storage, inserted directly (uploads are tested through tus). */
export async function createFile(
  app: FastifyInstance,
  course: Pick<CourseRow, 'id'>,
  uploader: Pick<UserRow, 'id'>,
  overrides: Partial<typeof files.$inferInsert> & { bytes?: Uint8Array } = {},
): Promise<FileRow> {
  const { bytes = new TextEncoder().encode('Week 1: read chapter 2.\n'), ...fields } = overrides;
  const stored = await app.storage.put(bytes);
  const [row] = await app.db
    .insert(files)
    .values({
      blobKey: stored.key,
      name: 'week-1.txt',
      contentType: 'text/plain; charset=utf-8',
      size: stored.size,
      purpose: 'courseMaterial',
      courseId: course.id,
      uploaderId: uploader.id,
      ...fields,
    })
    .returning();
  return row!;
}
