import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { PDF } from '../../../core/rules/officeDocument';
import { itemPath } from '../courses/itemRoutes';

/** The addresses of a lecture's pages (SPEC §2 lecture entry routes and the teacher's start page). */

/** /waitlecture/:courseId/:lecturesId: where everyone waits until the teacher starts the class. */
export const waitLecturePath = (courseId: string, lectureId: string) =>
  itemPath(ITEM_KIND_DEFINITIONS.lecture.routes.student, courseId, lectureId);

/** /lecture_attendance opened on one course (the page's picker starts there, and a reload keeps it). */
export const attendancePath = (courseId: string) =>
  `/lecture_attendance?${new URLSearchParams({ courseId })}`;

/**
 * The class itself: /startlecture (its teacher, who runs it) or /joinlecture (everyone else), both naming the
 * sitting that the start opened.
 */
export const classPath = (courseId: string, lectureId: string, attendanceId: string, teaches: boolean) =>
  ['', teaches ? 'startlecture' : 'joinlecture', courseId, lectureId, attendanceId]
    .map(encodeURIComponent)
    .join('/');

/**
 * A document shown in a class on a page of its own: /file_tviewer_* for the teacher, who leads it, and
 * /file_sviewer_* for a student, who follows; _pdf for a PDF, _doc for an office document.
 */
export const shownDocumentPath = (
  attendanceId: string,
  document: { fileId: string; name: string; contentType: string },
  teaches: boolean,
) =>
  [
    '',
    `file_${teaches ? 't' : 's'}viewer_${document.contentType === PDF ? 'pdf' : 'doc'}`,
    attendanceId,
    document.fileId,
    document.name,
  ]
    .map(encodeURIComponent)
    .join('/');
