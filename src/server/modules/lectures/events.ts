import type { ShownDocument } from '../../../core/schemas/lectures';
import { type LectureEvent, REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { emitTo, type LiveEvent } from '../../platform/liveEvents';
import { courseRoom, lectureRoom } from '../../platform/rooms';

/**
 * The `lecture` event (issue 16) to the lecture's room: what changed in which sitting, and whom it is for. A start
 * goes to the course's room as well, so the wait pages move on at once. Queue it with `tx.afterCommit`.
 */
export function lectureEvent(
  sitting: { id: string; lectureId: string },
  change: LectureEvent['change'],
  options: { userId?: string; courseId?: string; document?: ShownDocument | null } = {},
): LiveEvent {
  const rooms = [lectureRoom(sitting.lectureId)];
  if (options.courseId) rooms.push(courseRoom(options.courseId));
  const payload: LectureEvent = {
    lectureId: sitting.lectureId,
    attendanceId: sitting.id,
    change,
    ...(options.userId ? { userId: options.userId } : {}),
    ...(options.document !== undefined ? { document: options.document } : {}),
  };
  return emitTo(rooms, REALTIME_EVENTS.lecture, payload);
}
