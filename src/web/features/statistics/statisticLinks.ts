export { courseStatisticsPath } from '../courses/courseLinks';

const segment = encodeURIComponent;

/** SPEC §2 statistics pages (issue 35; docs/decisions.md "Statistics"). */
export const studentStatisticsPath = (courseId: string) => `/statistics/${segment(courseId)}`;
export const coursesStatisticsPath = (courseIds: readonly string[]) =>
  `/statistic/${courseIds.map(segment).join(',')}`;

/** The course ids of /statistic/{courseIds}, each once, in the order named. */
export const courseIdsOf = (param: string) => [
  ...new Set(
    param
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];
