import type { ItemKind } from '../../../core/itemKinds';
import type { ItemContent } from '../../../core/itemKinds/content';
import { assessmentHooks } from '../assessments/itemHooks';
import type { ItemKindHooks } from '../courses/itemKindHooks';
import { courseworkHooks, projectHooks } from '../coursework/itemHooks';
import { discussionHooks } from '../discussions/itemHooks';
import { lectureHooks } from '../lectures/itemHooks';
import { consultHooks } from '../meetings/consultHooks';
import { teamMeetingHooks } from '../meetings/teamMeetingHooks';
import { selfLearningHooks } from '../selflearning/itemHooks';

/**
 * Each kind's server hooks. A kind whose core definition gains content must name hooks here that send it: the
 * base hooks only fit a kind without content, so the compiler refuses the line until it does.
 */
export const ITEM_KIND_HOOKS: { [K in ItemKind]: ItemKindHooks<ItemContent<K>> } = {
  lecture: lectureHooks,
  project: projectHooks,
  assignment: courseworkHooks,
  lab: courseworkHooks,
  test: assessmentHooks,
  exam: assessmentHooks,
  consult: consultHooks,
  teamMeeting: teamMeetingHooks,
  discussion: discussionHooks,
  selfLearning: selfLearningHooks,
};
