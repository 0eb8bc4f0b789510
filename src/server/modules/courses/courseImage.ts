import { and, eq, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { COURSE_IMAGE_MAX_BYTES } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { courseChange } from '../../platform/courseChanges';
import { badRequest, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { courseChanged } from '../notifications/notify';
import type { CourseAccess } from './policy';

type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

const refuse = (message: string) => badRequest('Please check: image.', { image: message });

/**
 * Decodes a `data:image/...;base64,` URL (already shaped by `setCourseImageBody`) and checks its bytes with
 * `file-type`: a data URL whose bytes are another kind of file than it claims is refused.
 */
export async function decodeCourseImage(dataUrl: string): Promise<{ mime: ImageMime; bytes: Buffer }> {
  const match = /^data:(image\/(?:jpeg|png|webp));base64,(.+)$/.exec(dataUrl);
  if (!match) throw refuse('Use a JPEG, PNG or WebP picture.');
  const mime = match[1] as ImageMime;
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > COURSE_IMAGE_MAX_BYTES) throw refuse('The picture is too large (512 KB at most).');
  if ((await fileTypeFromBuffer(bytes))?.mime !== mime) {
    throw refuse('The file is not the kind of picture it claims to be.');
  }
  return { mime, bytes };
}

/**
 * Sets or (with '') removes the course picture. The bytes are stored before the row names them (a backup copies the
 * files after the database, so every picture a copied row names is there). The picture it replaces stays stored:
 * a course made from a template, or the deleted history, may still name it (docs/decisions.md).
 */
export async function setCourseImage(ctx: ServiceContext, { course }: CourseAccess, body: { image: string }) {
  const image = body.image ? await decodeCourseImage(body.image) : null;
  // The access rule let only the course's teachers this far, so no one else stores bytes here.
  const stored = image ? await ctx.storage.put(image.bytes) : null;
  await inTransaction(ctx, async (tx) => {
    await tx
      .update(courses)
      .set({
        imageMime: image?.mime ?? null,
        imageKey: stored?.key ?? null,
        // A picture still kept the old way is replaced too, so the move at start (legacyCourseImages.ts) skips it.
        imageData: null,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(courses.id, course.id));
    tx.afterCommit(courseChanged(courseChange(course.id), ctx.clock.now()));
  });
}

/** The picture of a course that is not removed: its type and storage key; 404 when there is none. */
export async function findCourseImage(db: Db, courseId: string): Promise<{ mime: string; key: string }> {
  const [row] = await db
    .select({ mime: courses.imageMime, key: courses.imageKey })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.removedAt)))
    .limit(1);
  if (!row?.mime || !row.key) throw notFound('This course has no picture.');
  return { mime: row.mime, key: row.key };
}

/** The picture's bytes, open for reading; a picture missing from storage is logged and answered as none (404). */
export async function openCourseImage(ctx: Pick<ServiceContext, 'storage' | 'log'>, image: { key: string }) {
  const blob = await ctx.storage.get(image.key);
  if (blob) return blob;
  ctx.log.error({ key: image.key }, 'a course picture is missing from file storage');
  throw notFound('This course has no picture.');
}
