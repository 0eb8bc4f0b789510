import { assignment } from './assignment';
import { consult } from './consult';
import type { ItemKindDefinition } from './definition';
import { discussion } from './discussion';
import { exam } from './exam';
import { lab } from './lab';
import { lecture } from './lecture';
import { project } from './project';
import { selfLearning } from './selfLearning';
import { teamMeeting } from './teamMeeting';
import { test } from './test';

/**
 * The ten kinds of course item (the nine calendar categories of SPEC §3 plus self-learning), in the order pages
 * list them. The names are the wire's `kind`.
 */
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

/** The kinds that are tests (issue 15): one engine, two kinds. */
export const ASSESSMENT_KINDS = ['test', 'exam'] as const satisfies readonly ItemKind[];
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** Whether an item's kind is a test or an exam. */
export const isAssessmentKind = (kind: string): kind is AssessmentKind =>
  (ASSESSMENT_KINDS as readonly string[]).includes(kind);

/** Each kind's one definition (one file each in this folder). */
export const ITEM_KIND_DEFINITIONS = {
  lecture,
  project,
  assignment,
  lab,
  test,
  exam,
  consult,
  teamMeeting,
  discussion,
  selfLearning,
} satisfies Record<ItemKind, ItemKindDefinition>;
type Definitions = typeof ITEM_KIND_DEFINITIONS;

type CalendarFacts = NonNullable<Definitions[ItemKind]['calendar']>;
/** SPEC §3 calendar categories; self-learning has none (it is not on the calendar). */
export type CalendarCategory = CalendarFacts['category'];
/** The list of a control-panel course (SPEC §3) each category's entries go in. */
export type ControlPanelList = CalendarFacts['panelList'];

const onCalendar = ITEM_KINDS.flatMap((kind) => {
  const calendar: CalendarFacts | null = ITEM_KIND_DEFINITIONS[kind].calendar;
  return calendar ? [{ kind, ...calendar }] : [];
});

/** The SPEC §3 categories, in the kinds' order. */
export const CALENDAR_CATEGORIES: readonly CalendarCategory[] = onCalendar.map((entry) => entry.category);

export const CONTROL_PANEL_LISTS = Object.fromEntries(
  onCalendar.map((entry) => [entry.category, entry.panelList]),
) as Record<CalendarCategory, ControlPanelList>;

const KIND_OF_CATEGORY = Object.fromEntries(
  onCalendar.map((entry) => [entry.category, entry.kind]),
) as Record<CalendarCategory, ItemKind>;

export function calendarCategory(kind: ItemKind): CalendarCategory | null {
  return ITEM_KIND_DEFINITIONS[kind].calendar?.category ?? null;
}

/** The kind of item a calendar category stands for (the inverse of `calendarCategory`). */
export const kindOfCategory = (category: CalendarCategory): ItemKind => KIND_OF_CATEGORY[category];

/** The kinds whose items meet live in a room of their own (issue 16): lectures, discussions, consults, team meetings. */
export const LIVE_KINDS = ITEM_KINDS.filter((kind) => ITEM_KIND_DEFINITIONS[kind].meetsLive);
export const meetsLive = (kind: ItemKind): boolean => ITEM_KIND_DEFINITIONS[kind].meetsLive;

/**
 * 'an assignment', 'a test': the kind's label in lower case after its article (issue 37: "The most a assignment").
 * Every label that starts with a vowel letter is also said with a vowel sound.
 */
export function kindWithArticle(kind: ItemKind): string {
  const label = ITEM_KIND_DEFINITIONS[kind].labels.one.toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}
