import type { CourseStatus } from '../../../core/schemas/courses';

/** Theme colours for a course without a picture; each course keeps its own, picked from its id. */
const PLACEHOLDER_COLOURS = ['purple', 'indigo', 'blue', 'cyan', 'teal', 'grape', 'pink', 'orange'] as const;

export function placeholderColour(courseId: string): (typeof PLACEHOLDER_COLOURS)[number] {
  let hash = 0;
  for (const char of courseId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PLACEHOLDER_COLOURS[hash % PLACEHOLDER_COLOURS.length]!;
}

export const COURSE_STATUS_LOOK: Record<CourseStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  active: { label: 'Active', color: 'teal' },
  archived: { label: 'Archived', color: 'orange' },
};

/** English plural categories (issue 37): the language's own rule, not a hand-written `count === 1`. */
const plural = new Intl.PluralRules('en');

/** The word that goes with a count: 'has' or 'have', 'mark' or 'marks'; `many` the word with an s unless given. */
export const wordFor = (count: number, one: string, many = `${one}s`) =>
  plural.select(count) === 'one' ? one : many;

/** '1 student', '3 students': a count with its noun. */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count} ${wordFor(count, one, many)}`;
