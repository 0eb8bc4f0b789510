import { z } from 'zod';
import { NOTIFICATION_TEAM_ID } from './realtimeNames';
import { refuseUnstorable } from './storable';

export * from './realtimeNames';

/**
 * The realtime protocol of SPEC §7 (DESIGN §4), shared by the socket.io server and the web client.
 *
 * - `socket.emit('publish', PublishPayload, ack?)`: join or leave a publication, or send it data. The server
 *   answers through the ack with `{ code, msg }`: 0 done, 400 malformed (with `fields`), 403 refused or unknown
 *   publication, 429 too many, 500 server failure.
 * - `socket.emit('method', MethodCall)`: the server answers exactly once by emitting the method's own name with a
 *   `MethodReply` (0, 400, 404 unknown method, 429, 500); the client listens once for that name. A call without a
 *   usable name is answered under `method`.
 * - The server pushes `notification` events: a presented notification (SPEC §3) to its recipient, and realtime
 *   notification events (type `background`) to everyone on a course's pages.
 */

const realtimeId = z.string().trim().min(1).max(64);
const publicationName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'Use letters, digits, dots, dashes and underscores.');

/**
 * Anything the client may send as a JSON object, holding only text the database can store; each publication and
 * method validates its own content.
 */
const jsonObject = z.record(z.string(), z.unknown()).superRefine(refuseUnstorable);

export const publishPayload = z
  .object({
    name: publicationName,
    options: jsonObject.default({}),
    join: z.literal(true).optional(),
    leave: z.literal(true).optional(),
    data: jsonObject.optional(),
  })
  .strict()
  .refine((p) => [p.join, p.leave, p.data].filter((part) => part !== undefined).length === 1, {
    message: 'Send exactly one of join, leave or data.',
  });
export type PublishPayload = z.input<typeof publishPayload>;

/** Options of the publications this server knows (the room policy maps each to its room). */
export const publicationOptions = {
  notification: z.object({ teamId: z.literal(NOTIFICATION_TEAM_ID) }).strict(),
  course: z.object({ courseId: realtimeId }).strict(),
  chat: z.object({ chatListId: realtimeId }).strict(),
  lecture: z.object({ lectureId: realtimeId }).strict(),
  /** A live sitting's roster, for those who teach the test or exam (issue 15). */
  proctor: z.object({ itemId: realtimeId }).strict(),
  /** A student's own live sitting page (issue 37): while one is joined, the proctor sees them connected. */
  sitting: z.object({ attemptId: realtimeId }).strict(),
  /** A self-learning unit's class progress, for those who teach it (issue 39). */
  selflearning: z.object({ selflearningId: realtimeId }).strict(),
};

export const methodCall = z
  .object({
    name: publicationName,
    params: jsonObject.default({}),
  })
  .strict();
export type MethodCall = z.input<typeof methodCall>;

/**
 * SPEC §3 realtime notification event: "this changed in course X". The server stamps `type` and `createdAt`
 * itself; a client's refresh message (the `data` of a `notification` publish) carries the rest.
 */
export const refreshMessage = z
  .object({
    courseId: realtimeId,
    refType: z.string().trim().min(1).max(64),
    refId: z.string().max(64).default(''),
    flag: z.boolean().default(true),
  })
  .strict();
