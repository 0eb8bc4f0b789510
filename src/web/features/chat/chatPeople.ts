import { personName } from '../../../core/rules/personName';
import type { CourseDetail, CourseMember } from '../../../core/schemas/courses';

/** A person one may start a chat with, as a picker option. */
export interface Candidate {
  value: string;
  label: string;
}

/** The people of the course one can chat with (everyone but oneself): teachers first, then students. */
export function chatCandidates(
  course: Pick<CourseDetail, 'teachers' | 'students'>,
  myId: string,
): Candidate[] {
  const option = (role: string) => (member: CourseMember) => ({
    value: member._id,
    label: `${personName(member)} (${role})`,
  });
  return [...course.teachers.map(option('teacher')), ...course.students.map(option('student'))].filter(
    (candidate) => candidate.value !== myId,
  );
}
