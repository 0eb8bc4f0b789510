import { and, asc, eq, inArray } from 'drizzle-orm';
import { attemptDeadline } from '../../../core/rules/attemptDeadline';
import type { Accommodation, Authoring } from '../../../core/schemas/assessments';
import { REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import type { Db } from '../../db/client';
import { accommodations, attempts, type CourseItemRow, courseMembers, users } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { emitTo } from '../../platform/liveEvents';
import { userRoom } from '../../platform/rooms';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { personColumns, presentPerson } from '../users/person';
import { rosterChange } from './roster';
import { loadAssessmentSettings } from './settings';

/** A test's accommodations with the name of each student, by name. */
export async function loadAccommodations(db: Db, itemId: string): Promise<Authoring['accommodations']> {
  const rows = await db
    .select({
      userId: accommodations.userId,
      extraMinutes: accommodations.extraMinutes,
      extraAttempts: accommodations.extraAttempts,
      student: personColumns,
    })
    .from(accommodations)
    .innerJoin(users, eq(users.id, accommodations.userId))
    .where(eq(accommodations.itemId, itemId))
    .orderBy(asc(users.fullName), asc(users.username));
  return rows.map(({ student, ...accommodation }) => ({ ...accommodation, student: presentPerson(student) }));
}

/** The entries whose user is not a student of the course, in words: by entry, and by name when one is known. */
async function notStudents(db: Db, courseId: string, list: Accommodation[]): Promise<string[]> {
  if (!list.length) return [];
  const ids = list.map((a) => a.userId);
  const students = await db
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(
      and(
        eq(courseMembers.courseId, courseId),
        eq(courseMembers.role, 'student'),
        inArray(courseMembers.userId, ids),
      ),
    );
  const studentIds = new Set(students.map((s) => s.userId));
  const others = list.flatMap((a, index) => (studentIds.has(a.userId) ? [] : [{ index, userId: a.userId }]));
  if (!others.length) return [];
  const named = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      inArray(
        users.id,
        others.map((o) => o.userId),
      ),
    );
  const names = new Map(named.map((u) => [u.id, u.fullName]));
  return others.map(({ index, userId }) => {
    const name = names.get(userId);
    return `entry ${index + 1}${name ? ` (${name})` : ''}`;
  });
}

/**
 * The open attempts at the item take their student's extra time as it now is: their deadline moves, never to before
 * `now` (time taken back mid-sitting ends the attempt at once, with the grace for the last writes), and each student
 * whose clock moved is told, as is the proctor.
 */
async function moveOpenDeadlines(tx: Tx, item: CourseItemRow, list: Accommodation[], now: Date) {
  const open = await tx
    .select()
    .from(attempts)
    .where(and(eq(attempts.itemId, item.id), eq(attempts.state, 'open')));
  if (!open.length) return;
  const { mode } = await loadAssessmentSettings(tx, item.id);
  const extra = new Map(list.map((a) => [a.userId, a.extraMinutes]));
  for (const attempt of open) {
    const deadline = attemptDeadline({
      mode,
      startedAt: attempt.startedAt,
      durationMinutes: item.durationMinutes,
      endAt: item.endAt,
      extraMinutes: extra.get(attempt.userId) ?? 0,
    });
    const deadlineAt = new Date(Math.max(deadline.getTime(), now.getTime()));
    if (deadlineAt.getTime() === attempt.deadlineAt.getTime()) continue;
    await tx.update(attempts).set({ deadlineAt }).where(eq(attempts.id, attempt.id));
    tx.afterCommit([
      emitTo(userRoom(attempt.userId), REALTIME_EVENTS.sitting, { itemId: item.id }),
      rosterChange(attempt),
    ]);
  }
}

/**
 * POST /api/v1/{test|exam}/saveAccommodations: the named students' extra time and attempts, the whole list at once.
 * Each must be a student of the test's course; a refusal names every entry that is not. An attempt being sat takes
 * the new extra time at once.
 */
export async function saveAccommodations(
  ctx: ServiceContext,
  { item }: ItemAccess,
  list: Accommodation[],
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const refused = await notStudents(tx, item.courseId, list);
    if (refused.length) {
      const msg = `Extra time and attempts are for the students of this course; not a student of it: ${refused.join(', ')}.`;
      throw badRequest(msg, { accommodations: msg });
    }
    await tx.delete(accommodations).where(eq(accommodations.itemId, item.id));
    if (list.length) await tx.insert(accommodations).values(list.map((a) => ({ itemId: item.id, ...a })));
    await moveOpenDeadlines(tx, item, list, ctx.clock.now());
  });
}
