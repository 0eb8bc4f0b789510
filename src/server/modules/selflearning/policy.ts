import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/preparedPerDatabase';
import {
  courseItems,
  courseMembers,
  courses,
  type SlModuleRow,
  type SlProgressRow,
  type SlStatusRow,
  slModules,
  slProgress,
  slStatuses,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import {
  accessTo,
  assertReadable,
  changeableItem,
  type ItemAccess,
  itemsSeenBy,
  readableItem,
} from '../courses/policy';

/**
 * Issue 39: who may see and change a self-learning unit's modules and a student's progress in it. A module is
 * attended and taught as its unit item is. A status is read by its student and by those who teach the course
 * (administrators too); a progress line is read as its status is, and kept (reported to) by its own student alone,
 * while they may still see the unit. Unknown or removed modules, statuses and lines are 404.
 */

export interface ModuleAccess extends ItemAccess {
  module: SlModuleRow;
}

export interface StatusAccess extends ItemAccess {
  status: SlStatusRow;
}

export interface ProgressAccess extends StatusAccess {
  progress: SlProgressRow;
  module: SlModuleRow;
}

async function findModule(db: Db, moduleId: string): Promise<SlModuleRow> {
  const [module] = await db
    .select()
    .from(slModules)
    .where(and(eq(slModules.id, moduleId), isNull(slModules.removedAt)))
    .limit(1);
  if (!module) throw notFound('No such module.');
  return module;
}

export async function attendedModule(
  db: Db,
  user: AuthUser,
  moduleId: string,
  now: Date,
): Promise<ModuleAccess> {
  const module = await findModule(db, moduleId);
  return { ...(await readableItem(db, user, module.itemId, now)), module };
}

export async function taughtModule(db: Db, user: AuthUser, moduleId: string): Promise<ModuleAccess> {
  const module = await findModule(db, moduleId);
  return { ...(await changeableItem(db, user, module.itemId)), module };
}

/** The unit as the caller may see it, refused unless the status is theirs or they teach the course. */
async function statusReader(db: Db, user: AuthUser, status: SlStatusRow, now: Date): Promise<ItemAccess> {
  const access = await readableItem(db, user, status.itemId, now);
  if (status.userId !== user.id && !access.teaches)
    throw forbidden('You can only see your own progress, or that of the students you teach.');
  return access;
}

export async function readableStatus(
  db: Db,
  user: AuthUser,
  statusId: string,
  now: Date,
): Promise<StatusAccess> {
  const [status] = await db.select().from(slStatuses).where(eq(slStatuses.id, statusId)).limit(1);
  if (!status) throw notFound('No such progress record.');
  return { ...(await statusReader(db, user, status, now)), status };
}

/** A progress line with its status, module, unit, course and the caller's place in it: one prepared query. */
const progressWithCourse = preparedPerDatabase((db) =>
  db
    .select({
      progress: slProgress,
      status: slStatuses,
      module: slModules,
      item: courseItems,
      course: courses,
      role: courseMembers.role,
    })
    .from(slProgress)
    .innerJoin(slStatuses, eq(slStatuses.id, slProgress.statusId))
    .innerJoin(slModules, eq(slModules.id, slProgress.moduleId))
    .innerJoin(courseItems, eq(courseItems.id, slStatuses.itemId))
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .leftJoin(
      courseMembers,
      and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, sql.placeholder('userId'))),
    )
    .where(
      and(
        eq(slProgress.id, sql.placeholder('progressId')),
        isNull(courseItems.removedAt),
        isNull(courses.removedAt),
      ),
    )
    .limit(1)
    .prepare('sl_progress_with_course'),
);

/**
 * The line, as the caller may see its unit (readableItem's rule, read in the one query every report asks); `mine`
 * refuses anyone but the line's student first.
 */
async function progressAccess(
  db: Db,
  user: AuthUser,
  progressId: string,
  now: Date,
  mine: boolean,
): Promise<ProgressAccess> {
  const [found] = await progressWithCourse(db).execute({ progressId, userId: user.id });
  if (!found) throw notFound('No such progress record.');
  const { progress, status, module, item, course, role } = found;
  if (mine && progress.userId !== user.id)
    throw forbidden('Only the student whose progress this is can report it.');
  const access = assertReadable(accessTo(user, course, role));
  if ((await itemsSeenBy(db, access, [item], now)).length === 0) throw notFound('No such item.');
  if (!mine && status.userId !== user.id && !access.teaches)
    throw forbidden('You can only see your own progress, or that of the students you teach.');
  return { ...access, item, progress, status, module };
}

export const readableProgress = (db: Db, user: AuthUser, progressId: string, now: Date) =>
  progressAccess(db, user, progressId, now, false);

/** Only the student whose progress it is reports to it (nobody else, administrators no exception). */
export async function keptProgress(
  db: Db,
  user: AuthUser,
  progressId: string,
  now: Date,
): Promise<ProgressAccess> {
  const access = await progressAccess(db, user, progressId, now, true);
  if (access.module.removedAt) throw notFound('This module has been removed from the unit.');
  return access;
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'slModule.attend': ModuleAccess;
    'slModule.teach': ModuleAccess;
    'slStatus.read': StatusAccess;
    'slProgress.read': ProgressAccess;
    'slProgress.keep': ProgressAccess;
  }
}
