/**
 * The names and shapes of the realtime protocol without zod, so that the web app's always-loaded code can use them
 * without loading the schemas (realtime.ts re-exports all of it).
 */

/** Events of the protocol: the client emits publish and method; the server pushes notification. */
export const REALTIME_EVENTS = {
  publish: 'publish',
  method: 'method',
  notification: 'notification',
} as const;

/** The team id of the live notification channel (SPEC §7). */
export const NOTIFICATION_TEAM_ID = 'notification';

/** The `{ code, msg }` answer of every publish (through the ack) and the envelope of every method reply. */
export interface RealtimeAck {
  code: number;
  msg: string;
}
export interface MethodReply<T = unknown> extends RealtimeAck {
  data?: T;
}

export interface RealtimeNotificationEvent {
  courseId: string;
  refType: string;
  refId: string;
  flag: boolean;
  type: 'background';
  createdAt: string;
}
