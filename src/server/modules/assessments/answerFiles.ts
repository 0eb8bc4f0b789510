import { eq } from 'drizzle-orm';
import { itemNoun } from '../../../core/rules/sittingWindow';
import type { UploadMetadata } from '../../../core/schemas/files';
import type { Db } from '../../db/client';
import { attempts, type CourseItemRow, files } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { HANDED_IN, lockOpenAttempt, refuseIfOverdue } from './answers';
import type { AttemptAccess } from './policy';
import { rosterChange } from './roster';
import { loadAssessmentSettings } from './settings';

type AnswerUpload = Extract<UploadMetadata, { purpose: 'assessmentAnswer' }>;

/** An upload of a student's answers to an offline test or exam, as a file (issue 15). */
export const isAnswerUpload = (metadata: UploadMetadata): metadata is AnswerUpload =>
  metadata.purpose === 'assessmentAnswer';

/** 409 unless the item is sat offline and its teacher lets students hand in a file. */
async function assertTakesAFile(db: Db, item: CourseItemRow) {
  const settings = await loadAssessmentSettings(db, item.id);
  if (settings.mode !== 'offline' || !settings.allowAnswerFile)
    throw conflict(`This ${itemNoun(item)} does not take an answer file: type your answers instead.`);
}

/**
 * Refuses an answer file before a byte is stored, and again when the upload ends: only to the caller's own open
 * attempt (`access`, what the purpose's rule resolved), in its time, at an offline test or exam that takes a file.
 */
export async function assertAnswerFileFits(ctx: ServiceContext, { item, attempt }: AttemptAccess) {
  await assertTakesAFile(ctx.db, item);
  await refuseIfOverdue(ctx, attempt, ctx.clock.now());
  if (attempt.state !== 'open') throw conflict(HANDED_IN);
}

/**
 * Files a whole answer upload with the attempt, in one transaction with the attempt locked open: the file keeps the
 * item and its course (so the course's material does not list it, and the files policy reads it as the attempt
 * is read), and replaces the attempt's earlier answer file, which is marked removed. Answers the new file's id.
 */
export async function fileAnswerUpload(
  ctx: ServiceContext,
  uploader: AuthUser,
  { item, attempt }: AttemptAccess,
  file: Omit<typeof files.$inferInsert, 'purpose' | 'courseId' | 'uploaderId'>,
): Promise<string> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const locked = await lockOpenAttempt(tx, attempt.id, now, 'update');
    await assertTakesAFile(tx, item);
    const [stored] = await tx
      .insert(files)
      .values({
        ...file,
        purpose: 'assessmentAnswer',
        courseId: item.courseId,
        itemId: item.id,
        uploaderId: uploader.id,
      })
      .returning({ id: files.id });
    if (locked.answerFileId)
      await tx.update(files).set({ removedAt: now }).where(eq(files.id, locked.answerFileId));
    const [updated] = await tx
      .update(attempts)
      .set({ answerFileId: stored!.id })
      .where(eq(attempts.id, attempt.id))
      .returning();
    tx.afterCommit(rosterChange(updated!));
    return stored!.id;
  });
}
