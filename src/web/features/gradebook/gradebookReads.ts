import type { PageReads } from '../../platform/routes';
import { courseDetailQuery } from '../courses/courseQueries';
import { bookPage, courseBookQuery, FIRST_SORTING, studentRowQuery } from './gradebookApi';

/** /gradebook/{courseId}: the course's name, and its book's first page for those who teach or a student's own row. */
export const gradebookReads: PageReads = (client, { params, userId, role }) => {
  const courseId = params.courseId ?? '';
  void client.prefetchQuery(courseDetailQuery(courseId));
  if (role === 'teacher')
    void client.prefetchQuery(courseBookQuery(courseId, bookPage(FIRST_SORTING, null, 1)));
  else void client.prefetchQuery(studentRowQuery(courseId, userId));
};
