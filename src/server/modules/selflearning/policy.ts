import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type SlModuleRow,
  type SlProgressRow,
  type SlStatusRow,
  slModules,
  slProgress,
  slStatuses,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import { changeableItem, type ItemAccess, readableItem } from '../courses/policy';

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

async function findProgress(db: Db, progressId: string) {
  const [found] = await db
    .select({ progress: slProgress, status: slStatuses, module: slModules })
    .from(slProgress)
    .innerJoin(slStatuses, eq(slStatuses.id, slProgress.statusId))
    .innerJoin(slModules, eq(slModules.id, slProgress.moduleId))
    .where(eq(slProgress.id, progressId))
    .limit(1);
  if (!found) throw notFound('No such progress record.');
  return found;
}

export async function readableProgress(
  db: Db,
  user: AuthUser,
  progressId: string,
  now: Date,
): Promise<ProgressAccess> {
  const found = await findProgress(db, progressId);
  return { ...(await statusReader(db, user, found.status, now)), ...found };
}

/** Only the student whose progress it is reports to it (nobody else, administrators no exception). */
export async function keptProgress(
  db: Db,
  user: AuthUser,
  progressId: string,
  now: Date,
): Promise<ProgressAccess> {
  const found = await findProgress(db, progressId);
  if (found.progress.userId !== user.id)
    throw forbidden('Only the student whose progress this is can report it.');
  if (found.module.removedAt) throw notFound('This module has been removed from the unit.');
  return { ...(await readableItem(db, user, found.status.itemId, now)), ...found };
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
