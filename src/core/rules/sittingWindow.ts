import { ITEM_KIND_DEFINITIONS } from '../itemKinds';
import type { SittingMode } from '../schemas/assessments';
import { isVisibleToStudents, type VisibilityFacts } from './itemVisibility';

export type SittingVerdict = { ok: true } | { ok: false; reason: string };

const OK: SittingVerdict = { ok: true };
const refused = (reason: string): SittingVerdict => ({ ok: false, reason });

/** "test" or "exam": the kind as people name it in a sentence. */
export const itemNoun = (item: Pick<VisibilityFacts, 'kind'>) =>
  ITEM_KIND_DEFINITIONS[item.kind].labels.one.toLowerCase();

/** Inside the item's dates (start inclusive, end exclusive), or why not. */
function inDates(item: VisibilityFacts, at: number): SittingVerdict {
  if (at < new Date(item.startDate).getTime()) return refused(`The ${itemNoun(item)} has not started yet.`);
  if (at >= new Date(item.endDate).getTime()) return refused(`The ${itemNoun(item)} is over.`);
  return OK;
}

/**
 * May a student start an attempt now (issue 15)? The item must be visible to them (SPEC §4). A live sitting runs
 * once the teacher has opened it (started live), otherwise within its dates. An offline one runs within its dates,
 * any time while its manual flag is set, and from the teacher's opening it early until its end. Then the student
 * needs an attempt left. The refusal says why in words.
 */
export function sittingWindow(input: {
  item: VisibilityFacts;
  mode: SittingMode;
  now: Date;
  attemptsLeft: number;
}): SittingVerdict {
  const { item, mode, now } = input;
  const at = now.getTime();
  let verdict: SittingVerdict;
  if (!isVisibleToStudents(item, now))
    verdict =
      at >= new Date(item.endDate).getTime()
        ? refused(`The ${itemNoun(item)} is over.`)
        : refused(`The ${itemNoun(item)} has not started yet.`);
  // Visible, so in manual mode its flag is set, and an override counts only with the flag set.
  else if (mode === 'live') verdict = item.startedLive ? OK : inDates(item, at);
  else if (item.manual) verdict = OK;
  else if (item.openedEarly && at < new Date(item.endDate).getTime()) verdict = OK;
  else verdict = inDates(item, at);
  if (!verdict.ok) return verdict;
  return input.attemptsLeft > 0 ? OK : refused('No attempts left.');
}
