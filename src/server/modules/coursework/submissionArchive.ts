import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  archiveName,
  folderName,
  studentFolderName,
  uniqueName,
} from '../../../core/rules/submissionArchive';
import type { Db } from '../../db/client';
import { type CourseItemRow, files, projectGroups, submissions, users } from '../../db/schema';
import type { BlobZipEntry } from '../storedFiles/blobZip';
import { assertCourseworkItem } from './settings';

export interface SubmissionArchive {
  entries: BlobZipEntry[];
  works: number;
  bytes: number;
}

/**
 * The zip of an item's handed-in work (issue 37), as entries: a folder per piece of work handed in, marked or
 * released (a draft is the student's until they hand it in), named by its group or by its student as "Surname
 * Firstname (username)", holding the work's files under their own names made safe and numbered when two agree.
 */
export async function submissionArchive(db: Db, item: CourseItemRow): Promise<SubmissionArchive> {
  assertCourseworkItem(item);
  const works = await db
    .select({
      id: submissions.id,
      fullName: users.fullName,
      username: users.username,
      groupName: projectGroups.name,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.authorId))
    .leftJoin(projectGroups, eq(projectGroups.id, submissions.groupId))
    .where(and(eq(submissions.itemId, item.id), ne(submissions.state, 'draft')));
  const stored = works.length
    ? await db
        .select({
          submissionId: files.submissionId,
          name: files.name,
          blobKey: files.blobKey,
          size: files.size,
          createdAt: files.createdAt,
        })
        .from(files)
        .where(
          and(
            inArray(
              files.submissionId,
              works.map((work) => work.id),
            ),
            isNull(files.removedAt),
          ),
        )
        .orderBy(asc(files.createdAt), asc(files.id))
    : [];

  const folders = new Set<string>();
  const named = works
    .map((work) => ({
      id: work.id,
      folder: work.groupName === null ? studentFolderName(work) : folderName(work.groupName),
    }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
  const entries = named.flatMap(({ id, folder }) => {
    const unique = uniqueName(folder, folders);
    const names = new Set<string>();
    return stored
      .filter((file) => file.submissionId === id)
      .map((file) => ({
        path: `${unique}/${uniqueName(archiveName(file.name), names)}`,
        blobKey: file.blobKey,
        date: file.createdAt,
      }));
  });
  return { entries, works: works.length, bytes: stored.reduce((sum, file) => sum + file.size, 0) };
}
