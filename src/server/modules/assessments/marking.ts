import { eq, sql } from 'drizzle-orm';
import { attemptTotal, autoMark } from '../../../core/rules/questionMarking';
import type { Db } from '../../db/client';
import { type AttemptRow, attemptAnswers, attempts } from '../../db/schema';
import { attemptQuestions } from './questionRows';

/**
 * Marks a closed attempt (issue 15) and answers it as it now stands. Every question of the attempt gets an answer
 * row (a blank one for a question left unanswered) with its mark: the teacher's where they gave one, otherwise the
 * engine's (core/rules/questionMarking.ts; a brief answer with something written waits for the teacher, a blank one is 0). A disqualified attempt
 * scores zero on every answer (SPEC §4). Once every answer has a mark the attempt is `graded` with its total;
 * released marks stay released. Run it in the transaction that closed or re-marked the attempt, with the attempt
 * locked: on handing in, after a teacher's marks, and after the answer key changed (a regrade).
 */
export async function markAttempt(tx: Db, attempt: AttemptRow, now: Date): Promise<AttemptRow> {
  if (attempt.state === 'open') throw new Error('An open attempt is marked once it is handed in.');
  const questions = await attemptQuestions(tx, attempt);
  const rows = await tx.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const answerTo = new Map(rows.map((row) => [row.questionId, row]));
  const disqualified = attempt.endedBy === 'disqualified';
  const marked = questions.map((question) => {
    const row = answerTo.get(question.id);
    if (disqualified) return { questionId: question.id, mark: 0, markedBy: 'auto' as const };
    if (row?.markedBy === 'teacher')
      return { questionId: question.id, mark: row.mark, markedBy: 'teacher' as const };
    const mark = autoMark(question, row?.answer);
    return { questionId: question.id, mark, markedBy: mark === null ? null : ('auto' as const) };
  });
  if (marked.length)
    await tx
      .insert(attemptAnswers)
      .values(marked.map((m) => ({ ...m, attemptId: attempt.id, answer: '', seq: 0, savedAt: now })))
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: { mark: sql`excluded.mark`, markedBy: sql`excluded.marked_by` },
      });
  const total = attemptTotal(
    marked.map((m) => m.mark),
    disqualified,
  );
  const graded = total !== null;
  const [updated] = await tx
    .update(attempts)
    .set({
      mark: total,
      state: attempt.state === 'released' ? 'released' : graded ? 'graded' : 'submitted',
      gradedAt: graded ? now : null,
    })
    .where(eq(attempts.id, attempt.id))
    .returning();
  return updated!;
}
