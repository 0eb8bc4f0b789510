import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChatMessage } from '../../../core/schemas/chat';
import { queryKeys } from '../../api/queryKeys';
import { getChatGroup, getChatList, getChatMessages } from './chatApi';
import { olderCursor, withMessage } from './chatCache';

/** The chat reads of /personalchat, each under the query key that realtime refreshes invalidate (SPEC §4). */

export const useChatList = (courseId: string, userId: string) =>
  useQuery({
    queryKey: queryKeys.chatGroups(courseId, userId),
    queryFn: () => getChatList(courseId, userId),
    select: (reply) => reply.data,
  });

export const useChatGroup = (courseId: string, chatListId: string) =>
  useQuery({
    queryKey: queryKeys.chatGroup(courseId, chatListId),
    queryFn: () => getChatGroup(chatListId),
    select: (reply) => reply.data,
  });

/** Newest page first; `fetchNextPage` loads the next older one. Reading the newest page marks the chat read. */
export const useChatMessages = (courseId: string, chatListId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.chatMessages(courseId, chatListId),
    queryFn: ({ pageParam }) => getChatMessages(courseId, chatListId, pageParam),
    initialPageParam: null as { before: string; beforeId: string } | null,
    getNextPageParam: olderCursor,
  });

type MessagesData = ReturnType<typeof useChatMessages>['data'];

/** Puts a message (new, changed, or a tombstone) into the loaded pages of its chat. */
export function usePutMessage(courseId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (message: ChatMessage) =>
      queryClient.setQueryData<MessagesData>(queryKeys.chatMessages(courseId, message.chatListId), (pages) =>
        withMessage(pages, message),
      ),
    [queryClient, courseId],
  );
}

/** The chat list of the course, again (unread counts and last messages changed). */
export function useRefreshChatList(courseId: string, userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.chatGroups(courseId, userId) }),
    [queryClient, courseId, userId],
  );
}
