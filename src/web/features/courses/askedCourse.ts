/**
 * The course a teacher's per-course report shows: the one the address asks for (?courseId=) when it is theirs, else
 * their first. The report's page (PickedCourse.tsx) and its first reads (lectureReads.ts) pick by this one rule, so
 * the read started early is the one the page draws.
 */
export const askedCourse = <Course extends { _id: string }>(
  courses: readonly Course[],
  asked: string | null,
): Course | undefined => courses.find((course) => course._id === asked) ?? courses[0];
