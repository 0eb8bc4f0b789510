import type { PageReads } from '../../platform/routes';
import { courseDetailQuery, courseViewQuery } from '../courses/courseQueries';

/** /editcourse/{courseId}: the course and its items as its teacher sees them. */
export const editCourseReads: PageReads = (client, { params, userId }) => {
  void client.prefetchQuery(courseDetailQuery(params.courseId ?? ''));
  void client.prefetchQuery(courseViewQuery(params.courseId ?? '', userId));
};

/** /viewcourse/{courseId}: the course's items as its students see them. */
export const viewCourseReads: PageReads = (client, { params, userId }) =>
  void client.prefetchQuery(courseViewQuery(params.courseId ?? '', userId, 'student'));
