import { asc, eq } from 'drizzle-orm';
import { type AttemptOrder, inAttemptOrder } from '../../../core/rules/questionOrder';
import type { Db } from '../../db/client';
import { type QuestionRow, questions } from '../../db/schema';

/** A test's questions with their keys, in the teacher's order. */
export function loadQuestions(db: Db, itemId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(eq(questions.itemId, itemId))
    .orderBy(asc(questions.position), asc(questions.id));
}

/**
 * The questions of an attempt, as it shows them: the test's questions now, in the attempt's stored order (its
 * shuffle), with what was added since at the end (core/rules/questionOrder.ts).
 */
export async function attemptQuestions(
  db: Db,
  attempt: { itemId: string; order: AttemptOrder },
): Promise<QuestionRow[]> {
  return inAttemptOrder(attempt.order, await loadQuestions(db, attempt.itemId));
}

/** The most an attempt at these questions can score. */
export const maxMarkOf = (rows: readonly Pick<QuestionRow, 'marks'>[]) =>
  rows.reduce((sum, row) => sum + row.marks, 0);
