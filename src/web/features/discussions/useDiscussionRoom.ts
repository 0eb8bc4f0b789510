import { useQueryClient } from '@tanstack/react-query';
import { type DiscussionEvent, REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { queryKeys } from '../../api/queryKeys';
import { useSocketEvent, useSubscription } from '../../api/useSocket';

/**
 * Joins the discussion's room (the `lecture` publication, which every item that meets live shares) while the page
 * is open, and reads the discussion again (thread, participation, marks) whenever its `discussion` event says it
 * changed.
 */
export function useDiscussionRoom(discussionId: string) {
  const queryClient = useQueryClient();
  useSubscription('lecture', discussionId ? { lectureId: discussionId } : null);
  useSocketEvent(REALTIME_EVENTS.discussion, (payload) => {
    const event = payload as DiscussionEvent | undefined;
    if (event?.discussionId === discussionId)
      void queryClient.invalidateQueries({ queryKey: queryKeys.discussion(discussionId) });
  });
}
