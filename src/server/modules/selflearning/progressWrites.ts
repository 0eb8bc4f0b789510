import { and, eq, isNull, sql } from 'drizzle-orm';
import { SELF_LEARNING } from '../../../core/constants';
import { blockingModule, unitComplete } from '../../../core/rules/moduleOpen';
import { countStretch, videoComplete } from '../../../core/rules/watchedTime';
import { REALTIME_EVENTS, type SelfLearningEvent } from '../../../core/schemas/realtimeNames';
import {
  type SlModuleRow,
  type SlProgressRow,
  type SlStatusRow,
  slModules,
  slProgress,
  slStatuses,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { emitTo } from '../../platform/liveEvents';
import { selfLearningRoom } from '../../platform/rooms';
import { inTransaction, type Tx, writeAlone } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { assertUnit, isSequential } from './modules';
import { markTest, type TestMarks } from './moduleTest';
import type { ModuleAccess, ProgressAccess } from './policy';

/**
 * What a student's work in a unit writes (issue 39): beginning it, opening a module (its prerequisite checked here,
 * on the server), and each module's report (a video's watched stretch, a document's page, a test's answers, a SCORM
 * package's runtime data). Every change touches the student's last activity, completes the unit when every module
 * is complete, and tells those who follow the class's progress.
 */

const secondsBetween = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 1000);

/** The `selflearning` event: this student's progress in the unit changed; the teachers' page reads it again. */
const progressChanged = (status: SlStatusRow) =>
  emitTo(selfLearningRoom(status.itemId), REALTIME_EVENTS.selflearning, {
    selflearningId: status.itemId,
    userId: status.userId,
    statusId: status.id,
  } satisfies SelfLearningEvent);

/** The unit's modules with whether this status has completed each, in order (removed ones left out). */
async function moduleStates(tx: Tx, status: SlStatusRow) {
  // One read after the other: the transaction's one connection takes a query at a time.
  const modules = await tx
    .select({ id: slModules.id, title: slModules.title, position: slModules.position })
    .from(slModules)
    .where(and(eq(slModules.itemId, status.itemId), isNull(slModules.removedAt)))
    .orderBy(slModules.position, slModules.createdAt);
  const done = await tx
    .select({ moduleId: slProgress.moduleId })
    .from(slProgress)
    .where(and(eq(slProgress.statusId, status.id), eq(slProgress.state, 'complete')));
  const complete = new Set(done.map((row) => row.moduleId));
  return modules.map((module) => ({ ...module, complete: complete.has(module.id) }));
}

/**
 * After a change to the status's progress: the last activity is now, the unit complete once every module is (looked
 * at only when a module has just been completed), and the teachers told after the commit.
 */
async function progressMoved(tx: Tx, statusId: string, now: Date, moduleCompleted: boolean) {
  const [status] = await tx
    .update(slStatuses)
    .set({ lastActivityAt: now })
    .where(eq(slStatuses.id, statusId))
    .returning();
  if (!status) throw notFound('No such progress record.');
  if (moduleCompleted && !status.completedAt && unitComplete(await moduleStates(tx, status)))
    await tx.update(slStatuses).set({ completedAt: now }).where(eq(slStatuses.id, status.id));
  tx.afterCommit(progressChanged(status));
  return status;
}

/** A student begins a unit: their status, made once (a second begin returns the first). */
export async function begin(ctx: ServiceContext, access: ItemAccess, caller: AuthUser): Promise<SlStatusRow> {
  assertUnit(access.item);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [made] = await tx
      .insert(slStatuses)
      .values({ itemId: access.item.id, userId: caller.id, startedAt: now, lastActivityAt: now })
      .onConflictDoNothing()
      .returning();
    if (made) {
      tx.afterCommit(progressChanged(made));
      return made;
    }
    const [status] = await tx
      .select()
      .from(slStatuses)
      .where(and(eq(slStatuses.itemId, access.item.id), eq(slStatuses.userId, caller.id)))
      .limit(1);
    if (!status) throw notFound('No such progress record.');
    return status;
  });
}

/**
 * A student opens a module of a unit they began: its progress line, made once. In a unit taken in order, a module
 * whose module before is not complete is refused, naming what to finish first.
 */
