import { and, eq, isNull } from 'drizzle-orm';
import { submissionWindow } from '../../../core/rules/submissionWindow';
import type { Submission } from '../../../core/schemas/coursework';
import type { Db } from '../../db/client';
import { type CourseItemRow, courseItems, files, type SubmissionRow, submissions } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { recordHandIn } from '../handIns/recordHandIn';
import { courseChanged } from '../notifications/notify';
import type { FileAccess } from '../storedFiles/fileAccess';
import { deadlineOf } from './deadlines';
import { presentSubmission, studentSeesAssessment } from './presenter';
import { assertCourseworkItem, loadSettings } from './settings';
import { findSubmissionOf, isOwnWork, ownerOf } from './submissionRows';

/** The student's submission as they see it: the assessment only once released. */
async function presentOwn(db: Db, row: SubmissionRow, item: CourseItemRow): Promise<Submission> {
  const settings = await loadSettings(db, item.id);
  return presentSubmission(db, row, item, settings, studentSeesAssessment(row));
}

/**
 * Whether a student may change their (their group's) work now (issue 14): closed once graded, and after the
 * deadline when late work is refused; in a project the student must be in a group. The deadline is the student's
 * own (an extension moves it, issue 37: deadlines.ts). Answers whose it is and the submission they have, if any.
 */
async function mayChange(db: Db, caller: AuthUser, item: CourseItemRow, now: Date) {
  assertCourseworkItem(item);
  const owner = await ownerOf(db, item, caller.id);
  if (!owner) throw conflict('Join a group first: a project is handed in by its group.');
  const existing = await findSubmissionOf(db, item, caller.id);
  const settings = await loadSettings(db, item.id);
  const { dueAt } = await deadlineOf(db, caller.id, item);
  const window = submissionWindow({
    now,
    endAt: dueAt,
    latePolicy: settings.latePolicy,
    state: existing?.state ?? null,
  });
  if (!window.open) throw conflict(window.reason);
  return { owner, existing };
}

/** Refuses, as saveAnswer would, a file a student may not add to their work now (checked when an upload starts). */
export async function assertMayHandIn(db: Db, caller: AuthUser, item: CourseItemRow, now: Date) {
  await mayChange(db, caller, item, now);
}

/**
 * The submission a student may change now, made as a draft if they have none. A change to handed-in work turns it
 * back to a draft, which the student hands in again ("resubmit until graded").
 */
export async function openSubmission(
  tx: Tx,
  caller: AuthUser,
  item: CourseItemRow,
  now: Date,
): Promise<SubmissionRow> {
  const { owner, existing } = await mayChange(tx, caller, item, now);
  if (existing) return existing;
  const [created] = await tx
    .insert(submissions)
    .values({ itemId: item.id, authorId: caller.id, groupId: owner.groupId, createdAt: now, updatedAt: now })
    .returning();
  return created!;
}

/**
 * Marks a change to the submission: back to a draft, to be handed in again. A draft concerns only its writers; the
 * course's pages hear of it only when handed-in work leaves the teachers' list of work to grade.
 */
async function changed(
  tx: Tx,
  row: SubmissionRow,
  item: CourseItemRow,
  now: Date,
  fields: Partial<SubmissionRow> = {},
) {
  const [updated] = await tx
    .update(submissions)
    .set({ ...fields, state: 'draft', submittedAt: null, late: false, updatedAt: now })
    .where(eq(submissions.id, row.id))
    .returning();
  if (row.state === 'submitted') tx.afterCommit(courseChanged(itemChange(item), now));
  return updated!;
}

/**
 * Refuses a save written over an older version of the work than the one stored (`basedOn`, the version the writer
 * read): a project group's members write the same work, and one must not replace another's unseen. The stored row
 * is locked while it is compared and written.
 */
