import { and, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StudentWork } from '../../../core/rules/workStatus';
import type { Db } from '../../db/client';
import { type AttemptRow, attempts, questions } from '../../db/schema';
import type { WaitingTally } from '../courses/itemWork';

/** Where an attempt stands for its student; one left open past its deadline is handed in by the clock (closing.ts). */
function stageOf(attempt: Pick<AttemptRow, 'state' | 'deadlineAt'>, now: Date): StudentWork['stage'] {
  if (attempt.state === 'open') return attempt.deadlineAt.getTime() <= now.getTime() ? 'handedIn' : 'started';
  if (attempt.state === 'submitted') return 'handedIn';
  return attempt.state === 'graded' ? 'marked' : 'released';
}

/**
 * Issue 37: a student's latest attempt at each of these tests and exams, as the lists need it, in two queries for
 * the whole list. The mark and the most the attempt's questions give are read only for a released attempt.
 */
export async function attemptWorkOf(
  db: Db,
  userId: string,
  itemIds: readonly string[],
  now: Date,
): Promise<Map<string, StudentWork>> {
  if (!itemIds.length) return new Map();
  const rows = await db
    .select({
      itemId: attempts.itemId,
      state: attempts.state,
      deadlineAt: attempts.deadlineAt,
      mark: attempts.mark,
      order: attempts.order,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.itemId, [...itemIds])))
    .orderBy(desc(attempts.number));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.itemId)) latest.set(row.itemId, row);
  const released = [...latest.values()].filter((row) => row.state === 'released').map((row) => row.itemId);
  const marks = released.length
    ? await db
        .select({ itemId: questions.itemId, id: questions.id, marks: questions.marks })
        .from(questions)
        .where(inArray(questions.itemId, released))
    : [];
  const work = new Map<string, StudentWork>();
  for (const [itemId, row] of latest) {
    const stage = stageOf(row, now);
    const asked = new Set(row.order.questions);
    const max = marks
      .filter((q) => q.itemId === itemId && asked.has(q.id))
      .reduce((sum, q) => sum + q.marks, 0);
    work.set(itemId, {
      stage,
      late: false,
      mark: stage === 'released' ? (row.mark ?? 0) : null,
      max: stage === 'released' ? max : null,
    });
  }
  return work;
}

/**
 * Issue 37, for those who teach: per test or exam, how many students have handed an attempt in, how many of them
 * wait for it to be marked (an answer only a teacher can mark), and when the oldest of those was handed in, counted
 * by the database in one query.
 */
export async function attemptTallies(db: Db, itemIds: readonly string[]): Promise<Map<string, WaitingTally>> {
  if (!itemIds.length) return new Map();
  const waiting = sql`${attempts.state} = 'submitted'`;
  const rows = await db
    .select({
      itemId: attempts.itemId,
      handedIn: countDistinct(attempts.userId),
      toMark: sql<number>`count(distinct ${attempts.userId}) filter (where ${waiting})`.mapWith(Number),
      oldestToMarkAt: sql<Date | null>`min(${attempts.submittedAt}) filter (where ${waiting})`.mapWith(
        attempts.submittedAt,
      ),
    })
    .from(attempts)
    .where(and(inArray(attempts.itemId, [...itemIds]), ne(attempts.state, 'open')))
    .groupBy(attempts.itemId);
  return new Map(rows.map(({ itemId, ...tally }) => [itemId, tally]));
}

/** Issue 37: which of these tests and exams have no question yet, so a student is not offered to start them. */
export async function withoutQuestions(db: Db, itemIds: readonly string[]): Promise<Set<string>> {
  if (!itemIds.length) return new Set();
  const asked = await db
    .selectDistinct({ itemId: questions.itemId })
    .from(questions)
    .where(inArray(questions.itemId, [...itemIds]));
  const withSome = new Set(asked.map(({ itemId }) => itemId));
  return new Set(itemIds.filter((id) => !withSome.has(id)));
}
