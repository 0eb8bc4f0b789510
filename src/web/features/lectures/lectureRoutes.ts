import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { itemPath } from '../courses/itemRoutes';

/** The addresses of a lecture's pages (SPEC §2 lecture entry routes and the teacher's start page). */

/** /waitlecture/:courseId/:lecturesId: where everyone waits until the teacher starts the class. */
export const waitLecturePath = (courseId: string, lectureId: string) =>
  itemPath(ITEM_KIND_DEFINITIONS.lecture.routes.student, courseId, lectureId);

/**
 * The class itself: /startlecture (its teacher, who runs it) or /joinlecture (everyone else), both naming the
 * sitting that the start opened.
 */
export const classPath = (courseId: string, lectureId: string, attendanceId: string, teaches: boolean) =>
  ['', teaches ? 'startlecture' : 'joinlecture', courseId, lectureId, attendanceId]
    .map(encodeURIComponent)
    .join('/');
