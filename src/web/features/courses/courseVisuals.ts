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

/** The plural helper lives in core, where server messages use it too; the web's features read it from here. */
export { countOf } from '../../../core/rules/countOf';
