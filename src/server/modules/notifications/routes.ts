import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationCalls as calls } from '../../../core/contracts/notifications';
import type { UnreadCount } from '../../../core/schemas/notifications';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import {
  listMyNotifications,
  readAllNotifications,
  removeNotification,
  setNotificationFlag,
  unreadCount,
} from './service';

/** SPEC §7 notification calls, plus "mark all read", and the realtime method `notification.unreadCount`. */
export async function notificationRoutes(app: FastifyInstance) {
  serve(app, calls.mine, async ({ ctx, caller, query }) => {
    const { data, total, unread } = await listMyNotifications(ctx.db, caller.id, query);
    return ok(data, { total, unread });
  });
  serve(app, calls.read, async ({ ctx, caller, body }) => {
    const { data, unread } = await setNotificationFlag(ctx.db, caller.id, body._id, body.flag);
    return ok(data, { unread }, body.flag ? 'Marked as unread.' : 'Marked as read.');
  });
  serve(app, calls.readAll, async ({ ctx, caller }) => {
    const changed = await readAllNotifications(ctx.db, caller.id);
    const unread = await unreadCount(ctx.db, caller.id);
    return ok(undefined, { unread }, changed ? `${changed} marked as read.` : 'Nothing was unread.');
  });
  serve(app, calls.remove, async ({ ctx, caller, body }) => {
    const { unread } = await removeNotification(ctx.db, caller.id, body._id, ctx.clock.now());
    return ok(undefined, { unread }, 'Notification removed.');
  });

  app.realtime.addMethod('notification.unreadCount', {
    params: z.object({}).strict(),
    run: async ({ ctx, user }): Promise<UnreadCount> => ({ unread: await unreadCount(ctx.db, user.id) }),
  });
}
