import { and, eq, isNull } from 'drizzle-orm';
import { access, inOptions } from '../../core/contracts/access';
import { type NOTIFICATION_TEAM_ID, publicationOptions, refreshMessage } from '../../core/schemas/realtime';
import type { Db } from '../db/client';
import { courseMembers, courses } from '../db/schema';
import { notePresence } from '../modules/assessments/focus';
import { courseChanged } from '../modules/notifications/notify';
import {
  chatRoom,
  courseRoom,
  lectureRoom,
  notificationRoom,
  proctorRoom,
  selfLearningRoom,
  sittingRoom,
} from '../platform/rooms';
import type { Publication, PublicationHost } from './definitions';

/**
 * Who may join which room (DESIGN §4), in one place. Areas that need another room add a publication with
 * `app.realtime.addPublication(name, publication)`; a join of any name not registered is refused. When access
 * is lost, the service that took it away queues the room evictions (`usersLeave`, `roomsClose`).
 */

/** A member of a course that has not been removed. */
export async function isCourseMember(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(
      and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId), isNull(courses.removedAt)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * SPEC §7 live notification channel. Joining it delivers the user's own notifications; `data` is a refresh
 * message (SPEC §3 realtime notification event), relayed to the course's room when the sender is a member.
 */
const notificationPublication: Publication<{ teamId: typeof NOTIFICATION_TEAM_ID }> = {
  options: publicationOptions.notification,
  room: (_options, user) => notificationRoom(user.id),
  // A waiting teacher hears of the administrator's decision here.
  access: access.ownAccount('the caller, for their own notifications'),
  async onData({ ctx, user }, _options, data) {
    const parsed = refreshMessage.safeParse(data);
    if (!parsed.success) return { code: 400, msg: 'A refresh message needs courseId and refType.' };
    if (!(await isCourseMember(ctx.db, user.id, parsed.data.courseId))) {
      ctx.log.warn(
        { userId: user.id, courseId: parsed.data.courseId },
        'realtime refresh refused: not a member of the course',
      );
      return { code: 403, msg: 'You can only refresh the courses you belong to.' };
    }
    // A relay of what the client changed elsewhere: nothing is written here, so nothing waits for a commit.
    await ctx.events.send([courseChanged(parsed.data, ctx.clock.now())]);
    return { code: 0, msg: 'Sent.' };
  },
};

const coursePublication: Publication<{ courseId: string }> = {
  options: publicationOptions.course,
  room: ({ courseId }) => courseRoom(courseId),
  access: access.course('attend', inOptions('courseId')),
};

const chatPublication: Publication<{ chatListId: string }> = {
  options: publicationOptions.chat,
  room: ({ chatListId }) => chatRoom(chatListId),
  access: access.chat(inOptions('chatListId')),
};

const lecturePublication: Publication<{ lectureId: string }> = {
  options: publicationOptions.lecture,
  room: ({ lectureId }) => lectureRoom(lectureId),
  access: access.lecture(inOptions('lectureId')),
};

/** A live sitting's roster (issue 15): each student's line as it changes, for those who teach the test or exam. */
const proctorPublication: Publication<{ itemId: string }> = {
  options: publicationOptions.proctor,
  room: ({ itemId }) => proctorRoom(itemId),
  access: access.item('teach', inOptions('itemId'), { roles: ['teacher'] }),
};

/** A self-learning unit's class progress (issue 39): each student's progress as it changes, for its teachers. */
const selfLearningPublication: Publication<{ selflearningId: string }> = {
  options: publicationOptions.selflearning,
  room: ({ selflearningId }) => selfLearningRoom(selflearningId),
  access: access.item('teach', inOptions('selflearningId'), { roles: ['teacher'] }),
};

/**
 * A student's own sitting page of an attempt (issue 37). When the last of their pages leaves the room (the tab
 * closed, the network lost; asked of every instance) the proctor sees them disconnected, and connected again when
 * one joins: the socket client joins again after a reconnect.
 */
const sittingPublication: Publication<{ attemptId: string }> = {
  options: publicationOptions.sitting,
  room: ({ attemptId }) => sittingRoom(attemptId),
  access: access.attempt('sit', inOptions('attemptId'), { roles: ['student'] }),
  onJoined: ({ ctx }, { attemptId }) => notePresence(ctx, attemptId, 'connected'),
  async onLeft({ ctx, socket }, { attemptId }, room) {
    // Only the attempt's student may join: any socket still in the room is one of their pages.
    if ((await socket.nsp.in(room).fetchSockets()).length === 0)
      await notePresence(ctx, attemptId, 'disconnected');
  },
};

export function addBuiltInPublications(realtime: PublicationHost) {
  realtime.addPublication('notification', notificationPublication);
  realtime.addPublication('course', coursePublication);
  realtime.addPublication('chat', chatPublication);
  realtime.addPublication('lecture', lecturePublication);
  realtime.addPublication('proctor', proctorPublication);
  realtime.addPublication('sitting', sittingPublication);
  realtime.addPublication('selflearning', selfLearningPublication);
}
