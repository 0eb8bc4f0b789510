import { Box, Loader, Paper, Stack, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { CHAT_EVENTS, type LiveChatMessage } from '../../../core/schemas/chat';
import { queryKeys } from '../../api/queryKeys';
import { useSocketEvent, useSubscription } from '../../api/useSocket';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { Composer } from './Composer';
import { deleteLiveMessage, getLiveChat, sendLiveMessage } from './chatApi';
import { olderCursor, oldestFirst, withMessage } from './chatCache';
import { asLiveChatEvent } from './chatEvents';
import { confirmDeleteMessage } from './confirmDeleteMessage';
import { MessageBubble } from './MessageBubble';
import { MessageList } from './MessageList';
import { toastAndRethrow } from './toastAndRethrow';

function useLiveChat(lectureId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.liveChat(lectureId);
  const messages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => getLiveChat(lectureId, pageParam),
    initialPageParam: null as { before: string; beforeId: string } | null,
    getNextPageParam: olderCursor,
  });
  type Data = typeof messages.data;
  const put = useCallback(
    (message: LiveChatMessage) =>
      queryClient.setQueryData<Data>(queryKeys.liveChat(message.lectureId), (pages) =>
        withMessage(pages, message),
      ),
    [queryClient],
  );

  useSubscription('lecture', { lectureId });
  useSocketEvent(CHAT_EVENTS.liveChat, (payload) => {
    const event = asLiveChatEvent(payload);
    if (event?.lectureId === lectureId) put(event.message);
  });
  return { messages, put };
}

/**
 * The chat beside a live lecture (GET /api/v1/livechat/getLiveChat/{id}): everyone in the lecture reads and
 * writes, live through the lecture's room. One's own messages can be deleted; `canModerate` (a teacher of the
 * course) deletes anyone's. The live class pages embed it; it has no route of its own.
 */
export function LiveChatPanel({
  lectureId,
  canModerate = false,
}: {
  lectureId: string;
  canModerate?: boolean;
}) {
  const { userId } = useSession();
  const headingId = useId();
  const { messages, put } = useLiveChat(lectureId);
  const isMine = useCallback((m: { sender: { _id: string } | null }) => m.sender?._id === userId, [userId]);

  const send = useMutation({
    mutationFn: (text: string) => sendLiveMessage(lectureId, text),
    onSuccess: (reply) => put(reply.data),
  });
  const remove = useMutation({
    mutationFn: deleteLiveMessage,
    onSuccess: (reply) => put(reply.data),
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const askDelete = async (message: LiveChatMessage) => {
    if (await confirmDeleteMessage('the lecture')) remove.mutate(message._id);
  };

  return (
    <Paper
      withBorder
      component="section"
      aria-labelledby={headingId}
      h="100%"
      mih={320}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Title
        order={2}
        size="h5"
        id={headingId}
        p="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        Lecture chat
      </Title>
      {messages.isPending ? (
        <Stack align="center" justify="center" style={{ flex: 1 }}>
          <Loader aria-label="Loading the lecture chat" />
        </Stack>
      ) : messages.isError ? (
        <Box p="sm" style={{ flex: 1 }}>
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        </Box>
      ) : (
        <MessageList
          messages={oldestFirst(messages.data)}
          label="Messages in the lecture chat"
          isMine={isMine}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
          empty={
            <EmptyState title="No messages yet">
              Questions and comments during the lecture appear here.
            </EmptyState>
          }
          renderMessage={(message) => {
            const mine = isMine(message);
            return (
              <MessageBubble
                key={message._id}
                message={message}
                mine={mine}
                onDelete={mine || canModerate ? () => void askDelete(message) : undefined}
              />
            );
          }}
        />
      )}
      <Box p="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Composer
          label="Message to the lecture"
          placeholder="Ask or comment"
          sending={send.isPending}
          onSend={(text) => send.mutateAsync(text).catch(toastAndRethrow)}
        />
      </Box>
    </Paper>
  );
}