async function assertWrittenOverLatest(
  tx: Tx,
  caller: AuthUser,
  item: CourseItemRow,
  basedOn: string | null,
) {
  const current = await findSubmissionOf(tx, item, caller.id);
  const [latest] = current
    ? await tx
        .select({ updatedAt: submissions.updatedAt })
        .from(submissions)
        .where(eq(submissions.id, current.id))
        .for('update')
    : [];
  if ((latest?.updatedAt.toISOString() ?? null) !== basedOn)
    throw conflict(
      'This work has changed since you opened it (another member of your group, or another window, saved it). Your text is still on the page: the latest version is shown above it, and saving again replaces it.',
    );
}

/**
 * POST /api/v1/submission/saveAnswer: writes the student's (their group's) answer; the submission is a draft. With
 * `basedOn`, only over the version the writer read.
 */
export async function saveAnswer(
  ctx: ServiceContext,
  caller: AuthUser,
  { item }: ItemAccess,
  answer: string,
  basedOn?: string | null,
): Promise<Submission> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    if (basedOn !== undefined) await assertWrittenOverLatest(tx, caller, item, basedOn);
    const row = await changed(tx, await openSubmission(tx, caller, item, now), item, now, { answer });
    return presentOwn(tx, row, item);
  });
}

/**
 * POST /api/v1/submission/submit: hands the work in; it needs an answer or a file. Late when past the student's
 * deadline (the item's end, or their extension).
 * Work already handed in is not handed in again unchanged: that would only move its time, and could make work
 * given on time late (a group's second member, or a second click). The course's teachers hear of it in a batch
 * (modules/handIns).
 */
export async function submit(
  ctx: ServiceContext,
  caller: AuthUser,
  { item }: ItemAccess,
): Promise<Submission> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const row = await openSubmission(tx, caller, item, now);
    if (row.state === 'submitted')
      throw conflict('This work is already handed in. Change it to hand in a new version.');
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.submissionId, row.id), isNull(files.removedAt)))
      .limit(1);
    if (!row.answer.trim() && !file)
      throw badRequest('Write an answer or attach a file before you hand your work in.');
    const { dueAt } = await deadlineOf(tx, caller.id, item);
    const late = now.getTime() > dueAt.getTime();
    const [submitted] = await tx
      .update(submissions)
      .set({ state: 'submitted', submittedAt: now, late, updatedAt: now })
      .where(eq(submissions.id, row.id))
      .returning();
    await recordHandIn(tx, { itemId: item.id, workerId: submitted!.groupId ?? submitted!.authorId, at: now });
    tx.afterCommit(courseChanged(itemChange(item), now));
    return presentOwn(tx, submitted!, item);
  });
}

/** A file has been added to the submission: handed-in work goes back to a draft. */
export async function fileAdded(tx: Tx, row: SubmissionRow, item: CourseItemRow, now: Date): Promise<void> {
  await changed(tx, row, item, now);
}

/**
 * POST /api/v1/submission/removeFile: the author or their group takes a file out of their work while it is not
 * graded (nor, when late work is refused, past the deadline); handed-in work goes back to a draft.
 */
export async function removeSubmissionFile(
  ctx: ServiceContext,
  caller: AuthUser,
  { file }: Pick<FileAccess, 'file'>,
): Promise<Submission> {
  if (!file.submissionId || file.itemId)
    throw badRequest('This file is not part of work handed in.', { fileId: 'Choose a file of your work.' });
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [found] = await tx
      .select({ submission: submissions, item: courseItems })
      .from(submissions)
      .innerJoin(courseItems, eq(courseItems.id, submissions.itemId))
      .where(eq(submissions.id, file.submissionId!))
      .limit(1);
    if (!found) throw notFound('No such file.');
    const { item } = found;
    if (!(await isOwnWork(tx, item, found.submission.id, caller.id)))
      throw forbidden("This is another student's work.");
    const row = await openSubmission(tx, caller, item, now);
    await tx.update(files).set({ removedAt: now }).where(eq(files.id, file.id));
    return presentOwn(tx, await changed(tx, row, item, now), item);
  });
}
