import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHAT_EVENTS } from '../../../core/schemas/chat';
import { queryKeys } from '../../api/queryKeys';
import { useSocketEvent, useSubscription } from '../../api/useSocket';
import { markChatRead } from './chatApi';
import { asChatEvent, asChatListEvent } from './chatEvents';
import { usePutMessage, useRefreshChatList } from './chatQueries';

/**
 * Keeps /personalchat live: joins the open chat's room (so the server knows the reader is there and sends no
 * notification), puts its messages into the page as they come, marks them read while the page is in view, and
 * refreshes the chat list when any chat of the course changes. `onOpenChatGone` runs when the open chat is removed
 * or left (in another tab, say).
 */
export function useChatLive({
  courseId,
  userId,
  chatListId,
  onOpenChatGone,
}: {
  courseId: string;
  userId: string;
  /** The open chat, or null for the list alone. */
  chatListId: string | null;
  onOpenChatGone: (reason: 'removed' | 'left') => void;
}) {
  const queryClient = useQueryClient();
  const putMessage = usePutMessage(courseId);
  const refreshList = useRefreshChatList(courseId, userId);
  const markRead = useMutation({ mutationFn: markChatRead, onSettled: refreshList });

  useSubscription('chat', chatListId ? { chatListId } : null);

  // Messages that came while the page was in the background are read once it is in view again.
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (!chatListId) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') markReadNow(chatListId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [chatListId, markReadNow]);

  useSocketEvent(CHAT_EVENTS.chat, (payload) => {
    const event = asChatEvent(payload);
    if (!event || event.chatListId !== chatListId) return;
    putMessage(event.message);
    const fromOther = event.message.sender?._id !== userId;
    if (event.action === 'created' && fromOther && document.visibilityState === 'visible')
      markReadNow(event.chatListId);
    else void refreshList();
  });

  useSocketEvent(CHAT_EVENTS.chatList, (payload) => {
    const event = asChatListEvent(payload);
    if (!event || event.courseId !== courseId) return;
    const isOpen = event.chatListId === chatListId;
    // The open chat's own messages arrive through its room, which refreshes the list itself.
    if (isOpen && event.action === 'message') return;
    void refreshList();
    if (event.action === 'membersChanged')
      void queryClient.invalidateQueries({
        queryKey: queryKeys.chatGroup(courseId, event.chatListId),
        exact: true,
      });
    if (isOpen && (event.action === 'removed' || event.action === 'left')) onOpenChatGone(event.action);
  });
}
