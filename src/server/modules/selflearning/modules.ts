import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { ModuleSummary, SelfLearningContent } from '../../../core/schemas/selfLearning';
import type { Db } from '../../db/client';
import { type CourseItemRow, files, type SlModuleRow, slModules, slPackages, slUnits } from '../../db/schema';
import { notFound } from '../../platform/errors';

/** The item, if it is a self-learning unit; 404 otherwise (an id of another kind of item is not a unit). */
export function assertUnit(item: CourseItemRow): CourseItemRow {
  if (item.kind !== 'selfLearning') throw notFound('No such self-learning unit.');
  return item;
}

/** A module with what its summary names from elsewhere: its file's name and type, its package's title. */
export interface ModuleRow {
  module: SlModuleRow;
  fileName: string | null;
  fileType: string | null;
  packageTitle: string | null;
}

function selectModules(db: Db, where: SQL | undefined) {
  return db
    .select({
      module: slModules,
      fileName: files.name,
      fileType: files.contentType,
      packageTitle: slPackages.title,
    })
    .from(slModules)
    .leftJoin(files, and(eq(files.id, slModules.fileId), isNull(files.removedAt)))
    .leftJoin(slPackages, eq(slPackages.id, slModules.packageId))
    .where(where);
}

/** A unit's modules in order, removed ones left out. */
export async function moduleRowsOf(db: Db, itemId: string): Promise<ModuleRow[]> {
  return selectModules(db, and(eq(slModules.itemId, itemId), isNull(slModules.removedAt))).orderBy(
    asc(slModules.position),
    asc(slModules.createdAt),
  );
}

/** One module's row, as moduleRowsOf reads it. */
export async function moduleRowOf(db: Db, module: SlModuleRow): Promise<ModuleRow> {
  const [row] = await selectModules(db, eq(slModules.id, module.id));
  if (!row) throw notFound('No such module.');
  return row;
}

export function presentModule({ module, fileName, fileType, packageTitle }: ModuleRow): ModuleSummary {
  return {
    _id: module.id,
    title: module.title,
    kind: module.kind,
    position: module.position,
    fileId: fileName === null ? null : module.fileId,
    fileName,
    fileType,
    watchPercent: module.watchPercent,
    passPercent: module.passPercent,
    questionCount: module.questions.length,
    packageTitle,
  };
}

/** Whether a unit's modules open in order; a unit without settings does. */
export async function isSequential(db: Db, itemId: string): Promise<boolean> {
  const [unit] = await db.select().from(slUnits).where(eq(slUnits.itemId, itemId)).limit(1);
  return unit?.sequential ?? true;
}

/** What getCurrent adds to a unit. */
export async function unitContent(db: Db, itemId: string): Promise<SelfLearningContent> {
  const [sequential, rows] = await Promise.all([isSequential(db, itemId), moduleRowsOf(db, itemId)]);
  return { sequential, modules: rows.map(presentModule) };
}
