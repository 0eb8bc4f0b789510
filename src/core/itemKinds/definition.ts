/**
 * Everything the generic code needs to know about one kind of course item (DESIGN §2), but its content schema
 * (`content.ts`, kept apart so that a page that only names kinds loads no zod). Each kind has one file in this
 * folder; its server hooks (content, template copy, removal and restore, notifications) are registered in
 * `server/modules/courses/itemKindHooks.ts`.
 */
export interface ItemKindDefinition {
  /** SPEC §7 `{typeId}` in `/api/v1/{typeId}/getCurrent/{refId}`, and a notification's `refType`. */
  typeId: string;
  /** How people name the kind on screen. */
  labels: { one: string; many: string };
  /**
   * Whether its items meet live in a room of their own (issue 16): the teacher starts a sitting, people join and
   * leave it, with video, the live chat and a shown document (server/modules/lectures).
   */
  meetsLive: boolean;
  /** Whether its items have a duration (a meeting's length, a test's time limit). */
  hasDuration: boolean;
  /** How forms name the duration when it is not how long the item lasts: a test's is its time limit. */
  durationLabel?: string;
  /**
   * SPEC §4 visibility: 'published' items are seen once the active flag is set; 'scheduled' ones (tests and exams)
   * follow their dates and the manual, started-live and opened-early flags.
   */
  visibility: 'published' | 'scheduled';
  /** What the enabled button on an item says (SPEC §4 button state '2'). */
  openLabel: 'Join' | 'Open' | 'Start';
  /** How long a new item runs until the teacher says otherwise: a meeting an hour, work over days a week. */
  newItemSpan: 'hour' | 'week';
  /**
   * Where its items are on the calendar: the SPEC §3 calendar category and the list of a control-panel course
   * they go in. Null for a kind that is not on the calendar.
   */
  calendar: { category: string; panelList: string } | null;
  /**
   * Its SPEC §2 page patterns, the only place they are written (the route table `web/platform/routes.ts` reads them):
   * the teacher's list and edit pages, and the page a student's open button leads to, given the course and the
   * item. Null when no student page opens from the item alone. Coursework, tests and exams also have the teacher's
   * list of an item's submissions or answers (`assessmentList`); tests and exams the page where the teacher opens
   * the live sitting (`live`).
   */
  routes: {
    teacherList: string;
    teacherEdit: string;
    student: string | null;
    assessmentList?: string;
    live?: string;
  };
}

/** Keeps a definition's literal types (type ids, categories), which the wire schemas are built from. */
export const defineItemKind = <const D extends ItemKindDefinition>(definition: D): D => definition;
