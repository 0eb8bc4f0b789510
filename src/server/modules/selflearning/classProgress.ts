import { and, asc, eq, inArray } from 'drizzle-orm';
import { unitComplete } from '../../../core/rules/moduleOpen';
import { isStalled } from '../../../core/rules/stalledProgress';
import type { ClassProgressRow } from '../../../core/schemas/selfLearning';
import type { Db } from '../../db/client';
import { courseMembers, type SlProgressRow, slProgress, slStatuses, users } from '../../db/schema';
import type { ItemAccess } from '../courses/policy';
import { personColumns, presentPerson } from '../users/person';
import { assertUnit, moduleRowsOf } from './modules';

/**
 * classProgress (issue 39): one row per student of the course, begun or not: modules done of the unit's modules now
 * (removed ones left out), time spent, each test's best mark, last activity, and whether they have stalled
 * (core/rules/stalledProgress.ts).
 */
export async function classProgress(db: Db, access: ItemAccess, now: Date): Promise<ClassProgressRow[]> {
  const item = assertUnit(access.item);
  const [modules, students, statuses] = await Promise.all([
    moduleRowsOf(db, item.id),
    db
      .select(personColumns)
      .from(courseMembers)
      .innerJoin(users, eq(users.id, courseMembers.userId))
      .where(and(eq(courseMembers.courseId, item.courseId), eq(courseMembers.role, 'student')))
      .orderBy(asc(users.fullName), asc(users.username)),
    db.select().from(slStatuses).where(eq(slStatuses.itemId, item.id)),
  ]);
  const lines = statuses.length
    ? await db
        .select()
        .from(slProgress)
        .where(
          inArray(
            slProgress.statusId,
            statuses.map((status) => status.id),
          ),
        )
    : [];
  const statusOf = new Map(statuses.map((status) => [status.userId, status]));
  const linesOf = new Map<string, Map<string, SlProgressRow>>();
  for (const line of lines) {
    const byModule = linesOf.get(line.statusId) ?? new Map<string, SlProgressRow>();
    byModule.set(line.moduleId, line);
    linesOf.set(line.statusId, byModule);
  }
  const tests = modules.filter(({ module }) => module.kind === 'test');
  return students.map((student) => {
    const status = statusOf.get(student.id) ?? null;
    const byModule = (status && linesOf.get(status.id)) || new Map<string, SlProgressRow>();
    const states = modules.map(({ module }) => ({
      id: module.id,
      title: module.title,
      complete: byModule.get(module.id)?.state === 'complete',
    }));
    const complete = status !== null && unitComplete(states);
    const completedAt = complete ? (status.completedAt ?? status.lastActivityAt) : null;
    return {
      student: presentPerson(student),
      statusId: status?.id ?? null,
      modulesDone: states.filter((state) => state.complete).length,
      moduleCount: modules.length,
      timeSpentSeconds: [...byModule.values()].reduce((sum, line) => sum + line.timeSpentSeconds, 0),
      testMarks: tests.map(({ module }) => ({
        moduleId: module.id,
        title: module.title,
        percent: byModule.get(module.id)?.testPercent ?? null,
      })),
      lastActivityAt: status?.lastActivityAt.toISOString() ?? null,
      completedAt: completedAt?.toISOString() ?? null,
      stalled: isStalled(
        {
          startsAt: item.startAt,
          endsAt: item.endAt,
          completedAt,
          lastActivityAt: status?.lastActivityAt ?? null,
        },
        now,
      ),
    };
  });
}
