import { MESSAGES } from '../../../core/constants';
import type { AttemptEnding } from '../../../core/schemas/assessments';
import { PROCTOR_REF_TYPE } from '../../../core/schemas/realtimeNames';
import { asCourseEvent, asStoredNotification } from '../notifications/liveEvents';

/**
 * SPEC §4 live test proctoring: a 'background' notification with refType testNexam for the current student and
 * course ends the sitting. The event is only the signal to ask the server: anyone on a course's channel can publish
 * a refresh message, so what the page then shows comes from the attempt the server returns, never from the event.
 */
export function isProctorSignal(payload: unknown, courseId: string): boolean {
  const event = asStoredNotification(payload) ?? asCourseEvent(payload);
  return event?.type === 'background' && event.refType === PROCTOR_REF_TYPE && event.courseId === courseId;
}

/**
 * SPEC §8's message for an attempt the proctor ended: terminated (the flag set: marks up to this point) or
 * disqualified (the flag unset: zero). Null for any other ending.
 */
export function proctorMessage(endedBy: AttemptEnding | null): string | null {
  if (endedBy === 'terminated') return MESSAGES.proctorTerminated;
  if (endedBy === 'disqualified') return MESSAGES.proctorDisqualified;
  return null;
}
