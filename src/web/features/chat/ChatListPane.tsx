import {
  Badge,
  Box,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { ChatListEntry } from '../../../core/schemas/chat';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { ChatAvatar } from './ChatAvatar';
import { activityLabel, previewLine } from './chatListText';
import { useChatList } from './chatQueries';

function ChatEntry({
  entry,
  courseId,
  myId,
  active,
}: {
  entry: ChatListEntry;
  courseId: string;
  myId: string;
  active: boolean;
}) {
  const unread = entry.unread > 0;
  return (
    <NavLink
      component={Link}
      to={`/personalchat/${courseId}/${entry._id}`}
      active={active}
      aria-current={active ? 'page' : undefined}
      leftSection={
        <ChatAvatar name={entry.name} picture={entry.otherUser?.userLogo} group={entry.kind === 'group'} />
      }
      label={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={unread ? 700 : 500} truncate>
            {entry.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {activityLabel(entry.lastActivityAt, new Date())}
          </Text>
        </Group>
      }
      description={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" truncate fs={entry.lastMessage?.deleted ? 'italic' : undefined}>
            {previewLine(entry, myId)}
          </Text>
          {unread && (
            <Badge size="sm" circle={entry.unread < 10} style={{ flexShrink: 0 }} aria-hidden="true">
              {entry.unread > 99 ? '99+' : entry.unread}
            </Badge>
          )}
          {unread && <VisuallyHidden>{`, ${entry.unread} unread`}</VisuallyHidden>}
        </Group>
      }
      py="xs"
    />
  );
}

/** The chats of the course (groups and personal chats), the most recently active first, with unread badges. */
export function ChatListPane({
  courseId,
  courseName,
  myId,
  openChatId,
  onNewGroup,
  onNewPersonal,
}: {
  courseId: string;
  courseName: string;
  myId: string;
  openChatId: string | null;
  /** Absent while the course's people are loading. */
  onNewGroup?: () => void;
  onNewPersonal?: () => void;
}) {
  const chats = useChatList(courseId, myId);
  return (
    <Stack gap={0} h="100%" mih={0}>
      <Box
        p={{ base: 'xs', sm: 'sm' }}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Title order={2} size="h4">
          Chats
        </Title>
        {courseName && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {courseName}
          </Text>
        )}
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={onNewPersonal} disabled={!onNewPersonal}>
            New personal chat
          </Button>
          <Button size="xs" variant="light" onClick={onNewGroup} disabled={!onNewGroup}>
            New group
          </Button>
        </Group>
      </Box>
      <ScrollArea style={{ flex: 1 }}>
        {chats.isPending ? (
          <Stack gap="xs" p="sm" aria-label="Loading chats">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={48} radius="md" />
            ))}
          </Stack>
        ) : chats.isError ? (
          <Box p="sm">
            <ErrorState
              error={chats.error}
              title="Your chats could not be loaded"
              onRetry={() => void chats.refetch()}
            />
          </Box>
        ) : chats.data.length === 0 ? (
          <EmptyState title="No chats yet">
            Start a personal chat or a group with people of this course.
          </EmptyState>
        ) : (
          <Box component="nav" aria-label="Chats of this course" p={4}>
            {chats.data.map((entry) => (
              <ChatEntry
                key={entry._id}
                entry={entry}
                courseId={courseId}
                myId={myId}
                active={entry._id === openChatId}
              />
            ))}
          </Box>
        )}
      </ScrollArea>
    </Stack>
  );
}
