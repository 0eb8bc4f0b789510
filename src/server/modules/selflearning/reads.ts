import { and, eq } from 'drizzle-orm';
import { nextModuleId, openModuleIds } from '../../../core/rules/moduleOpen';
import type { ModuleDetail, ProgressLine, SlStatus, UnitProgress } from '../../../core/schemas/selfLearning';
import type { Db } from '../../db/client';
import { slProgress, slStatuses } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import type { ItemAccess } from '../courses/policy';
import { assertUnit, isSequential, moduleRowOf, moduleRowsOf, presentModule } from './modules';
import { questionsForStudent } from './moduleTest';
import type { ModuleAccess, ProgressAccess, StatusAccess } from './policy';
import { presentProgress, presentStatus } from './presenter';

/** SPEC §7's self-learning reads (issue 39): a module, a student's place in a unit, one progress line, a unit's MCQs. */

/** getModule: its teachers see the test's questions with their keys, its students without. */
export async function moduleDetail(db: Db, access: ModuleAccess, caller: AuthUser): Promise<ModuleDetail> {
  const summary = presentModule(await moduleRowOf(db, access.module));
  if (access.teaches) return { ...summary, view: 'teacher', questions: access.module.questions };
  return { ...summary, view: 'student', questions: questionsForStudent(access.module, caller.id) };
}

async function linesOf(db: Db, statusId: string): Promise<ProgressLine[]> {
  const rows = await db.select().from(slProgress).where(eq(slProgress.statusId, statusId));
  return rows.map(presentProgress);
}

/** getCurrentStudent: a student's status in the unit (null before they begin) and its lines; theirs or taught. */
export async function studentUnit(
  db: Db,
  access: ItemAccess,
  caller: AuthUser,
  userId: string,
): Promise<{ status: SlStatus | null; progress: ProgressLine[] }> {
  assertUnit(access.item);
  if (userId !== caller.id && !access.teaches)
    throw forbidden('You can only see your own progress, or that of the students you teach.');
  const [status] = await db
    .select()
    .from(slStatuses)
    .where(and(eq(slStatuses.itemId, access.item.id), eq(slStatuses.userId, userId)))
    .limit(1);
  if (!status) return { status: null, progress: [] };
  return { status: presentStatus(status), progress: await linesOf(db, status.id) };
}

/** getProgress: the unit as its student works through it, with what is open and the next step. */
export async function unitProgress(
  db: Db,
  access: StatusAccess,
  courseId: string,
  selflearningId: string,
): Promise<UnitProgress> {
  const { status, item } = access;
  if (status.itemId !== selflearningId || item.courseId !== courseId)
    throw notFound('This progress record is not of that unit.');
  const [sequential, rows, progress] = await Promise.all([
    isSequential(db, item.id),
    moduleRowsOf(db, item.id),
    linesOf(db, status.id),
  ]);
  const complete = new Set(progress.filter((line) => line.state === 'complete').map((line) => line.moduleId));
  const states = rows.map(({ module }) => ({
    id: module.id,
    title: module.title,
    complete: complete.has(module.id),
  }));
  return {
    courseId: item.courseId,
    selflearningId: item.id,
    title: item.title,
    sequential,
    modules: rows.map(presentModule),
    status: presentStatus(status),
    progress,
    openModuleIds: openModuleIds(states, sequential),
    nextModuleId: nextModuleId(states, sequential),
  };
}

/** getCurrentStatus: one progress line with its module, for the module's viewer. */
export async function progressWithModule(db: Db, access: ProgressAccess, userId: string) {
  if (access.progress.userId !== userId) throw notFound('This progress record is not that student’s.');
  return {
    progress: presentProgress(access.progress),
    module: presentModule(await moduleRowOf(db, access.module)),
    courseId: access.item.courseId,
    selflearningId: access.item.id,
  };
}

/** unit getCurrentUnit: the multiple-choice questions of the unit's tests, with their keys, for its teachers. */
export async function unitQuestions(db: Db, access: ItemAccess) {
  const item = assertUnit(access.item);
  const rows = await moduleRowsOf(db, item.id);
  return {
    _id: item.id,
    courseId: item.courseId,
    title: item.title,
    modules: rows
      .filter(({ module }) => module.kind === 'test')
      .map(({ module }) => ({
        _id: module.id,
        title: module.title,
        questions: module.questions.filter((question) => question.type === 'mcq'),
      })),
  };
}
