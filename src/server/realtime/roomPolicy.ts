import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type NOTIFICATION_TEAM_ID,
  publicationOptions,
  REALTIME_EVENTS,
  type RealtimeNotificationEvent,
  refreshMessage,
} from '../../core/schemas/realtime';
import type { Db } from '../db/client';
import { courseMembers, courses } from '../db/schema';
import { isAdmin } from '../http/policy';
import { isChatMember } from '../modules/chat/membership';
import { canJoinLecture } from '../modules/livechat/access';
import type { Publication } from './definitions';
import { chatRoom, courseRoom, lectureRoom, notificationRoom } from './rooms';

/**
 * Who may join which room (DESIGN §4), in one place. Areas that need another room add a publication with
 * `app.realtime.addPublication(name, publication)`; a join of any name not registered is refused.
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
  mayJoin: async () => true,
  // A waiting teacher hears of the administrator's decision here.
  openBeforeApproval: true,
  async onData({ app, user }, _options, data) {
    const parsed = refreshMessage.safeParse(data);
    if (!parsed.success) return { code: 400, msg: 'A refresh message needs courseId and refType.' };
    const { courseId, refType, refId, flag } = parsed.data;
    if (!(await isCourseMember(app.db, user.id, courseId))) {
      app.log.warn({ userId: user.id, courseId }, 'realtime refresh refused: not a member of the course');
      return { code: 403, msg: 'You can only refresh the courses you belong to.' };
    }
    const event: RealtimeNotificationEvent = {
      courseId,
      refType,
      refId,
      flag,
      type: 'background',
      createdAt: new Date().toISOString(),
    };
    app.realtime.toRoom(courseRoom(courseId), REALTIME_EVENTS.notification, event);
    return { code: 0, msg: 'Sent.' };
  },
};

const coursePublication: Publication<{ courseId: string }> = {
  options: publicationOptions.course,
  room: ({ courseId }) => courseRoom(courseId),
  mayJoin: async ({ app, user }, { courseId }) =>
    isAdmin(user) || (await isCourseMember(app.db, user.id, courseId)),
};

const chatPublication: Publication<{ chatListId: string }> = {
  options: publicationOptions.chat,
  room: ({ chatListId }) => chatRoom(chatListId),
  mayJoin: ({ app, user }, { chatListId }) => isChatMember(app.db, chatListId, user.id),
};

const lecturePublication: Publication<{ lectureId: string }> = {
  options: publicationOptions.lecture,
  room: ({ lectureId }) => lectureRoom(lectureId),
  mayJoin: ({ app, user }, { lectureId }) => canJoinLecture(app.db, lectureId, user.id),
};

export function addBuiltInPublications(app: FastifyInstance) {
  app.realtime.addPublication('notification', notificationPublication);
  app.realtime.addPublication('course', coursePublication);
  app.realtime.addPublication('chat', chatPublication);
  app.realtime.addPublication('lecture', lecturePublication);
}
