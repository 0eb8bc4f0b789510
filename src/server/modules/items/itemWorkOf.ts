import { isAssessmentKind } from '../../../core/itemKinds';
import { type WorkItemFacts, workStatus } from '../../../core/rules/workStatus';
import type { WorkTally } from '../../../core/schemas/workStatus';
import { attemptTallies, attemptWorkOf, withoutQuestions } from '../assessments/workReads';
import type { ItemInList, ItemWork, ItemWorkReader, WaitingTally } from '../courses/itemWork';
import { isCourseworkKind } from '../coursework/settings';
import { submissionTallies, submissionWorkOf } from '../coursework/workReads';

const itemsOf = (entries: readonly ItemInList[], kindFits: (kind: string) => boolean) =>
  entries.filter(({ item }) => kindFits(item.kind)).map(({ item }) => item);
const idsOf = (entries: readonly ItemInList[], kindFits: (kind: string) => boolean) =>
  itemsOf(entries, kindFits).map((item) => item.id);

/**
 * Issue 37: the work on a list's items for one viewer. Where they are a student, their own state by the rule
 * (core/rules/workStatus.ts) against their own deadline, and that deadline when an extension moved it; where they teach, how much is handed in and waits for a mark. Each area is asked
 * once for the whole list, never item by item.
 */
export const itemWorkOf: ItemWorkReader = async (db, userId, items, now) => {
  const mine = items.filter((entry) => entry.asStudent);
  const taught = items.filter((entry) => !entry.asStudent);
  const [attemptWork, unready, submissionWork, attemptTally, submissionTally] = await Promise.all([
    attemptWorkOf(db, userId, idsOf(mine, isAssessmentKind), now),
    withoutQuestions(db, idsOf(mine, isAssessmentKind)),
    submissionWorkOf(db, userId, itemsOf(mine, isCourseworkKind)),
    attemptTallies(db, idsOf(taught, isAssessmentKind)),
    submissionTallies(db, idsOf(taught, isCourseworkKind)),
  ]);
  const result = new Map<string, ItemWork>();
  for (const { item } of mine) {
    const submission = submissionWork.get(item.id);
    const extendedTo = submission?.deadline.extendedBy ? submission.deadline.dueAt : null;
    const facts: WorkItemFacts = {
      kind: item.kind,
      endDate: extendedTo ?? item.endAt,
      startedLive: item.startedLive,
      acceptsLate: submission?.acceptsLate ?? false,
      noQuestions: unready.has(item.id),
    };
    const work = workStatus(facts, attemptWork.get(item.id) ?? submission?.work ?? null, now);
    if (work) result.set(item.id, { work, ...(extendedTo ? { extendedTo: extendedTo.toISOString() } : {}) });
  }
  // A list line carries the counts only: when the oldest work was handed in is the to-do list's (toMark.ts).
  const countsOf = (tally: WaitingTally | undefined): WorkTally => ({
    handedIn: tally?.handedIn ?? 0,
    toMark: tally?.toMark ?? 0,
  });
  for (const { item } of taught) {
    if (isAssessmentKind(item.kind)) result.set(item.id, { tally: countsOf(attemptTally.get(item.id)) });
    else if (isCourseworkKind(item.kind))
      result.set(item.id, { tally: countsOf(submissionTally.get(item.id)) });
  }
  return result;
};
