/**
 * The course item kinds as data (DESIGN §2: each kind is defined once in core): their names, SPEC §7 type ids, calendar categories
 * and labels. Kept apart from courseItems.ts and free of zod, so that a page which only names kinds (the
 * dashboard's today list, the course pages) does not load zod with its first paint (issue 13).
 */

/** The ten kinds of course item (issue: the nine calendar categories of SPEC §3 plus self-learning). */
export const ITEM_KINDS = [
  'lecture',
  'project',
  'assignment',
  'lab',
  'test',
  'exam',
  'consult',
  'teamMeeting',
  'discussion',
  'selfLearning',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * How each kind is spelled in SPEC §7 paths (`/api/v1/{typeId}/getCurrent/{refId}`) and in a notification's
 * `refType`: lower-case, as the spec writes teammeeting and selflearning.
 */
export const ITEM_TYPE_IDS: Record<ItemKind, string> = {
  lecture: 'lecture',
  project: 'project',
  assignment: 'assignment',
  lab: 'lab',
  test: 'test',
  exam: 'exam',
  consult: 'consult',
  teamMeeting: 'teammeeting',
  discussion: 'discussion',
  selfLearning: 'selflearning',
};

/** SPEC §3 calendar categories; self-learning has none (it is not on the calendar). */
export const CALENDAR_CATEGORIES = [
  'lecture',
  'project',
  'assignment',
  'lab',
  'test',
  'exam',
  'consult',
  'TeamMeeting',
  'discussion',
] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];

export function calendarCategory(kind: ItemKind): CalendarCategory | null {
  if (kind === 'selfLearning') return null;
  return kind === 'teamMeeting' ? 'TeamMeeting' : kind;
}

/** How people name each kind on screen, singular and plural. */
export const ITEM_KIND_LABELS: Record<ItemKind, { one: string; many: string }> = {
  lecture: { one: 'Lecture', many: 'Lectures' },
  project: { one: 'Project', many: 'Projects' },
  assignment: { one: 'Assignment', many: 'Assignments' },
  lab: { one: 'Lab', many: 'Labs' },
  test: { one: 'Test', many: 'Tests' },
  exam: { one: 'Exam', many: 'Exams' },
  consult: { one: 'Consult', many: 'Consults' },
  teamMeeting: { one: 'Team meeting', many: 'Team meetings' },
  discussion: { one: 'Discussion', many: 'Discussions' },
  selfLearning: { one: 'Self-learning unit', many: 'Self-learning units' },
};
