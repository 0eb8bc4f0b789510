import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FocusEvent, RosterLine } from '../../../core/schemas/assessments';
import { type ProctorEvent, REALTIME_EVENTS } from '../../../core/schemas/realtime';
import type { Db } from '../../db/client';
import { type AttemptRow, attemptAnswers, attempts, focusEvents, questions, users } from '../../db/schema';
import { emitTo, type LiveEvent } from '../../platform/liveEvents';
import { proctorRoom } from '../../platform/rooms';
import { type PersonRow, personColumns, presentPerson } from '../users/person';

/** The proctor's lines of these attempts of one item: answered count (answers not blank), focus events in order. */
async function linesOf(db: Db, itemId: string, rows: { attempt: AttemptRow; student: PersonRow }[]) {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.attempt.id);
  const answered = await db
    .select({ attemptId: attemptAnswers.attemptId, n: count() })
    .from(attemptAnswers)
    .where(and(inArray(attemptAnswers.attemptId, ids), ne(sql`btrim(${attemptAnswers.answer})`, '')))
    .groupBy(attemptAnswers.attemptId);
  const events = await db
    .select({ attemptId: focusEvents.attemptId, event: focusEvents.event, at: focusEvents.at })
    .from(focusEvents)
    .where(inArray(focusEvents.attemptId, ids))
    .orderBy(asc(focusEvents.at), asc(focusEvents.id));
  const [size] = await db.select({ n: count() }).from(questions).where(eq(questions.itemId, itemId));
  const answeredOf = new Map(answered.map((a) => [a.attemptId, a.n]));
  const eventsOf = new Map<string, FocusEvent[]>();
  for (const { attemptId, event, at } of events)
    eventsOf.set(attemptId, [...(eventsOf.get(attemptId) ?? []), { event, at: at.toISOString() }]);
  return rows.map(
    ({ attempt, student }): RosterLine => ({
      attemptId: attempt.id,
      student: presentPerson(student),
      state: attempt.state,
      endedBy: attempt.endedBy,
      startedAt: attempt.startedAt.toISOString(),
      deadlineAt: attempt.deadlineAt.toISOString(),
      answered: answeredOf.get(attempt.id) ?? 0,
      questionCount: size?.n ?? 0,
      focusEvents: eventsOf.get(attempt.id) ?? [],
    }),
  );
}

/** The live roster of a sitting (issue 15): each student's latest attempt, by name. */
export async function rosterOf(db: Db, itemId: string): Promise<RosterLine[]> {
  const latest = await db
    .selectDistinctOn([attempts.userId], { attempt: attempts, student: personColumns })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.userId))
    .where(eq(attempts.itemId, itemId))
    .orderBy(attempts.userId, desc(attempts.number));
  latest.sort(
    (a, b) =>
      a.student.fullName.localeCompare(b.student.fullName) || a.student.id.localeCompare(b.student.id),
  );
  return linesOf(db, itemId, latest);
}

/**
 * The `proctor` event telling those who watch the sitting that this attempt's line changed (a start, an answer, a
 * focus event, a hand-in); their page reads the roster again. Queue it with `tx.afterCommit`.
 */
export const rosterChange = (attempt: Pick<AttemptRow, 'id' | 'itemId'>): LiveEvent =>
  emitTo(proctorRoom(attempt.itemId), REALTIME_EVENTS.proctor, {
    itemId: attempt.itemId,
    attemptId: attempt.id,
  } satisfies ProctorEvent);