export async function openModule(
  ctx: ServiceContext,
  access: ModuleAccess,
  caller: AuthUser,
  statusId: string,
): Promise<SlProgressRow> {
  const { module } = access;
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [status] = await tx
      .select()
      .from(slStatuses)
      .where(
        and(
          eq(slStatuses.id, statusId),
          eq(slStatuses.userId, caller.id),
          eq(slStatuses.itemId, module.itemId),
        ),
      )
      .limit(1);
    if (!status) throw notFound('No such progress record in this unit: begin the unit first.');
    const blocker = blockingModule(
      await moduleStates(tx, status),
      await isSequential(tx, module.itemId),
      module.id,
    );
    if (blocker) throw conflict(`Finish “${blocker.title}” first.`);
    await tx
      .insert(slProgress)
      .values({ statusId: status.id, moduleId: module.id, userId: caller.id, lastReportAt: now })
      .onConflictDoNothing();
    const [line] = await tx
      .select()
      .from(slProgress)
      .where(and(eq(slProgress.statusId, status.id), eq(slProgress.moduleId, module.id)))
      .limit(1);
    if (!line) throw notFound('No such progress record.');
    await progressMoved(tx, status.id, now, false);
    return line;
  });
}

function assertKind(module: SlModuleRow, kind: SlModuleRow['kind'], what: string) {
  if (module.kind !== kind) throw conflict(`“${module.title}” is not ${what}.`);
}

type Change = (line: SlProgressRow, now: Date) => Partial<SlProgressRow> & { complete: boolean };

/** The report in a transaction, the line locked and read again: when it completes the module, or races another. */
function lockedReport(ctx: ServiceContext, progressId: string, change: Change, now: Date) {
  return inTransaction(ctx, async (tx) => {
    const [line] = await tx.select().from(slProgress).where(eq(slProgress.id, progressId)).for('update');
    if (!line) throw notFound('No such progress record.');
    const { complete, ...values } = change(line, now);
    const completing = complete && line.state !== 'complete';
    const [updated] = await tx
      .update(slProgress)
      .set({
        ...values,
        lastReportAt: now,
        version: sql`${slProgress.version} + 1`,
        ...(completing ? { state: 'complete' as const, completedAt: now } : {}),
      })
      .where(eq(slProgress.id, line.id))
      .returning();
    await progressMoved(tx, line.statusId, now, completing);
    return updated!;
  });
}

/**
 * Runs one report on a progress line: `change` gives the new values from the line as it stands, and whether the
 * module is now complete (never undone). Most reports (a video's stretch every few seconds) complete nothing: they
 * are written as two statements and no transaction, the line's only if it is still as the access read it (its write
 * count unchanged: two reports in one millisecond leave the same last report time), then the status's last activity, and the teachers told. A report that completes the module, or
 * finds the line changed under it, runs again locked (lockedReport).
 */
async function report(ctx: ServiceContext, access: ProgressAccess, change: Change): Promise<SlProgressRow> {
  const now = ctx.clock.now();
  const read = access.progress;
  const { complete, ...values } = change(read, now);
  if (complete && read.state !== 'complete') return lockedReport(ctx, read.id, change, now);
  const [updated] = await ctx.db
    .update(slProgress)
    .set({ ...values, lastReportAt: now, version: sql`${slProgress.version} + 1` })
    .where(and(eq(slProgress.id, read.id), eq(slProgress.version, read.version)))
    .returning();
  if (!updated) return lockedReport(ctx, read.id, change, now);
  await writeAlone(
    ctx,
    (db) =>
      db.update(slStatuses).set({ lastActivityAt: now }).where(eq(slStatuses.id, read.statusId)).returning(),
    (statuses) => statuses.map(progressChanged),
  );
  return updated;
}

/** The time since the line's last report counted as time spent, up to what a report may account for. */
const spentSince = (line: SlProgressRow, now: Date) =>
  Math.min(secondsBetween(line.lastReportAt ?? line.createdAt, now), SELF_LEARNING.reportGapMaxSeconds);

export interface WatchReport {
  from: number;
  to: number;
  position: number;
  mediaSeconds: number;
}

/**
 * A stretch of video played without a seek. It counts once, merged into the ranges watched, unless it is longer than
 * the time since the last report allows even at the fastest playback rate (then it is refused, and nothing
 * changes). The video's length is the longest the player has reported, so a shorter one reported later cannot
 * make less of it enough.
 */
