import type { ShownDocument } from './lectures';
/**
 * The names and shapes of the realtime protocol without zod, so that the web app's always-loaded code can use them
 * without loading the schemas (realtime.ts re-exports all of it).
 */

/** Events of the protocol: the client emits publish and method; the server pushes notification. */
export const REALTIME_EVENTS = {
  publish: 'publish',
  method: 'method',
  notification: 'notification',
  /** A line of a live sitting's roster changed (issue 15): pushed to the `proctor` publication's room. */
  proctor: 'proctor',
  /**
   * The student's open attempt at `{ itemId }` changed under them (issue 15: extra time given or taken back while
   * they sit): pushed to their user room; the sitting page reads its attempt again.
   */
  sitting: 'sitting',
  /** A lecture's sitting changed (issue 16): pushed to the lecture's room; see LectureEvent. */
  lecture: 'lecture',
  /** A discussion's thread or assessments changed (issue 16): pushed to its room; see DiscussionEvent. */
  discussion: 'discussion',
  /** Internal mail arrived for the user (issue 34): pushed to their user room; see MailArrivedEvent. */
  mail: 'mail',
  /** A teacher assessed or certified the user's portfolio (issue 35): pushed to the student's user room. */
  portfolio: 'portfolio',
  /**
   * A student's progress in a self-learning unit changed (issue 39): pushed to the `selflearning` publication's room,
   * for those who teach the unit; see SelfLearningEvent.
   */
  selflearning: 'selflearning',
} as const;

/** The team id of the live notification channel (SPEC §7). */
export const NOTIFICATION_TEAM_ID = 'notification';

/** The `{ code, msg }` answer of every publish (through the ack) and the envelope of every method reply. */
export interface RealtimeAck {
  code: number;
  msg: string;
  /** A join's answer: what the room was sent lately, for the page to catch up on what it may have missed. */
  recent?: RoomRecall;
}

/**
 * What a room was sent lately (issue 40). A page reads its data, then joins its room; what the room was sent in
 * between, or while the connection was down, would be lost, since live delivery is at most once. The joiner hands
 * on the events that came after it began to read. Times are spans measured by the server as it answers, so the
 * two clocks never meet.
 */
export interface RoomRecall {
  /** How far back the server remembers this room: the events of this span are all here. */
  horizonMs: number;
  /** Oldest first. */
  events: { agoMs: number; event: string; payload: unknown }[];
}
export interface MethodReply<T = unknown> extends RealtimeAck {
  data?: T;
}

/**
 * What the `proctor` event carries: the test or exam, and the attempt whose roster line changed. Only which line:
 * the proctor's page reads the roster again, at most once a second, so a thousand students answering cost each
 * save no query and the proctor one read a second.
 */
export interface ProctorEvent {
  itemId: string;
  attemptId: string;
}

/** SPEC §4 live test proctoring: the refType of the background notification that submits a student's attempt. */
export const PROCTOR_REF_TYPE = 'testNexam';

export interface RealtimeNotificationEvent {
  courseId: string;
  refType: string;
  refId: string;
  flag: boolean;
  type: 'background';
  createdAt: string;
}

/**
 * What the `lecture` event carries: which sitting changed and how. `opening` (the teacher started it and is getting
 * ready), `started` (a teacher entered: students go in) and `ended` also go to the course's room, so the wait pages
 * move on at once. The pages read the sitting again, but for `document`, which carries it; `mute`,
 * `remove` and `spotlight` name whom they are for; `document` says the shown document, its page or its zoom changed.
 */
export interface LectureEvent {
  lectureId: string;
  attendanceId: string;
  change:
    | 'opening'
    | 'started'
    | 'joined'
    | 'left'
    | 'hand'
    | 'ended'
    | 'mute'
    | 'muteAll'
    | 'removed'
    | 'spotlight'
    | 'document';
  userId?: string;
  /**
   * With `document`: what the class is shown now, so that every viewer follows at once without reading the sitting
   * again (a class of hundreds would otherwise each read every line of it).
   */
  document?: ShownDocument | null;
}

/**
 * What the `discussion` event carries: which discussion changed and how. The pages read the thread (or the
 * participation) again; `commentId` names the comment, `userId` the student assessed.
 */
export interface DiscussionEvent {
  discussionId: string;
  change: 'added' | 'edited' | 'removed' | 'assessed';
  commentId?: string;
  userId?: string;
}

/**
 * What the `selflearning` event carries: the unit, and whose progress changed. The class progress page reads its
 * rows again.
 */
export interface SelfLearningEvent {
  selflearningId: string;
  userId: string;
  statusId: string;
}
