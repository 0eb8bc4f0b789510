import type { AssessmentListLine } from '../../../core/schemas/assessments';
import type { CourseSummary } from '../../../core/schemas/courses';

/** SPEC §2 /evaluate/test and /evaluate/exam: the tests (exams) of every course taught with answers to mark. */

/** The courses whose tests the teacher marks: those they own or teach, templates aside (nobody sits those). */
export const markedCourses = (courses: readonly CourseSummary[]): CourseSummary[] =>
  courses.filter(
    (course) => !course.isTemplate && (course.myRole === 'owner' || course.myRole === 'teacher'),
  );

export interface WaitingLine {
  course: Pick<CourseSummary, '_id' | 'name'>;
  line: AssessmentListLine;
  toMark: number;
}

/** The lines with answers to mark, of the courses loaded so far: most to mark first, then by title. */
export function waitingToMark(
  loaded: readonly { course: Pick<CourseSummary, '_id' | 'name'>; lines: readonly AssessmentListLine[] }[],
): WaitingLine[] {
  return loaded
    .flatMap(({ course, lines }) =>
      lines.flatMap((line) => (line.toMark ? [{ course, line, toMark: line.toMark }] : [])),
    )
    .sort((a, b) => b.toMark - a.toMark || a.line.title.localeCompare(b.line.title));
}
