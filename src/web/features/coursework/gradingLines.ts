import { personName } from '../../../core/rules/personName';
import type { GradingLine } from '../../../core/schemas/coursework';

export type LineFilter = 'all' | GradingLine['state'];

/** The filter choices of the teacher's list, in the order work moves through them. */
export const LINE_FILTERS: { value: LineFilter; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'notStarted', label: 'Not started' },
  { value: 'draft', label: 'Draft' },
  { value: 'submitted', label: 'Handed in' },
  { value: 'graded', label: 'Marked, not released' },
  { value: 'released', label: 'Released' },
];

export const filterLines = (lines: readonly GradingLine[], filter: LineFilter) =>
  filter === 'all' ? [...lines] : lines.filter((line) => line.state === filter);

/** How many marks a release would hand out: the graded lines not yet released. */
export const releasableCount = (lines: readonly GradingLine[]) =>
  lines.filter((line) => line.state === 'graded').length;

/** Who a line is: the group of a project, else the student. */
export function lineName(line: Pick<GradingLine, 'student' | 'group'>): string {
  if (line.group) return line.group.name;
  if (line.student) return personName(line.student);
  return 'Unknown student';
}

/** A line's stable key: its group of a project, else its student. */
export const lineKey = (line: Pick<GradingLine, 'student' | 'group'>) =>
  line.group?._id ?? line.student?._id ?? 'unknown';

/**
 * The submissions before and after one in the list, skipping lines with nothing saved (no assessment to open),
 * for the grading view's previous and next buttons.
 */
export function neighbours(
  lines: readonly Pick<GradingLine, 'assessmentId'>[],
  assessmentId: string,
): { previous: string | null; next: string | null } {
  const ids = lines.flatMap((line) => (line.assessmentId ? [line.assessmentId] : []));
  const at = ids.indexOf(assessmentId);
  if (at === -1) return { previous: null, next: null };
  return { previous: ids[at - 1] ?? null, next: ids[at + 1] ?? null };
}

/** Whose work a line or a submission is, as the mark of work never handed in names it: the group, or the student. */
export interface WorkOwner {
  studentId: string | null;
  groupId: string | null;
}

export const ownerOf = (work: {
  student?: { _id: string } | null;
  author?: { _id: string };
  group: { _id: string } | null;
}): WorkOwner =>
  work.group
    ? { studentId: null, groupId: work.group._id }
    : { studentId: work.student?._id ?? work.author?._id ?? null, groupId: null };
