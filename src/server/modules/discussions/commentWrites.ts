import { and, eq, isNull } from 'drizzle-orm';
import type { DiscussionComment } from '../../../core/schemas/discussions';
import { discussionComments, lectureAttendances } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { commentOf } from './comments';
import { assertDiscussion, assertMayPost } from './discussionItem';
import { discussionEvent } from './events';
import type { CommentAccess } from './policy';

interface NewComment {
  parentId?: string | null;
  body: string;
  attendanceId?: string | null;
}

/** The comment a reply answers: one of the same discussion (404 otherwise), still there. */
async function assertParent(tx: Tx, discussionId: string, parentId: string) {
  const [parent] = await tx
    .select({ removedAt: discussionComments.removedAt })
    .from(discussionComments)
    .where(and(eq(discussionComments.id, parentId), eq(discussionComments.discussionId, discussionId)))
    .limit(1);
  if (!parent) throw notFound('No such comment in this discussion to reply to.');
  if (parent.removedAt) throw conflict('That comment was removed: reply to another one.');
}

/**
 * The sitting a comment is written in: a sitting of this discussion (404 otherwise); a comment written after it
 * ended (a page still open on it) is the discussion's, not the sitting's.
 */
async function sittingFor(tx: Tx, discussionId: string, attendanceId: string): Promise<string | null> {
  const [sitting] = await tx
    .select({ endedAt: lectureAttendances.endedAt })
    .from(lectureAttendances)
    .where(and(eq(lectureAttendances.id, attendanceId), eq(lectureAttendances.lectureId, discussionId)))
    .limit(1);
  if (!sitting) throw notFound('No such sitting of this discussion.');
  return sitting.endedAt ? null : attendanceId;
}

/**
 * POST /api/v1/comment/add: a comment on the discussion, or a reply to one of its comments. Students write while
 * its button is enabled, its teachers at any time. The discussion's pages hear of it once it is stored.
 */
export async function addComment(
  ctx: ServiceContext,
  caller: AuthUser,
  { item, teaches }: ItemAccess,
  input: NewComment,
): Promise<DiscussionComment> {
  assertDiscussion(item);
  const now = ctx.clock.now();
  assertMayPost(item, teaches, now);
  return inTransaction(ctx, async (tx) => {
    if (input.parentId) await assertParent(tx, item.id, input.parentId);
    const attendanceId = input.attendanceId ? await sittingFor(tx, item.id, input.attendanceId) : null;
    const [row] = await tx
      .insert(discussionComments)
      .values({
        discussionId: item.id,
        parentId: input.parentId ?? null,
        authorId: caller.id,
        attendanceId,
        body: input.body,
        createdAt: now,
      })
      .returning({ id: discussionComments.id });
    tx.afterCommit(discussionEvent(item.id, 'added', { commentId: row!.id }));
    return commentOf(tx, item, row!.id);
  });
}

/** POST /api/v1/comment/edit: its author changes its text, while they could still write it. */
export async function editComment(
  ctx: ServiceContext,
  { item, teaches, comment }: CommentAccess,
  body: string,
): Promise<DiscussionComment> {
  const now = ctx.clock.now();
  assertMayPost(item, teaches, now);
  return inTransaction(ctx, async (tx) => {
    const [changed] = await tx
      .update(discussionComments)
      .set({ body, editedAt: now })
      .where(and(eq(discussionComments.id, comment.id), isNull(discussionComments.removedAt)))
      .returning({ id: discussionComments.id });
    if (!changed) throw conflict('This comment was removed, so it can no longer be changed.');
    tx.afterCommit(discussionEvent(item.id, 'edited', { commentId: comment.id }));
    return commentOf(tx, item, comment.id);
  });
}

/**
 * POST /api/v1/comment/remove: its author, or those who teach the course, take it out of the thread. It keeps its
 * place (its replies still hang from it) with its text gone.
 */
export async function removeComment(ctx: ServiceContext, { item, comment }: CommentAccess): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    const [removed] = await tx
      .update(discussionComments)
      .set({ removedAt: now })
      .where(and(eq(discussionComments.id, comment.id), isNull(discussionComments.removedAt)))
      .returning({ id: discussionComments.id });
    if (!removed) throw conflict('This comment is already removed.');
    tx.afterCommit(discussionEvent(item.id, 'removed', { commentId: comment.id }));
  });
}
