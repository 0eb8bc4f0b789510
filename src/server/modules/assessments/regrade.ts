import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { attemptTotal, autoMark, joinAnswer, splitAnswer } from '../../../core/rules/questionMarking';
import type { Question } from '../../../core/schemas/assessments';
import { type AttemptAnswerRow, type AttemptRow, attemptAnswers, attempts } from '../../db/schema';
import type { Tx } from '../../platform/transaction';

/** A question as it was and as the teacher saved it. */
export interface QuestionChange {
  before: Question;
  after: Question;
}

/**
 * Where a choice a student saw went when the teacher edited the choices: still offered, it stays; renamed in place
 * (the list as long as before, so the position says which one it became), it follows to its new text; otherwise it
 * is gone (null).
 */
export function carriedChoice(choice: string, before: readonly string[], after: readonly string[]) {
  if (after.includes(choice)) return choice;
  const index = before.indexOf(choice);
  return before.length === after.length && index >= 0 ? after[index]! : null;
}

const carryAll = (choices: readonly string[], before: readonly string[], after: readonly string[]) => [
  ...new Set(choices.flatMap((choice) => carriedChoice(choice, before, after) ?? [])),
];

/** A handed-in multiple-choice answer with its picks carried to the edited choices. */
export const carriedAnswer = (answer: string, before: readonly string[], after: readonly string[]) =>
  joinAnswer(carryAll(splitAnswer(answer), before, after));

/** The order an attempt showed a question's choices in, carried to the edited choices; new ones go last. */
export function carriedChoiceOrder(
  shown: readonly string[],
  before: readonly string[],
  after: readonly string[],
) {
  const carried = carryAll(shown, before, after);
  return [...carried, ...after.filter((choice) => !carried.includes(choice))];
}

const choicesChanged = ({ before, after }: QuestionChange) =>
  before.choices.length !== after.choices.length ||
  before.choices.some((choice, index) => choice !== after.choices[index]);

/**
 * An answer marked again after its question changed: every type but the brief answer by the engine (core/rules/
 * questionMarking.ts), with the new key, weights, numbers or pairs; a multiple-choice answer's picks follow their
 * choices first. A matching answer stays as given (the matches it names are marked against the new pairs). A brief
 * answer keeps the teacher's mark, cut to the question's marks if they went down.
 */
function remarked(change: QuestionChange, row: AttemptAnswerRow) {
  const { before, after } = change;
  const answer =
    after.type === 'mcq' && choicesChanged(change)
      ? carriedAnswer(row.answer, before.choices, after.choices)
      : row.answer;
  if (after.type === 'brief')
    return {
      answer,
      mark: row.mark === null ? null : Math.min(row.mark, after.marks),
      markedBy: row.markedBy,
    };
  return { answer, mark: autoMark(after, answer), markedBy: 'auto' as const };
}

/** An attempt's record of what it showed, without the removed questions and with edited choices carried. */
function carriedOrder(order: AttemptRow['order'], changes: QuestionChange[], removed: ReadonlySet<string>) {
  const choices = Object.fromEntries(
    Object.entries(order.choices).filter(([questionId]) => !removed.has(questionId)),
  );
  for (const change of changes.filter(choicesChanged)) {
    const shown = choices[change.after._id];
    if (shown)
      choices[change.after._id] = carriedChoiceOrder(shown, change.before.choices, change.after.choices);
  }
  return { questions: order.questions.filter((id) => !removed.has(id)), choices };
}

/**
 * Marks handed-in attempts again after the teacher changed questions (issue 15): each answer to a changed question
 * is marked again (`remarked`), each answer to a removed question goes, and each attempt touched gets its new total
 * (`attemptTotal`: a disqualified attempt stays at zero). Open attempts are left to their sitting, which marks them
 * when they are handed in. Returns how many attempts changed.
 */
export async function regradeHandedIn(
  tx: Tx,
  itemId: string,
  changes: QuestionChange[],
  removedIds: string[],
): Promise<number> {
  const removed = new Set(removedIds);
  const byId = new Map(changes.map((change) => [change.after._id, change]));
  if (!byId.size && !removed.size) return 0;
  const handedIn = await tx
    .select()
    .from(attempts)
    .where(and(eq(attempts.itemId, itemId), ne(attempts.state, 'open')));
  if (!handedIn.length) return 0;
  const changedAttempts = new Set<string>();
  const answers = await tx
    .select()
    .from(attemptAnswers)
    .where(
      and(
        inArray(
          attemptAnswers.attemptId,
          handedIn.map((a) => a.id),
        ),
        inArray(attemptAnswers.questionId, [...byId.keys(), ...removed]),
      ),
    );
  for (const row of answers) {
    const where = and(
      eq(attemptAnswers.attemptId, row.attemptId),
      eq(attemptAnswers.questionId, row.questionId),
    );
    const change = byId.get(row.questionId);
    if (!change) {
      await tx.delete(attemptAnswers).where(where);
      changedAttempts.add(row.attemptId);
      continue;
    }
    const next = remarked(change, row);
    if (next.answer === row.answer && next.mark === row.mark && next.markedBy === row.markedBy) continue;
    await tx.update(attemptAnswers).set(next).where(where);
    changedAttempts.add(row.attemptId);
  }
  const reshaped = removed.size > 0 || changes.some(choicesChanged);
  for (const attempt of handedIn) {
    const order = reshaped ? carriedOrder(attempt.order, changes, removed) : attempt.order;
    const marks = changedAttempts.has(attempt.id)
      ? await tx
          .select({ mark: attemptAnswers.mark })
          .from(attemptAnswers)
          .where(eq(attemptAnswers.attemptId, attempt.id))
      : null;
    const mark = marks
      ? attemptTotal(
          marks.map((m) => m.mark),
          attempt.endedBy === 'disqualified',
        )
      : attempt.mark;
    if (mark === attempt.mark && isDeepStrictEqual(order, attempt.order)) continue;
    await tx.update(attempts).set({ mark, order }).where(eq(attempts.id, attempt.id));
  }
  return changedAttempts.size;
}
