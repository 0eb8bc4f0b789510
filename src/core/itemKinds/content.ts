import type { z } from 'zod';
import { assessmentContentSchema } from '../schemas/assessments';
import { courseworkContentSchema, projectContentSchema } from '../schemas/coursework';
import { discussionContentSchema } from '../schemas/discussions';
import { lectureContentSchema } from '../schemas/lectures';
import { consultContentSchema, teamMeetingContentSchema } from '../schemas/meetings';
import { selfLearningContentSchema } from '../schemas/selfLearning';
import type { ItemKind } from './index';

/**
 * What each kind keeps beside the shared item fields, as `getCurrent` sends it: empty for every kind until its area
 * lands (tests and exams, coursework). Apart from the definitions so that a page that only names kinds loads no
 * zod with its first paint (issue 13); the server and the contracts read it.
 */
export const ITEM_KIND_CONTENT = {
  lecture: lectureContentSchema,
  project: projectContentSchema,
  assignment: courseworkContentSchema,
  lab: courseworkContentSchema,
  test: assessmentContentSchema,
  exam: assessmentContentSchema,
  consult: consultContentSchema,
  teamMeeting: teamMeetingContentSchema,
  discussion: discussionContentSchema,
  selfLearning: selfLearningContentSchema,
} satisfies Record<ItemKind, z.ZodObject>;

type ContentOf<K extends ItemKind> = z.output<(typeof ITEM_KIND_CONTENT)[K]>;
/** The fields a kind's content adds to its item in `getCurrent`; nothing while its schema is empty. */
export type ItemContent<K extends ItemKind> =
  ContentOf<K> extends Record<string, never> ? Record<never, never> : ContentOf<K>;
