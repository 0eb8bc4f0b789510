import { isDeepStrictEqual } from 'node:util';
import { and, count, eq, inArray } from 'drizzle-orm';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { matchingChoices, matchingPrompts } from '../../../core/rules/questionMarking';
import type { Question } from '../../../core/schemas/assessments';
import type { Db } from '../../db/client';
import { attemptAnswers, attempts, type CourseItemRow, courseItems, questions } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { conflict } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { presentQuestion } from './presenter';
import { loadQuestions as loadQuestionRows } from './questionRows';
import { regradeHandedIn } from './regrade';

/** A test's questions with their keys, in the teacher's order. */
export async function loadQuestions(db: Db, itemId: string): Promise<Question[]> {
  return (await loadQuestionRows(db, itemId)).map(presentQuestion);
}

/**
 * Holds the item's row until the transaction ends, so that two writes of one test's questions, settings or live
 * sitting (two teachers, two tabs) run one after the other instead of interleaving.
 */
export async function lockItem(tx: Tx, itemId: string): Promise<CourseItemRow> {
  const [row] = await tx.select().from(courseItems).where(eq(courseItems.id, itemId)).for('update');
  return row!;
}

/** How many students are sitting the test now: its attempts still open. */
async function openAttemptCount(db: Db, itemId: string): Promise<number> {
  const [open] = await db
    .select({ count: count() })
    .from(attempts)
    .where(and(eq(attempts.itemId, itemId), eq(attempts.state, 'open')));
  return open?.count ?? 0;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** What marking depends on: a change to any of these marks the question's answers again. */
const markingChanged = (before: Question, after: Question) =>
  before.type !== after.type ||
  before.answer !== after.answer ||
  before.marks !== after.marks ||
  before.multiple !== after.multiple ||
  !sameList(before.choices, after.choices) ||
  !isDeepStrictEqual(before.weights, after.weights) ||
  !isDeepStrictEqual(before.numbers, after.numbers) ||
  !isDeepStrictEqual(before.pairs, after.pairs);

const promptsOf = (q: Question) => matchingPrompts(q).map((pair) => pair.prompt);
/** A matching question's matches, in no order: which goes with which prompt is the key, and may be corrected. */
const matchSetOf = (q: Question) => matchingChoices(q).sort();

/** Whether what a sitting student chooses from changed: the choices, or a matching question's prompts or matches. */
const shownShapeChanged = (before: Question, after: Question) =>
  before.type !== after.type ||
  !sameList(before.choices, after.choices) ||
  !sameList(promptsOf(before), promptsOf(after)) ||
  !sameList(matchSetOf(before), matchSetOf(after));

/**
 * A sitting in progress shows each student the questions and choices it started with (the attempt keeps their
 * order), so while one is open only what leaves those as they are may change: text, key, marks, feedback, order.
 */
export async function assertFitsOpenAttempts(
  tx: Tx,
  item: CourseItemRow,
  before: Question[],
  after: Question[],
): Promise<void> {
  const beforeById = new Map(before.map((q) => [q._id, q]));
  const reshaped =
    before.length !== after.length ||
    after.some((q) => {
      const old = beforeById.get(q._id);
      return !old || shownShapeChanged(old, q);
    });
  if (!reshaped) return;
  const sitting = await openAttemptCount(tx, item.id);
  if (!sitting) return;
  const kind = ITEM_KIND_DEFINITIONS[item.kind].labels.one.toLowerCase();
  throw conflict(
    `${sitting === 1 ? 'A student is' : `${sitting} students are`} sitting this ${kind} now. Until every attempt ` +
      "is handed in you can correct a question's text, key, marks and feedback, but not add or remove " +
      "questions, change their type, change their choices, or change a matching question's prompts and matches.",
  );
}

/** A question's type is what its answers were given as: once answered, a new type is a new question. */
async function assertTypesKept(tx: Tx, itemId: string, before: Question[], after: Question[]) {
  const beforeById = new Map(before.map((q) => [q._id, q]));
  const retyped = after.filter((q) => {
    const old = beforeById.get(q._id);
    return old && old.type !== q.type;
  });
  if (!retyped.length) return;
  const answered = await tx
    .selectDistinct({ questionId: attemptAnswers.questionId })
    .from(attemptAnswers)
    .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
    .where(
      and(
        eq(attempts.itemId, itemId),
        inArray(
          attemptAnswers.questionId,
          retyped.map((q) => q._id),
        ),
      ),
    );
  const first = after.findIndex((q) => answered.some((a) => a.questionId === q._id));
  if (first >= 0)
    throw conflict(
      `Question ${first + 1} has answers already, so its type cannot change. Add a new question of the type you ` +
        'want instead, and remove this one if it should no longer count.',
    );
}

/** Writes the item's questions as the list says, in its order: new ones added, missing ones removed. */
async function writeQuestions(tx: Tx, itemId: string, list: Question[], removedIds: string[]) {
  if (removedIds.length)
    await tx.delete(questions).where(and(eq(questions.itemId, itemId), inArray(questions.id, removedIds)));
  for (const [position, { _id, ...fields }] of list.entries())
    await tx
      .insert(questions)
      .values({ itemId, id: _id, position, ...fields })
      .onConflictDoUpdate({ target: [questions.itemId, questions.id], set: { position, ...fields } });
}

export interface SavedQuestions {
  /** Handed-in attempts whose marks or answers changed. */
  regraded: number;
  /** Questions taken out of the test, with their answers. */
  removed: number;
}

/**
 * POST /api/v1/{test|exam}/saveQuestions: the test's questions become the list, in its order, keeping their ids
 * (answers stay with their question). Handed-in attempts follow at once: a changed key, type, choice or mark is
 * marked again, and a removed question's answers go from them and from their totals (regrade.ts).
 */
export async function saveQuestions(
  ctx: ServiceContext,
  { item }: ItemAccess,
  list: Question[],
): Promise<SavedQuestions> {
  return inTransaction(ctx, async (tx) => {
    await lockItem(tx, item.id);
    const before = await loadQuestions(tx, item.id);
    await assertFitsOpenAttempts(tx, item, before, list);
    await assertTypesKept(tx, item.id, before, list);
    const kept = new Set(list.map((q) => q._id));
    const removedIds = before.filter((q) => !kept.has(q._id)).map((q) => q._id);
    const beforeById = new Map(before.map((q) => [q._id, q]));
    const changed = list.flatMap((q) => {
      const old = beforeById.get(q._id);
      return old && markingChanged(old, q) ? [{ before: old, after: q }] : [];
    });
    await writeQuestions(tx, item.id, list, removedIds);
    const regraded = await regradeHandedIn(tx, item.id, changed, removedIds);
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
    return { regraded, removed: removedIds.length };
  });
}
