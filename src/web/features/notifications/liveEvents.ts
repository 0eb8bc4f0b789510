import type { Notification } from '../../../core/schemas/notifications';
import type { RealtimeNotificationEvent } from '../../../core/schemas/realtimeNames';

/**
 * The two things the `notification` event carries (core/schemas/realtime.ts): a stored notification for this user
 * (it has an `_id`), or a course's realtime notification event (type background, no `_id`). Checked by shape, so
 * a malformed event is ignored instead of breaking the page.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function asStoredNotification(payload: unknown): Notification | null {
  if (!isRecord(payload)) return null;
  const { _id, type, title, message, link, refType, courseId, user } = payload;
  if (typeof _id !== 'string' || (type !== 'notification' && type !== 'background')) return null;
  if (typeof title !== 'string' || typeof message !== 'string' || typeof link !== 'string') return null;
  if (typeof refType !== 'string' || (courseId !== null && typeof courseId !== 'string')) return null;
  if (!isRecord(user) || typeof user.userName !== 'string') return null;
  return payload as unknown as Notification;
}

export function asCourseEvent(payload: unknown): RealtimeNotificationEvent | null {
  if (!isRecord(payload) || '_id' in payload) return null;
  if (payload.type !== 'background' || typeof payload.courseId !== 'string') return null;
  if (typeof payload.refType !== 'string') return null;
  return payload as unknown as RealtimeNotificationEvent;
}
