import { type LectureEvent, REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { useSocketEvent } from '../../api/useSocket';

/** Calls `handler` for every `lecture` event about this lecture that reaches the page's rooms. */
export function useLectureEvents(lectureId: string, handler: (event: LectureEvent) => void) {
  useSocketEvent(REALTIME_EVENTS.lecture, (payload) => {
    const event = payload as LectureEvent | undefined;
    if (event?.lectureId === lectureId) handler(event);
  });
}
