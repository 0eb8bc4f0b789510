import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../core/contracts/access';
import {
  myNotificationParams,
  myNotificationQuery,
  notificationListReply,
  notificationReply,
  readAllBody,
  readNotificationBody,
  removeNotificationBody,
  type UnreadCount,
  unreadReply,
} from '../../../core/schemas/notifications';
import { forbidden } from '../../http/errors';
import { signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import {
  listMyNotifications,
  readAllNotifications,
  removeNotification,
  setNotificationFlag,
  unreadCount,
} from './service';

const tags = ['notifications'];

/** SPEC §7 notification calls, plus "mark all read", and the realtime method `notification.unreadCount`. */
export async function notificationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/notification/getMyNotification/:userId',
    {
      config: { access: access.signedIn('own notifications only, admins too') },
      schema: {
        tags,
        params: myNotificationParams,
        querystring: myNotificationQuery,
        response: { 200: notificationListReply },
      },
    },
    async (request) => {
      const caller = signedInUser(request);
      if (request.params.userId !== caller.id) throw forbidden('You can only read your own notifications.');
      const { data, total, unread } = await listMyNotifications(app.db, caller.id, request.query);
      return ok(data, { total, unread });
    },
  );

  app.post(
    '/api/v1/notification/readNotification',
    {
      config: { access: access.signedIn('own notifications only') },
      schema: { tags, body: readNotificationBody, response: { 200: notificationReply } },
    },
    async (request) => {
      const { _id, flag } = request.body;
      const { data, unread } = await setNotificationFlag(app.db, signedInUser(request).id, _id, flag);
      return ok(data, { unread }, flag ? 'Marked as unread.' : 'Marked as read.');
    },
  );

  app.post(
    '/api/v1/notification/readAll',
    {
      config: { access: access.signedIn('own notifications only') },
      schema: { tags, body: readAllBody, response: { 200: unreadReply } },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const changed = await readAllNotifications(app.db, userId);
      const unread = await unreadCount(app.db, userId);
      return ok(undefined, { unread }, changed ? `${changed} marked as read.` : 'Nothing was unread.');
    },
  );

  app.post(
    '/api/v1/notification/removeNotification',
    {
      config: { access: access.signedIn('own notifications only') },
      schema: { tags, body: removeNotificationBody, response: { 200: unreadReply } },
    },
    async (request) => {
      const { unread } = await removeNotification(app.db, signedInUser(request).id, request.body._id);
      return ok(undefined, { unread }, 'Notification removed.');
    },
  );

  app.realtime.addMethod('notification.unreadCount', {
    params: z.object({}).strict(),
    run: async ({ ctx, user }): Promise<UnreadCount> => ({ unread: await unreadCount(ctx.db, user.id) }),
  });
}
