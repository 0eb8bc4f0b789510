import type { PageReads } from '../../platform/routes';
import { myCoursesQuery, myCoursesWithItemsQuery } from '../courses/courseQueries';
import { toMarkQuery } from './toMarkApi';

/** /dashboard: the course cards, today's list, and for a teacher the work to mark. */
export const dashboardReads: PageReads = (client, { userId, view, role }) => {
  void client.prefetchQuery(myCoursesQuery(userId, view));
  void client.prefetchQuery(myCoursesWithItemsQuery(userId, view));
  if (role === 'teacher') void client.prefetchQuery(toMarkQuery(userId));
};
