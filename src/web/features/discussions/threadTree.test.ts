import { describe, expect, it } from 'vitest';
import type { DiscussionComment } from '../../../core/schemas/discussions';
import { threadTree } from './threadTree';

const comment = (_id: string, parentId: string | null): DiscussionComment => ({
  _id,
  discussionId: 'd',
  parentId,
  author: null,
  body: `<p>${_id}</p>`,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  removed: false,
});

describe('threadTree', () => {
  it('hangs replies under their comment, keeping the order, and keeps a reply without its comment at the top', () => {
    const tree = threadTree([
      comment('a', null),
      comment('b', null),
      comment('a1', 'a'),
      comment('a1x', 'a1'),
      comment('a2', 'a'),
      comment('orphan', 'gone'),
    ]);
    const ids = (nodes: ReturnType<typeof threadTree>): unknown[] =>
      nodes.map((node) => (node.replies.length ? [node.comment._id, ids(node.replies)] : node.comment._id));
    expect(ids(tree)).toEqual([['a', [['a1', ['a1x']], 'a2']], 'b', 'orphan']);
  });
});
