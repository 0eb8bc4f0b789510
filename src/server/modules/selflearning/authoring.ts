import { and, eq, isNull, max } from 'drizzle-orm';
import type { z } from 'zod';
import { ASSESSMENT, SELF_LEARNING } from '../../../core/constants';
import { isPagedDocument } from '../../../core/rules/officeDocument';
import type { ImportResult, Question } from '../../../core/schemas/assessments';
import type { ModuleSummary, saveModuleBody } from '../../../core/schemas/selfLearning';
import type { Db } from '../../db/client';
import { type CourseItemRow, files, type SlModuleRow, slModules, slUnits } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { QuestionUpload } from '../assessments/importUpload';
import { questionsOfFile, storeBytes } from '../assessments/questionImport';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { assertUnit, moduleRowOf, moduleRowsOf, presentModule } from './modules';
import { assertMarkedAlone } from './moduleTest';

/**
 * A teacher's authoring of a unit (issue 39): whether its modules open in order, its modules (a video or a document
 * from the course's files, a test, a SCORM package made by its upload), their order, what completes each, and a
 * test's questions (typed or imported from GIFT or Moodle XML). Each change tells the course's pages to read again.
 */

const told = (tx: Tx, ctx: ServiceContext, item: CourseItemRow) =>
  tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));

export async function saveUnit(ctx: ServiceContext, access: ItemAccess, sequential: boolean) {
  const item = assertUnit(access.item);
  await inTransaction(ctx, async (tx) => {
    await tx
      .insert(slUnits)
      .values({ itemId: item.id, sequential })
      .onConflictDoUpdate({ target: slUnits.itemId, set: { sequential } });
    told(tx, ctx, item);
  });
  return { sequential };
}

/** The module's file: one of the course's own files (not a student's), of the kind the module shows. */
async function assertModuleFile(db: Db, item: CourseItemRow, kind: 'video' | 'document', fileId: string) {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.courseId, item.courseId), isNull(files.removedAt)))
    .limit(1);
  const ofCourse =
    file &&
    (file.purpose === 'courseMaterial' || (file.purpose === 'itemAttachment' && file.itemId === item.id));
  if (!ofCourse) throw badRequest('Choose a file of this course.', { fileId: 'Not a file of this course.' });
  if (kind === 'video' && !file.contentType.startsWith('video/'))
    throw badRequest(`“${file.name}” is not a video.`, { fileId: 'Not a video.' });
  if (kind === 'document' && !isPagedDocument(file.contentType))
    throw badRequest(`“${file.name}” is not a PDF or an office document.`, {
      fileId: 'Not a PDF or an office document.',
    });
}

type SaveModule = z.output<typeof saveModuleBody>;

async function findModule(tx: Tx, item: CourseItemRow, moduleId: string): Promise<SlModuleRow> {
  const [module] = await tx
    .select()
    .from(slModules)
    .where(and(eq(slModules.id, moduleId), eq(slModules.itemId, item.id), isNull(slModules.removedAt)))
    .for('update')
    .limit(1);
  if (!module) throw notFound('No such module in this unit.');
  return module;
}

/** The values a module's kind takes from a save: a file for a video or document, none for a test. */
async function kindValues(db: Db, item: CourseItemRow, body: SaveModule) {
  if (body.kind === 'test') return { fileId: null, passPercent: body.passPercent };
  if (body.kind === 'scorm') return {};
  if (!body.fileId)
    throw badRequest(`Choose the ${body.kind === 'video' ? 'video' : 'document'} this module shows.`, {
      fileId: 'Choose a file.',
    });
  await assertModuleFile(db, item, body.kind, body.fileId);
  return { fileId: body.fileId, watchPercent: body.kind === 'video' ? body.watchPercent : undefined };
}

