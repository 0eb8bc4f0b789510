import { and, eq, isNull } from 'drizzle-orm';
import { DOCUMENT_FITS } from '../../../core/constants';
import { isPagedDocument } from '../../../core/rules/officeDocument';
import type { DocumentZoom, ShownDocument } from '../../../core/schemas/lectures';
import type { Db } from '../../db/client';
import { files, type LectureAttendanceRow, lectureAttendances } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseMaterialOf } from '../storedFiles/service';
import { lectureEvent } from './events';
import { assertMeetsLive } from './liveItem';
import { sittingOfLecture } from './sittings';

/**
 * A file the teacher may show the class: the course's own material (what its files list shows, which every
 * member reads), as a PDF or an office document the viewers can draw.
 */
async function showableFile(db: Db, fileId: string, courseId: string) {
  const [file] = await db
    .select({ contentType: files.contentType })
    .from(files)
    .where(and(eq(files.id, fileId), courseMaterialOf(courseId), isNull(files.removedAt)))
    .limit(1);
  if (!file) throw notFound("No such file among this course's files.");
  if (!isPagedDocument(file.contentType))
    throw badRequest('Only a PDF or an office document can be shown to the class.', {
      fileId: 'Choose a PDF, Word, Excel, PowerPoint or OpenDocument file.',
    });
}

/**
 * POST /api/v1/lecture/showDocument: the teacher shows the class a document of the course at a page and zoom, moves
 * it on, or stops showing it (fileId null). The sitting must be this lecture's (404) and open (409). The lecture's
 * room hears `document`, with what is shown now, once it has committed, and every student's viewer follows it.
 */
export async function showDocument(
  ctx: ServiceContext,
  { item }: ItemAccess,
  body: { attendanceId: string; fileId: string | null; page: number; zoom: DocumentZoom },
): Promise<string> {
  const lecture = assertMeetsLive(item);
  const { fileId } = body;
  await inTransaction(ctx, async (tx) => {
    if (fileId) await showableFile(tx, fileId, lecture.courseId);
    const [sitting] = await tx
      .update(lectureAttendances)
      .set({
        shownFileId: fileId,
        shownPage: fileId ? body.page : 1,
        shownZoom: fileId ? String(body.zoom) : 'page-width',
      })
      .where(
        and(
          eq(lectureAttendances.id, body.attendanceId),
          eq(lectureAttendances.lectureId, lecture.id),
          isNull(lectureAttendances.endedAt),
        ),
      )
      .returning();
    if (!sitting) {
      await sittingOfLecture(tx, lecture.id, body.attendanceId);
      throw conflict('This class has already ended.');
    }
    tx.afterCommit(lectureEvent(sitting, 'document', { document: await shownDocumentOf(tx, sitting) }));
  });
  return fileId ? 'The class sees this document.' : 'The class no longer sees a document.';
}

/** The document an open sitting shows, with its name and type; none once it is removed or the class has ended. */
export async function shownDocumentOf(db: Db, sitting: LectureAttendanceRow): Promise<ShownDocument | null> {
  if (!sitting.shownFileId || sitting.endedAt) return null;
  const [file] = await db
    .select({ name: files.name, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.id, sitting.shownFileId), isNull(files.removedAt)))
    .limit(1);
  if (!file) return null;
  return {
    fileId: sitting.shownFileId,
    ...file,
    page: sitting.shownPage,
    zoom: zoomOf(sitting.shownZoom),
  };
}

/** The stored zoom as the viewers take it: a fit by its name, a scale as a number. */
const zoomOf = (stored: string): DocumentZoom =>
  (DOCUMENT_FITS as readonly string[]).includes(stored) ? (stored as DocumentZoom) : Number(stored);
