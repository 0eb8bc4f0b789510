import { type DiscussionEvent, REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { emitTo, type LiveEvent } from '../../platform/liveEvents';
import { lectureRoom } from '../../platform/rooms';

/**
 * The `discussion` event (issue 16) to the discussion's room (the `lecture` publication with its id): its thread
 * or a participation mark changed. Queue it with `tx.afterCommit`.
 */
export function discussionEvent(
  discussionId: string,
  change: DiscussionEvent['change'],
  about: { commentId?: string; userId?: string } = {},
): LiveEvent {
  const payload: DiscussionEvent = { discussionId, change, ...about };
  return emitTo(lectureRoom(discussionId), REALTIME_EVENTS.discussion, payload);
}
