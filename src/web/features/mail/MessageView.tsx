import { Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { personName } from '../../../core/rules/personName';
import type { MailMessage, ShownAddress } from '../../../core/schemas/mail';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { RichText } from '../../components/RichText';
import { toast } from '../../components/toast';
import { formatDateTime } from '../courses/itemDates';
import { FileRow } from '../files/FileRow';
import { addressValue, draftStart, forwardStart, replyStart } from './compose';
import { useMailMessage, useMailMove } from './mailApi';
import { openCompose } from './openCompose';

const namesOf = (message: MailMessage): Record<string, string> =>
  Object.fromEntries([
    [addressValue({ kind: 'user', id: message.sender._id }), personName(message.sender)],
    ...[...message.to, ...message.cc].map((a) => [addressValue(a), a.name]),
  ]);

const listOf = (addresses: ShownAddress[]) => addresses.map((a) => a.name).join(', ');

/** The reading pane: one message whole, with what can be done with it. Opening a received message marks it read. */
export function MessageView({
  messageId,
  myId,
  onGone,
}: {
  messageId: string;
  myId: string;
  onGone: () => void;
}) {
  const query = useMailMessage(messageId);
  const move = useMailMove();
  if (query.isPending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the message">
        <Skeleton height={28} width="60%" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={120} />
      </Stack>
    );
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const message = query.data;
  const received = message.folder === 'inbox' || (message.folder === 'trash' && message.sender._id !== myId);
  const act = (kind: 'trash' | 'restore' | 'remove' | 'markUnread', done: string, leaves: boolean) =>
    move.mutate(
      { move: kind, messageId: message._id },
      {
        onSuccess: () => {
          toast(done, { tone: 'success' });
          if (leaves) onGone();
        },
        onError: (error) => toast(errorMessage(error), { tone: 'error' }),
      },
    );

  return (
    <Stack gap="sm" component="article" aria-labelledby="mail-subject">
      <Title order={2} size="h3" id="mail-subject" style={{ overflowWrap: 'anywhere' }}>
        {message.subject || '(no subject)'}
      </Title>
      <Stack gap={2}>
        <Text size="sm">
          <Text span fw={600}>
            From:
          </Text>{' '}
          {personName(message.sender)}
        </Text>
        {message.to.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              To:
            </Text>{' '}
            {listOf(message.to)}
          </Text>
        )}
        {message.cc.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              Cc:
            </Text>{' '}
            {listOf(message.cc)}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {message.sent ? 'Sent' : 'Draft saved'} {formatDateTime(new Date(message.date))}
        </Text>
      </Stack>
      <Group gap="xs">
        {message.sent ? (
          <>
            <Button
              size="xs"
              onClick={() => openCompose(replyStart(message, myId, false), namesOf(message), 'Reply')}
            >
              Reply
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => openCompose(replyStart(message, myId, true), namesOf(message), 'Reply all')}
            >
              Reply all
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => openCompose(forwardStart(message), namesOf(message), 'Forward')}
            >
              Forward
            </Button>
          </>
        ) : (
          <Button size="xs" onClick={() => openCompose(draftStart(message), namesOf(message), 'Edit draft')}>
            Edit draft
          </Button>
        )}
        {received && message.folder === 'inbox' && (
          <Button size="xs" variant="default" onClick={() => act('markUnread', 'Marked unread.', true)}>
            Mark unread
          </Button>
        )}
        {message.folder === 'trash' ? (
          <>
            <Button
              size="xs"
              variant="default"
              onClick={() => act('restore', 'The message was restored.', true)}
            >
              Restore
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={() => act('remove', 'The message was deleted for good.', true)}
            >
              Delete for good
            </Button>
          </>
        ) : (
          <Button size="xs" variant="default" onClick={() => act('trash', 'Moved to the trash.', true)}>
            Move to trash
          </Button>
        )}
      </Group>
      <Divider />
      {message.body ? (
        <RichText html={message.body} label={`the message ${message.subject}`} />
      ) : (
        <Text c="gray.7">No text.</Text>
      )}
      {message.attachments.length > 0 && (
        <Stack gap={0}>
          <Title order={3} size="h5">
            Attachments
          </Title>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {message.attachments.map((file) => (
              <FileRow key={file._id} file={file} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
