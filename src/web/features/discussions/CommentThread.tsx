import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DiscussionComment } from '../../../core/schemas/discussions';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, errorMessage } from '../../components/PageStates';
import { RichText } from '../../components/RichText';
import { toast } from '../../components/toast';
import { formatDateTime } from '../courses/itemDates';
import { CommentComposer } from './CommentComposer';
import { useAddComment, useEditComment, useRemoveComment } from './discussionsApi';
import { type ThreadNode, threadTree } from './threadTree';

export interface ThreadPermissions {
  userId: string;
  /** Teaches the course: removes anyone's comment. */
  teaches: boolean;
  /** Null while the caller may write; else why not (the composer says it). */
  closedReason: string | null;
  /** The sitting the caller is in, counted with what they write. */
  attendanceId: string | null;
}

type Editing = { mode: 'reply' | 'edit'; commentId: string } | null;

function authorName(comment: DiscussionComment) {
  return comment.author?.name ?? 'A former member';
}

function CommentCard({
  node,
  discussionId,
  who,
  editing,
  setEditing,
}: {
  node: ThreadNode;
  discussionId: string;
  who: ThreadPermissions;
  editing: Editing;
  setEditing: (editing: Editing) => void;
}) {
  const { comment } = node;
  const add = useAddComment(discussionId);
  const edit = useEditComment(discussionId);
  const remove = useRemoveComment(discussionId);
  const name = authorName(comment);
  const own = comment.author?._id === who.userId;
  const open = who.closedReason === null;
  const here = editing?.commentId === comment._id;

  const askRemove = async () => {
    const answer = await confirm({
      title: 'Remove this comment?',
      message: 'Its text goes; replies to it stay in the thread.',
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code !== 0) return;
    remove.mutate(comment._id, {
      onSuccess: () => toast('The comment is removed.', { tone: 'success' }),
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  };

  return (
    <Stack component="li" gap="xs" style={{ listStyle: 'none' }} aria-label={`Comment by ${name}`}>
      <Paper withBorder p="sm">
        <Group gap="xs" mb={4} wrap="wrap">
          <Text fw={600} size="sm">
            {name}
          </Text>
          {comment.author?.role === 'teacher' && (
            <Badge size="xs" variant="filled" color="indigo.9" tt="none">
              Teacher
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.createdAt)}
            {comment.editedAt ? ' · edited' : ''}
          </Text>
        </Group>
        {comment.removed ? (
          <Text size="sm" c="dimmed" fs="italic">
            This comment was removed.
          </Text>
        ) : here && editing?.mode === 'edit' ? (
          <CommentComposer
            label="Your comment"
            submitLabel="Save the change"
            initial={comment.body}
            onSubmit={(body) =>
              edit.mutateAsync({ commentId: comment._id, body }).then(() => setEditing(null))
            }
            onCancel={() => setEditing(null)}
          />
        ) : (
          <RichText html={comment.body} label={`the comment by ${name}`} />
        )}
        {!comment.removed && !here && (
          <Group gap={4} mt={6}>
            {open && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setEditing({ mode: 'reply', commentId: comment._id })}
                aria-label={`Reply to ${name}`}
              >
                Reply
              </Button>
            )}
            {own && open && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setEditing({ mode: 'edit', commentId: comment._id })}
              >
                Edit
              </Button>
            )}
            {(own || who.teaches) && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red.9"
                c="red.9"
                onClick={() => void askRemove()}
                aria-label={`Remove the comment by ${name}`}
              >
                Remove
              </Button>
            )}
          </Group>
        )}
      </Paper>
      {here && editing?.mode === 'reply' && (
        <CommentComposer
          label={`Your reply to ${name}`}
          submitLabel="Post reply"
          onSubmit={(body) =>
            add
              .mutateAsync({ body, parentId: comment._id, attendanceId: who.attendanceId })
              .then(() => setEditing(null))
          }
          onCancel={() => setEditing(null)}
        />
      )}
      {node.replies.length > 0 && (
        <Stack component="ul" gap="xs" m={0} pl={{ base: 'sm', sm: 'lg' }}>
          {node.replies.map((reply) => (
            <CommentCard
              key={reply.comment._id}
              node={reply}
              discussionId={discussionId}
              who={who}
              editing={editing}
              setEditing={setEditing}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A discussion's thread (SPEC §7 comment alllisting) as a tree of comments and replies, with the composer of a new
 * comment on top: replies, edits of one's own comments and removals in place. The page keeps it current.
 */
export function CommentThread({
  discussionId,
  comments,
  who,
}: {
  discussionId: string;
  comments: readonly DiscussionComment[];
  who: ThreadPermissions;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const add = useAddComment(discussionId);
  const tree = threadTree(comments);
  return (
    <Stack gap="md">
      <CommentComposer
        label="Your comment"
        submitLabel="Post comment"
        closedReason={who.closedReason}
        onSubmit={(body) => add.mutateAsync({ body, attendanceId: who.attendanceId })}
      />
      {tree.length === 0 ? (
        <EmptyState title="No comments yet">
          The comments and replies appear here as they are written.
        </EmptyState>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} aria-label="Comments">
          {tree.map((node) => (
            <CommentCard
              key={node.comment._id}
              node={node}
              discussionId={discussionId}
              who={who}
              editing={editing}
              setEditing={setEditing}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