export function watch(ctx: ServiceContext, access: ProgressAccess, stretch: WatchReport) {
  assertKind(access.module, 'video', 'a video');
  return report(ctx, access, (line, now) => {
    const mediaSeconds = Math.max(line.mediaSeconds ?? 0, stretch.mediaSeconds);
    const wall = secondsBetween(line.lastReportAt ?? line.createdAt, now);
    const verdict = countStretch(line.watched, [stretch.from, stretch.to], mediaSeconds, wall);
    if (!verdict.counted) throw unprocessable(verdict.reason, { to: verdict.reason });
    if (verdict.ranges.length > SELF_LEARNING.watchedRangesMax)
      throw unprocessable('This video has been watched in too many scattered pieces to keep count of.');
    return {
      watched: verdict.ranges,
      watchedSeconds: verdict.watchedSeconds,
      mediaSeconds,
      resumeAt: Math.min(stretch.position, mediaSeconds),
      timeSpentSeconds: line.timeSpentSeconds + Math.min(wall, stretch.to - stretch.from),
      complete: videoComplete(verdict.watchedSeconds, mediaSeconds, access.module.watchPercent),
    };
  });
}

/** A document's page reached (kept as where to resume); complete once the last page is reached. */
export function readDocument(ctx: ServiceContext, access: ProgressAccess, page: number, pages: number) {
  assertKind(access.module, 'document', 'a document');
  return report(ctx, access, (line, now) => {
    const reachedEnd = line.reachedEnd || page === pages;
    return {
      resumeAt: page,
      reachedEnd,
      timeSpentSeconds: line.timeSpentSeconds + spentSince(line, now),
      complete: reachedEnd,
    };
  });
}

/**
 * A try at a module's test, marked at once by the engine's rule. Retakes are allowed; the best mark (and its
 * answers) is kept, and the module is complete once a try reaches the pass mark.
 */
export async function answerTest(
  ctx: ServiceContext,
  access: ProgressAccess,
  answers: Record<string, string>,
): Promise<TestMarks & { passed: boolean; progress: SlProgressRow }> {
  const { module } = access;
  assertKind(module, 'test', 'a test');
  if (!module.questions.some((question) => question.marks > 0))
    throw conflict(`“${module.title}” has no questions to answer yet. Ask your teacher.`);
  const known = new Set(module.questions.map((question) => question._id));
  const strange = Object.keys(answers).find((questionId) => !known.has(questionId));
  if (strange) throw unprocessable('An answer names a question this test does not have: reload the page.');
  const result = markTest(module.questions, answers);
  const passed = result.percent >= module.passPercent;
  const progress = await report(ctx, access, (line, now) => {
    const best = line.testPercent === null || result.percent >= line.testPercent;
    return {
      ...(best ? { testPercent: result.percent, scorePercent: result.percent, testAnswers: answers } : {}),
      testedAt: now,
      timeSpentSeconds: line.timeSpentSeconds + spentSince(line, now),
      complete: passed,
    };
  });
  return { ...result, passed, progress };
}

export interface PackageReport {
  completed: boolean;
  scorePercent: number | null;
  sessionSeconds: number;
  cmi: unknown;
}

/**
 * What a SCORM package's runtime reported (the SCORM part maps its cmi data to this): complete when it says so
 * (never undone), its score, the session's time added, the runtime's data kept for the student to resume on any
 * device. Runs in the caller's transaction, which sends the teachers' event once it commits.
 */
export async function recordPackageReport(
  tx: Tx,
  progress: SlProgressRow,
  { completed, scorePercent, sessionSeconds, cmi }: PackageReport,
  now: Date = new Date(),
): Promise<SlProgressRow> {
  // Written from the line as the database holds it, not as the caller read it: reports may race.
  const [updated] = await tx
    .update(slProgress)
    .set({
      scorm: cmi as Record<string, unknown>,
      ...(scorePercent === null ? {} : { scorePercent }),
      timeSpentSeconds: sql`${slProgress.timeSpentSeconds} + ${Math.max(0, sessionSeconds)}`,
      lastReportAt: now,
      version: sql`${slProgress.version} + 1`,
      ...(completed
        ? {
            state: 'complete' as const,
            completedAt: sql`coalesce(${slProgress.completedAt}, ${now.toISOString()}::timestamptz)`,
          }
        : {}),
    })
    .where(eq(slProgress.id, progress.id))
    .returning();
  if (!updated) throw notFound('No such progress record.');
  await progressMoved(tx, progress.statusId, now, completed && progress.state !== 'complete');
  return updated;
}
