import type { Session } from '../../platform/session';

const segment = encodeURIComponent;

/**
 * Where a course opens for this viewer (SPEC §2): a teacher works in /editcourse; a student, and a teacher in
 * student view (whose role checks as student, SPEC §6), in /viewcourse.
 */
export const coursePagePath = (session: Pick<Session, 'role'>, courseId: string) =>
  session.role === 'teacher' ? `/editcourse/${segment(courseId)}` : `/viewcourse/${segment(courseId)}`;

/** SPEC §2 course statistics (issue 35): the course as a whole; its students' lines are a link away. */
export const courseStatisticsPath = (courseId: string) => `/statisticscourse/${segment(courseId)}`;

export const memberListPath = (courseId: string) => `/listmember/${segment(courseId)}`;

/** SPEC §2 personal chat of a course; 'all' is the course-wide chat list. */
export const courseChatPath = (courseId: string) => `/personalchat/${segment(courseId)}/all`;

/** Issue 35: the course's gradebook (a student's own row); beyond SPEC §2, docs/spec-deviations.md. */
export const courseGradebookPath = (courseId: string) => `/gradebook/${segment(courseId)}`;

/** /student_tracking with the course picked. */
export const studentTrackingPath = (courseId: string) =>
  `/student_tracking?courseId=${encodeURIComponent(courseId)}`;
