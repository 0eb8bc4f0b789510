import { personName } from '../../../core/rules/personName';
import type { AnswerListLine } from '../../../core/schemas/assessments';

/** The teacher's answer list of a test or exam (issue 15: /TestAnswerList, /ExamAnswerList). */

export type AnswerFilter = 'all' | 'toMark';
export const ANSWER_FILTERS: { value: AnswerFilter; label: string }[] = [
  { value: 'all', label: 'Every attempt' },
  { value: 'toMark', label: 'To mark' },
];

/** Whether an attempt has brief answers waiting for the teacher's mark. */
export const waitsForMarks = (line: AnswerListLine) => line.state !== 'open' && line.toMark > 0;

/** By student, then attempt: a student's attempts stay together, in the order they were sat. */
export const sortAnswerLines = (lines: readonly AnswerListLine[]): AnswerListLine[] =>
  [...lines].sort(
    (a, b) => personName(a.student).localeCompare(personName(b.student)) || a.number - b.number,
  );

export const filterAnswerLines = (lines: readonly AnswerListLine[], filter: AnswerFilter) =>
  filter === 'all' ? [...lines] : lines.filter(waitsForMarks);

/** How many attempts a release would hand out: those marked in full and not released yet. */
export const releasableCount = (lines: readonly AnswerListLine[]) =>
  lines.filter((line) => line.state === 'graded').length;

/** The mark column: 'to mark (2)' while brief answers wait, '7.5 / 10' once marked, '—' while sat. */
export function markText(line: AnswerListLine): string {
  if (waitsForMarks(line)) return `to mark (${line.toMark})`;
  if (line.mark !== null) return `${line.mark} / ${line.maxMark}`;
  return '—';
}

/**
 * The attempt to mark after this one: the next in the list's order that waits for marks, going round to the top;
 * null when no other waits.
 */
export function nextToMark(lines: readonly AnswerListLine[], attemptId: string): string | null {
  const sorted = sortAnswerLines(lines);
  const at = sorted.findIndex((line) => line._id === attemptId);
  const after = [...sorted.slice(at + 1), ...sorted.slice(0, Math.max(at, 0))];
  return after.find((line) => line._id !== attemptId && waitsForMarks(line))?._id ?? null;
}
