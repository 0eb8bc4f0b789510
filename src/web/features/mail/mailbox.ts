import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mailCalls } from '../../../core/contracts/mail';
import { REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';
import { useSocketEvent } from '../../api/useSocket';

/**
 * The mailbox as the frame's menu and the mail page keep it current (issue 34): the unread count and the live
 * refresh. Kept apart from the page's calls (mailApi.ts, mailQueries.ts): the badge brings only this into the
 * frame, and the page's first reads (mailReads.ts) load without waiting for the frame (issue 40).
 */

export const useUnreadMail = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.mailUnread(),
    queryFn: () => call(mailCalls.unreadCount),
    select: (reply) => reply.data.unread,
    enabled,
  });

/** Refreshes the whole mailbox: lists, counts, the unread badge, the open message. */
export function useRefreshMailbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.mailbox() });
}

/** New mail arrives live (`mail` to the user's room): the mailbox and the badge read again. */
export function useLiveMail() {
  const refresh = useRefreshMailbox();
  useSocketEvent(REALTIME_EVENTS.mail, () => void refresh());
}
