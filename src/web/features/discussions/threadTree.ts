import type { DiscussionComment } from '../../../core/schemas/discussions';

export interface ThreadNode {
  comment: DiscussionComment;
  replies: ThreadNode[];
}

/**
 * The thread as a tree: each comment under the one it answers, in the order given (oldest first). A reply whose
 * comment is not in the list stands at the top, so nothing written is lost from view.
 */
export function threadTree(comments: readonly DiscussionComment[]): ThreadNode[] {
  const nodes = new Map(comments.map((comment) => [comment._id, { comment, replies: [] as ThreadNode[] }]));
  const roots: ThreadNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.comment.parentId ? nodes.get(node.comment.parentId) : undefined;
    (parent ? parent.replies : roots).push(node);
  }
  return roots;
}
