import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FileRow, files } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { type CourseAccess, changeableCourse, readableCourse } from '../courses/policy';

/** A stored file with the caller's access to the course it belongs to. */
export interface FileAccess extends CourseAccess {
  file: FileRow;
}

/** A file that is not removed; its course decides who reaches it. Unknown and removed files are 404 alike. */
async function findFile(db: Db, fileId: string): Promise<FileRow & { courseId: string }> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.removedAt)))
    .limit(1);
  // Every purpose so far belongs to a course; a file of another purpose will get its own rule here.
  if (!file?.courseId) throw notFound('No such file.');
  return { ...file, courseId: file.courseId };
}

/** Those who attend the file's course read it (issue 14), as they read the course (courses/policy.ts). */
export async function readableFile(db: Db, user: AuthUser, fileId: string): Promise<FileAccess> {
  const file = await findFile(db, fileId);
  return { ...(await readableCourse(db, user, file.courseId)), file };
}

/** Those who teach the file's course manage it (remove it). */
export async function manageableFile(db: Db, user: AuthUser, fileId: string): Promise<FileAccess> {
  const file = await findFile(db, fileId);
  return { ...(await changeableCourse(db, user, file.courseId)), file };
}
