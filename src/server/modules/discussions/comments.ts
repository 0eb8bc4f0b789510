import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import type { DiscussionComment } from '../../../core/schemas/discussions';
import type { Db } from '../../db/client';
import {
  type CourseItemRow,
  courseMembers,
  type DiscussionCommentRow,
  discussionComments,
  users,
} from '../../db/schema';
import { type PersonRow, personColumns } from '../users/person';

type MemberRole = (typeof courseMembers.$inferSelect)['role'];

/** A comment as its thread is read, with its author's name and place in the course. */
export interface CommentRow {
  comment: DiscussionCommentRow;
  author: PersonRow | null;
  role: MemberRole | null;
}

/** The one shape of a comment on the wire: a removed comment keeps its place and loses its text. */
export function presentComment({ comment, author, role }: CommentRow): DiscussionComment {
  const removed = comment.removedAt !== null;
  return {
    _id: comment.id,
    discussionId: comment.discussionId,
    parentId: comment.parentId,
    author: author
      ? {
          _id: author.id,
          name: personName(author),
          role: role === null ? null : role === 'student' ? 'student' : 'teacher',
        }
      : null,
    body: removed ? '' : comment.body,
    createdAt: comment.createdAt.toISOString(),
    editedAt: removed ? null : (comment.editedAt?.toISOString() ?? null),
    removed,
  };
}

function selectComments(db: Db, item: Pick<CourseItemRow, 'courseId'>) {
  return db
    .select({
      comment: discussionComments,
      author: personColumns,
      role: courseMembers.role,
    })
    .from(discussionComments)
    .leftJoin(users, eq(users.id, discussionComments.authorId))
    .leftJoin(
      courseMembers,
      and(eq(courseMembers.courseId, item.courseId), eq(courseMembers.userId, discussionComments.authorId)),
    );
}

/** SPEC §7 GET /api/v1/comment/alllisting/{discussionId}: the whole thread, oldest first. */
export async function listComments(db: Db, item: CourseItemRow): Promise<DiscussionComment[]> {
  const rows = await selectComments(db, item)
    .where(eq(discussionComments.discussionId, item.id))
    .orderBy(asc(discussionComments.createdAt), asc(discussionComments.id));
  return rows.map(presentComment);
}

/** One comment of the discussion as the thread shows it. */
export async function commentOf(db: Db, item: CourseItemRow, commentId: string): Promise<DiscussionComment> {
  const [row] = await selectComments(db, item).where(eq(discussionComments.id, commentId)).limit(1);
  return presentComment(row!);
}

/** How many comments and replies the thread holds, removed ones not counted. */
export async function commentCountOf(db: Db, discussionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discussionComments)
    .where(and(eq(discussionComments.discussionId, discussionId), isNull(discussionComments.removedAt)));
  return row?.n ?? 0;
}
