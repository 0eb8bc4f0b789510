import type { UploadMetadata } from '../../../core/schemas/files';
import { files } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { assertCourseworkItem } from './settings';
import { assertMayHandIn, fileAdded, openSubmission } from './submissions';

type ItemUpload = Extract<UploadMetadata, { itemId: string }>;

/** An upload that goes to an assignment, project or lab: a teacher's attachment or work handed in. */
export const isItemUpload = (metadata: UploadMetadata): metadata is ItemUpload =>
  metadata.purpose === 'itemAttachment' || metadata.purpose === 'submission';

/**
 * Refuses an upload to an item before a byte is stored (issue 14): an attachment goes only to an assignment,
 * project or lab; work is handed in only while saveAnswer would take it. `access` is what the purpose's rule
 * (`uploadAccess`) resolved.
 */
export async function assertItemUploadFits(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  uploader: AuthUser,
  metadata: ItemUpload,
  { item }: ItemAccess,
) {
  if (metadata.purpose === 'itemAttachment') assertCourseworkItem(item);
  else await assertMayHandIn(ctx.db, uploader, item, ctx.clock.now());
}

/**
 * Files a whole upload with its item: an attachment beside the item, or work handed in into the uploader's (their
 * group's) submission, made as a draft if need be; handed-in work goes back to a draft. The file keeps the item's
 * course. Answers the new file's id.
 */
export async function fileItemUpload(
  ctx: ServiceContext,
  uploader: AuthUser,
  metadata: ItemUpload,
  { item }: ItemAccess,
  file: Omit<typeof files.$inferInsert, 'purpose' | 'courseId' | 'uploaderId'>,
): Promise<string> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const row = { ...file, purpose: metadata.purpose, courseId: item.courseId, uploaderId: uploader.id };
    if (metadata.purpose === 'itemAttachment') {
      assertCourseworkItem(item);
      const [stored] = await tx
        .insert(files)
        .values({ ...row, itemId: item.id })
        .returning({ id: files.id });
      return stored!.id;
    }
    const submission = await openSubmission(tx, uploader, item, now);
    const [stored] = await tx
      .insert(files)
      .values({ ...row, submissionId: submission.id })
      .returning({ id: files.id });
    await fileAdded(tx, submission, item, now);
    return stored!.id;
  });
}
