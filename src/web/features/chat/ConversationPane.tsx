import { ActionIcon, Anchor, Box, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { CHAT_LIST_ONLY, type ChatGroup, type ChatMessage } from '../../../core/schemas/chat';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { ChatAvatar } from './ChatAvatar';
import { Composer } from './Composer';
import { deleteMessage, editMessage, leaveGroup, removeGroup, sendMessage } from './chatApi';
import { oldestFirst } from './chatCache';
import { useChatGroup, useChatMessages, usePutMessage, useRefreshChatList } from './chatQueries';
import { confirmDeleteMessage } from './confirmDeleteMessage';
import { MessageBubble } from './MessageBubble';
import { MessageList } from './MessageList';
import { openMembersList } from './openMembersList';
import { toastAndRethrow } from './toastAndRethrow';

const listPath = (courseId: string) => `/personalchat/${courseId}/${CHAT_LIST_ONLY}`;

function ChatHeader({
  group,
  courseId,
  myId,
  showBack,
}: {
  group: ChatGroup;
  courseId: string;
  myId: string;
  showBack: boolean;
}) {
  const navigate = useNavigate();
  const refreshList = useRefreshChatList(courseId, myId);
  const me = group.members.find((m) => m._id === myId);
  const teaches = me?.courseRole === 'owner' || me?.courseRole === 'teacher';
  const mayRemove = group.createdBy === myId || teaches;
  const other = group.kind === 'personal' ? group.members.find((m) => m._id !== myId) : undefined;
  const done = (message: string) => {
    toast(message, { tone: 'success' });
    void refreshList();
    navigate(listPath(courseId));
  };
  const leave = useMutation({ mutationFn: () => leaveGroup(group._id), onSuccess: (r) => done(r.msg) });
  const remove = useMutation({ mutationFn: () => removeGroup(group._id), onSuccess: (r) => done(r.msg) });

  /** True once the caller chose to leave. */
  const askLeave = async () => {
    const answer = await confirm({
      title: `Leave ${group.name}?`,
      message: 'You will no longer see this group or its messages.',
      confirmLabel: 'Leave group',
      danger: true,
    });
    if (answer.code === 0)
      leave.mutate(undefined, { onError: (error) => toast(errorMessage(error), { tone: 'error' }) });
    return answer.code === 0;
  };
  const askRemove = async () => {
    const answer = await confirm({
      title: `Remove ${group.kind === 'group' ? group.name : 'this chat'}?`,
      message: 'The chat and its messages are removed for everyone in it.',
      confirmLabel: 'Remove chat',
      danger: true,
    });
    if (answer.code === 0)
      remove.mutate(undefined, { onError: (error) => toast(errorMessage(error), { tone: 'error' }) });
  };

  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      p={{ base: 'xs', sm: 'sm' }}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        {showBack && (
          <Anchor component={Link} to={listPath(courseId)} size="sm" aria-label="Back to all chats">
            ← Chats
          </Anchor>
        )}
        <ChatAvatar name={group.name} picture={other?.userLogo} group={group.kind === 'group'} />
        <Box miw={0}>
          <Title order={2} size="h4" lineClamp={1}>
            {group.name}
          </Title>
          <Text size="xs" c="dimmed">
            {group.kind === 'group' ? `${group.members.length} members` : 'Personal chat'}
          </Text>
        </Box>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Chat options"
            loading={leave.isPending || remove.isPending}
          >
            <Text component="span" fw={700} aria-hidden="true">
              ⋯
            </Text>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => openMembersList(group, group.kind === 'group' ? askLeave : undefined)}>
            Members
          </Menu.Item>
          {group.kind === 'group' && (
            <Menu.Item color="red" onClick={() => void askLeave()}>
              Leave group
            </Menu.Item>
          )}
          {mayRemove && (
            <Menu.Item color="red" onClick={() => void askRemove()}>
              Remove chat
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** The open chat: its header, its messages by day, and the composer. */
export function ConversationPane({
  courseId,
  chatListId,
  myId,
  showBack,
}: {
  courseId: string;
  chatListId: string;
  myId: string;
  /** On a phone the list is another screen: offer the way back. */
  showBack: boolean;
}) {
  const group = useChatGroup(courseId, chatListId);
  const messages = useChatMessages(courseId, chatListId);
  const putMessage = usePutMessage(courseId);
  const refreshList = useRefreshChatList(courseId, myId);
  const isMine = useCallback((m: { sender: { _id: string } | null }) => m.sender?._id === myId, [myId]);

  const send = useMutation({
    mutationFn: (text: string) => sendMessage(chatListId, text),
    onSuccess: (reply) => {
      putMessage(reply.data);
      void refreshList();
    },
  });
  const edit = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => editMessage(id, text),
    onSuccess: (reply) => putMessage(reply.data),
  });
  const remove = useMutation({
    mutationFn: deleteMessage,
    onSuccess: (reply) => {
      putMessage(reply.data);
      void refreshList();
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });

  if (group.isPending) {
    return (
      <Stack align="center" justify="center" h="100%">
        <Loader aria-label="Loading the chat" />
      </Stack>
    );
  }
  if (group.isError) {
    return (
      <Stack p="md">
        <ErrorState
          error={group.error}
          title="This chat could not be opened"
          onRetry={() => void group.refetch()}
        />
        <Anchor component={Link} to={listPath(courseId)}>
          Back to all chats
        </Anchor>
      </Stack>
    );
  }

  const teaches = group.data.members.some(
    (m) => m._id === myId && (m.courseRole === 'owner' || m.courseRole === 'teacher'),
  );
  const askDelete = async (message: ChatMessage) => {
    if (await confirmDeleteMessage('the chat')) remove.mutate(message._id);
  };

  return (
    <Stack gap={0} h="100%" mih={0}>
      <ChatHeader group={group.data} courseId={courseId} myId={myId} showBack={showBack} />
      {messages.isError ? (
        <Box p="md" style={{ flex: 1 }}>
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        </Box>
      ) : messages.isPending ? (
        <Stack align="center" justify="center" style={{ flex: 1 }}>
          <Loader aria-label="Loading messages" />
        </Stack>
      ) : (
        <MessageList
          messages={oldestFirst(messages.data)}
          label={`Messages in ${group.data.name}`}
          isMine={isMine}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
          empty={<EmptyState title="No messages yet">Say hello to start the conversation.</EmptyState>}
          renderMessage={(message) => {
            const mine = isMine(message);
            return (
              <MessageBubble
                key={message._id}
                message={message}
                mine={mine}
                onEdit={
                  mine
                    ? (text) => edit.mutateAsync({ id: message._id, text }).catch(toastAndRethrow)
                    : undefined
                }
                onDelete={mine || teaches ? () => void askDelete(message) : undefined}
              />
            );
          }}
        />
      )}
      <Box
        p={{ base: 'xs', sm: 'sm' }}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Composer
          label={`Message to ${group.data.name}`}
          sending={send.isPending}
          onSend={(text) => send.mutateAsync(text).catch(toastAndRethrow)}
        />
      </Box>
    </Stack>
  );
}
