import {
  courseAggregateReply,
  courseStatisticReply,
  statisticCourseParams,
  statisticCoursesParams,
} from '../schemas/statistics';
import { access, inParams } from './access';
import { contract } from './contract';

const tags = ['statistics'] as const;

/** SPEC §7 statistics calls (issue 35): a course's figures, and several courses' side by side. */
export const statisticCalls = {
  /** The whole course's figures for those who teach it (administrators too), a student's own for a student. */
  courseAggregate: contract({
    method: 'GET',
    path: '/api/v1/user/getCourseAggregateStatistic/:courseId',
    params: statisticCourseParams,
    reply: courseAggregateReply,
    access: access.course('attend', inParams('courseId'), {
      describe: 'members of the course and administrators; a student gets their own figures only',
    }),
    tags,
  }),
  /** Each course named: its figures and its students' lines, as the course aggregate decides who sees what. */
  courseStatistic: contract({
    method: 'GET',
    path: '/api/v1/user/getCourseStatistic/:courseIds',
    params: statisticCoursesParams,
    reply: courseStatisticReply,
    access: access.signedIn(
      'members of every course named and administrators; a student gets their own figures only',
    ),
    tags,
  }),
};
