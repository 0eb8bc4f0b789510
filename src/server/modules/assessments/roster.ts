import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { FocusEvent, RosterLine, StartedRosterLine } from '../../../core/schemas/assessments';
import { type ProctorEvent, REALTIME_EVENTS } from '../../../core/schemas/realtime';
import type { Db } from '../../db/client';
import {
  type AttemptRow,
  attemptAnswers,
  attempts,
  type CourseItemRow,
  focusEvents,
  questions,
  users,
} from '../../db/schema';
import { emitTo, type LiveEvent } from '../../platform/liveEvents';
import { proctorRoom } from '../../platform/rooms';
import { studentIdsOf } from '../courses/courseStudents';
import { studentsItIsFor } from '../courses/visibleItems';
import { type PersonRow, personColumns, presentPerson } from '../users/person';

/** The proctor's lines of these attempts: answered count (answers not blank), focus events in order. */
async function linesOf(
  db: Db,
  rows: { attempt: AttemptRow; student: PersonRow }[],
  questionCount: number,
): Promise<StartedRosterLine[]> {
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
  const answeredOf = new Map(answered.map((a) => [a.attemptId, a.n]));
  const eventsOf = new Map<string, FocusEvent[]>();
  for (const { attemptId, event, at } of events)
    eventsOf.set(attemptId, [...(eventsOf.get(attemptId) ?? []), { event, at: at.toISOString() }]);
  return rows.map(({ attempt, student }) => ({
    attemptId: attempt.id,
    student: presentPerson(student),
    state: attempt.state,
    endedBy: attempt.endedBy,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    answered: answeredOf.get(attempt.id) ?? 0,
    questionCount,
    focusEvents: eventsOf.get(attempt.id) ?? [],
  }));
}

/**
 * Issue 37: the students expected to sit the item who have not started it: those who may start it (the course's
 * students it is for, as the item's reads decide), less the ones already in and accounts that cannot sign in.
 */
async function notStartedOf(
  db: Db,
  item: Pick<CourseItemRow, 'id' | 'kind' | 'courseId'>,
  started: readonly string[],
): Promise<PersonRow[]> {
  const expected = await studentsItIsFor(db, item, await studentIdsOf(db, item.courseId));
  if (!expected.length) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(
      and(
        inArray(users.id, expected),
        eq(users.disabled, false),
        started.length ? notInArray(users.id, [...started]) : undefined,
      ),
    );
}

const byName = (a: RosterLine, b: RosterLine) =>
  a.student.fullName.localeCompare(b.student.fullName) || a.student._id.localeCompare(b.student._id);

/**
 * The live roster of a sitting (issue 15): each student's latest attempt, and (issue 37) every other student
 * expected to sit it as not started, by name.
 */
export async function rosterOf(
  db: Db,
  item: Pick<CourseItemRow, 'id' | 'kind' | 'courseId'>,
): Promise<RosterLine[]> {
  const latest = await db
    .selectDistinctOn([attempts.userId], { attempt: attempts, student: personColumns })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.userId))
    .where(eq(attempts.itemId, item.id))
    .orderBy(attempts.userId, desc(attempts.number));
  const [size] = await db.select({ n: count() }).from(questions).where(eq(questions.itemId, item.id));
  const questionCount = size?.n ?? 0;
  const started = await linesOf(db, latest, questionCount);
  const others = await notStartedOf(
    db,
    item,
    latest.map((row) => row.student.id),
  );
  const waiting = others.map(
    (student): RosterLine => ({
      attemptId: null,
      student: presentPerson(student),
      state: 'notStarted',
      endedBy: null,
      startedAt: null,
      deadlineAt: null,
      answered: 0,
      questionCount,
      focusEvents: [],
    }),
  );
  return [...started, ...waiting].sort(byName);
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
