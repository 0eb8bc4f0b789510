import type { CourseworkKind } from '../../../core/contracts/coursework';
import type { MarkingLine } from '../../../core/schemas/coursework';

/**
 * SPEC §2 /evaluate, /evaluate/assignment and /evaluate/project: the teacher's marking, all of it or one kind's.
 * Labs are in the whole list; tests and exams have pages of their own (their area).
 */
export const EVALUATE_PAGES = [
  { path: '/evaluate', label: 'All coursework', kind: null },
  { path: '/evaluate/assignment', label: 'Assignments', kind: 'assignment' },
  { path: '/evaluate/project', label: 'Projects', kind: 'project' },
] as const satisfies readonly { path: string; label: string; kind: CourseworkKind | null }[];

/** Every /evaluate page, as the marking pages' switch between them lists them: coursework's, then tests and exams. */
export const EVALUATE_NAV: { value: string; label: string }[] = [
  ...EVALUATE_PAGES.map((page) => ({ value: page.path, label: page.label })),
  { value: '/evaluate/test', label: 'Tests' },
  { value: '/evaluate/exam', label: 'Exams' },
];

/** The kind an /evaluate page lists, from its pattern; null for every kind. */
export const kindOfEvaluatePage = (pattern: string): CourseworkKind | null =>
  EVALUATE_PAGES.find((page) => page.path === pattern)?.kind ?? null;

/** The lines a page shows: its kind's, and only those with work waiting when asked. */
export function markingLinesShown(
  lines: readonly MarkingLine[],
  kind: CourseworkKind | null,
  waitingOnly: boolean,
): MarkingLine[] {
  return lines.filter((line) => (!kind || line.item.kind === kind) && (!waitingOnly || line.toGrade > 0));
}

/** Where an item's marking stands, in a few words: what waits, what is not released yet, what has come in. */
export function markingSummary(line: MarkingLine): string {
  const parts = [`${line.toGrade + line.graded + line.released} of ${line.expected} handed in`];
  if (line.toGrade) parts.push(`${line.toGrade} to grade`);
  if (line.graded) parts.push(`${line.graded} marked, not released`);
  if (line.late) parts.push(`${line.late} late`);
  return parts.join(' · ');
}
