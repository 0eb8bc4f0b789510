import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseItems, type DiscussionCommentRow, discussionComments } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import { type ItemAccess, readableItem } from '../courses/policy';

/** A comment with its discussion and the caller's access to it. */
export interface CommentAccess extends ItemAccess {
  comment: DiscussionCommentRow;
}

/**
 * The comment and the caller's access to its discussion: 404 for an unknown comment or one of a removed
 * discussion; the discussion's own refusal (403 outside the course, 404 hidden) otherwise.
 */
async function commentAccess(db: Db, user: AuthUser, commentId: string, now: Date): Promise<CommentAccess> {
  const [found] = await db
    .select({ comment: discussionComments, itemId: courseItems.id })
    .from(discussionComments)
    .innerJoin(courseItems, eq(courseItems.id, discussionComments.discussionId))
    .where(and(eq(discussionComments.id, commentId), isNull(courseItems.removedAt)))
    .limit(1);
  if (!found) throw notFound('No such comment.');
  return { ...(await readableItem(db, user, found.itemId, now)), comment: found.comment };
}

/** A comment the caller may change: their own (the `comment` resource's `edit`, core/contracts/access.ts). */
export async function editableComment(db: Db, user: AuthUser, commentId: string, now: Date) {
  const access = await commentAccess(db, user, commentId, now);
  if (access.comment.authorId !== user.id) throw forbidden('You can only change your own comments.');
  return access;
}

/** A comment the caller may take out of the thread: their own, or any if they teach the course (`remove`). */
export async function removableComment(db: Db, user: AuthUser, commentId: string, now: Date) {
  const access = await commentAccess(db, user, commentId, now);
  if (access.comment.authorId !== user.id && !access.teaches)
    throw forbidden("Only a comment's author or the course's teachers can remove it.");
  return access;
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'comment.edit': Awaited<ReturnType<typeof editableComment>>;
    'comment.remove': Awaited<ReturnType<typeof removableComment>>;
  }
}
