import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FileRow, files } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { attemptOfAnswerFile, readableAttempt } from '../assessments/policy';
import { changeableCourse, changeableItem, readableCourse, readableItem } from '../courses/policy';
import { readableSubmission } from '../coursework/policy';
import { isLibraryFile } from '../library/service';
import { readsThroughMail } from '../mail/attachments';
import { isManualFile } from '../manuals/service';
import { readsThroughPortfolio } from '../qualifications/evidenceFiles';
import type { FileAccess, LibraryFileAccess } from '../storedFiles/fileAccess';

/** A file that is not removed. Unknown and removed files are 404 alike. */
async function findLiveFile(db: Db, fileId: string): Promise<FileRow | undefined> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.removedAt)))
    .limit(1);
  return file;
}

/** A live file of a course (course material, an item's attachment, work handed in). */
async function findCourseFile(db: Db, fileId: string): Promise<FileRow & { courseId: string }> {
  const file = await findLiveFile(db, fileId);
  if (!file?.courseId) throw notFound('No such file.');
  return { ...file, courseId: file.courseId };
}

/** A library document's or a manual's file, which no course holds. */
async function isSharedFile(db: Db, file: FileRow): Promise<boolean> {
  if (file.purpose === 'library') return isLibraryFile(db, file.id);
  if (file.purpose === 'manual') return isManualFile(db, file.id);
  return false;
}

/**
 * Who reads a file (issue 14): work handed in, as its submission is read (the students whose work it is, a project
 * group's current members only, issue 32; the course's teachers and administrators; no other student); an answer
 * file of a test or exam, as the attempt it is handed in with is read (its student, the course's teachers and
 * administrators); an assignment's attachment, by those who may open the item (students once it is visible to
 * them); course material, by those who attend the course; a library document's file, which a live library entry
 * names, and a live manual's file (issue 37: opened in the PDF viewer), every signed-in user; a file attached to
 * internal mail, its uploader and the message's sender and recipients (issue 34); a portfolio's evidence, its
 * student and those who follow the portfolio (issue 35). Help videos have routes of their
 * own and are not found here.
 */
export async function readableFile(
  db: Db,
  user: AuthUser,
  fileId: string,
  now: Date,
): Promise<FileAccess | LibraryFileAccess> {
  const live = await findLiveFile(db, fileId);
  try {
    return await readableByItsOwnRules(db, user, live, fileId, now);
  } catch (refusal) {
    // Internal mail (issue 34): a file attached to a message is read by its uploader (a mail attachment of their
    // own, before it is sent) and by the message's sender and recipients, and by no one else.
    if (!live || !(refusal instanceof AppError) || ![403, 404].includes(refusal.status)) throw refusal;
    const ownMailUpload = live.purpose === 'mailAttachment' && live.uploaderId === user.id;
    if (ownMailUpload || (await readsThroughMail(db, user.id, live.id))) return { file: live, course: null };
    // A portfolio's evidence (issue 35): its uploader, and those who follow the portfolio it is evidence in.
    const ownEvidence = live.purpose === 'portfolioEvidence' && live.uploaderId === user.id;
    if (ownEvidence || (await readsThroughPortfolio(db, user, live.id))) return { file: live, course: null };
    throw refusal;
  }
}

async function readableByItsOwnRules(
  db: Db,
  user: AuthUser,
  live: FileRow | undefined,
  fileId: string,
  now: Date,
): Promise<FileAccess | LibraryFileAccess> {
  if (live && !live.courseId && (await isSharedFile(db, live))) return { file: live, course: null };
  const file = await findCourseFile(db, fileId);
  if (file.submissionId) {
    const { item: _, submission: __, ...access } = await readableSubmission(db, user, file.submissionId);
    return { ...access, file };
  }
  if (file.purpose === 'assessmentAnswer') {
    const attemptId = await attemptOfAnswerFile(db, file.id);
    if (!attemptId) throw notFound('No such file.');
    const { item: _, attempt: __, ...access } = await readableAttempt(db, user, attemptId);
    return { ...access, file };
  }
  if (file.itemId) {
    const { item: _, ...access } = await readableItem(db, user, file.itemId, now);
    return { ...access, file };
  }
  return { ...(await readableCourse(db, user, file.courseId)), file };
}

/**
 * Those who teach the file's course (its item's, for an attachment) manage it (remove it). Work handed in is
 * changed only by those who hand it in (coursework's removeFile); library documents through library/remove.
 */
export async function manageableFile(db: Db, user: AuthUser, fileId: string): Promise<FileAccess> {
  const file = await findCourseFile(db, fileId);
  if (file.submissionId || file.purpose === 'assessmentAnswer')
    throw forbidden('Work a student handed in is changed only by them.');
  if (file.itemId) {
    const { item: _, ...access } = await changeableItem(db, user, file.itemId);
    return { ...access, file };
  }
  return { ...(await changeableCourse(db, user, file.courseId)), file };
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'file.read': Awaited<ReturnType<typeof readableFile>>;
    'file.manage': Awaited<ReturnType<typeof manageableFile>>;
  }
}
