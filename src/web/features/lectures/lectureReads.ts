import type { PageReads } from '../../platform/routes';
import { askedCourse } from '../courses/askedCourse';
import { myCoursesQuery } from '../courses/courseQueries';
import { courseAttendanceQuery, liveItemQuery } from './lecturesApi';

/** /lecture_attendance: the teacher's courses, then the attendance of the course the address asks for (or the first). */
export const lectureAttendanceReads: PageReads = (client, { search, userId, view }) => {
  const asked = search.get('courseId');
  client
    .fetchQuery(myCoursesQuery(userId, view))
    .then(({ data }) => {
      const courseId = askedCourse(data, asked)?._id;
      if (courseId) void client.prefetchQuery(courseAttendanceQuery(courseId));
    })
    // A failed read is the page's to show, when its own hook reads it again.
    .catch(() => undefined);
};

/** /joinlecture and /startlecture: the lecture with its room and its open sitting, which the heading names. */
export const liveClassReads: PageReads = (client, { params }) =>
  void client.prefetchQuery(liveItemQuery(params.lecturesId ?? ''));