/** Adds a module at the end of the unit, or changes one (which keeps its kind). */
export async function saveModule(
  ctx: ServiceContext,
  access: ItemAccess,
  body: SaveModule,
): Promise<ModuleSummary> {
  const item = assertUnit(access.item);
  const saved = await inTransaction(ctx, async (tx) => {
    const values = { title: body.title, ...(await kindValues(tx, item, body)) };
    let module: SlModuleRow | undefined;
    if (body.moduleId) {
      const current = await findModule(tx, item, body.moduleId);
      if (current.kind !== body.kind)
        throw conflict('A module keeps its kind: add a new module for another kind.');
      [module] = await tx.update(slModules).set(values).where(eq(slModules.id, current.id)).returning();
    } else {
      if (body.kind === 'scorm') throw badRequest('Add a SCORM module by uploading its package.');
      const [last] = await tx
        .select({ position: max(slModules.position) })
        .from(slModules)
        .where(and(eq(slModules.itemId, item.id), isNull(slModules.removedAt)));
      const present = await moduleRowsOf(tx, item.id);
      if (present.length >= SELF_LEARNING.modulesMax)
        throw conflict(`A unit holds at most ${SELF_LEARNING.modulesMax} modules.`);
      [module] = await tx
        .insert(slModules)
        .values({ ...values, itemId: item.id, kind: body.kind, position: (last?.position ?? -1) + 1 })
        .returning();
    }
    told(tx, ctx, item);
    return module!;
  });
  return presentModule(await moduleRowOf(ctx.db, saved));
}

/** Takes a module out of its unit; the students' progress in it stays with it. */
export async function removeModule(ctx: ServiceContext, access: ItemAccess & { module: SlModuleRow }) {
  await inTransaction(ctx, async (tx) => {
    await tx.update(slModules).set({ removedAt: ctx.clock.now() }).where(eq(slModules.id, access.module.id));
    told(tx, ctx, access.item);
  });
}

/** Moves a module to `position` (0: first) among the unit's modules, and numbers them all again in order. */
export async function moveModule(
  ctx: ServiceContext,
  access: ItemAccess & { module: SlModuleRow },
  position: number,
): Promise<ModuleSummary[]> {
  const { item, module } = access;
  await inTransaction(ctx, async (tx) => {
    const others = (await moduleRowsOf(tx, item.id))
      .map((row) => row.module.id)
      .filter((id) => id !== module.id);
    const order = [...others.slice(0, position), module.id, ...others.slice(position)];
    for (const [index, id] of order.entries())
      await tx.update(slModules).set({ position: index }).where(eq(slModules.id, id));
    told(tx, ctx, item);
  });
  return (await moduleRowsOf(ctx.db, item.id)).map(presentModule);
}

function assertTest(module: SlModuleRow) {
  if (module.kind !== 'test') throw conflict(`“${module.title}” is not a test.`);
}

/** Replaces a module test's questions (keys included); brief answers are refused, as nobody marks them here. */
export async function saveModuleQuestions(
  ctx: ServiceContext,
  access: ItemAccess & { module: SlModuleRow },
  questions: Question[],
): Promise<SlModuleRow> {
  assertTest(access.module);
  assertMarkedAlone(questions);
  return inTransaction(ctx, async (tx) => {
    const [module] = await tx
      .update(slModules)
      .set({ questions })
      .where(eq(slModules.id, access.module.id))
      .returning();
    told(tx, ctx, access.item);
    return module!;
  });
}

const BRIEF_REFUSED =
  'A brief answer: a module test is marked the moment the student answers, and nobody marks a brief answer there.';

/**
 * POST importModuleQuestions: a GIFT or Moodle XML file's questions added after the test's own, read as the
 * assessment engine reads them (assessments/questionImport.ts), brief answers left out with the reason; the files
 * their texts embed are kept as files of the unit.
 */
export async function importModuleQuestions(
  ctx: ServiceContext,
  access: ItemAccess & { module: SlModuleRow },
  upload: QuestionUpload,
  uploaderId: string,
): Promise<ImportResult> {
  assertTest(access.module);
  const { added, toKeep, ...result } = await questionsOfFile(upload, (question) =>
    question.type === 'brief' ? BRIEF_REFUSED : null,
  );
  if (added.length === 0) return result;
  const kept = await storeBytes(ctx, toKeep);
  await inTransaction(ctx, async (tx) => {
    const module = await findModule(tx, access.item, access.module.id);
    if (module.questions.length + added.length > ASSESSMENT.questionsMax)
      throw badRequest(
        `This test has ${module.questions.length} questions and the file ${added.length} more, but a test holds at most ${ASSESSMENT.questionsMax}. Import fewer questions.`,
      );
    if (kept.length)
      await tx.insert(files).values(
        kept.map((file) => ({
          ...file,
          purpose: 'itemAttachment' as const,
          courseId: access.item.courseId,
          itemId: access.item.id,
          uploaderId,
        })),
      );
    await tx
      .update(slModules)
      .set({ questions: [...module.questions, ...added] })
      .where(eq(slModules.id, module.id));
    told(tx, ctx, access.item);
  });
  return result;
}
