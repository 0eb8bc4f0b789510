import { z } from 'zod';
import { okReply } from './reply';
import { pageQuery } from './users';

/** Who a notification is from: the sender, or `{ userName: 'System' }` when nobody caused it. */
export const notificationSenderSchema = z.object({
  userName: z.string(),
  /** The sender's full name, for display (SPEC §3 names only userName and userLogo). */
  fullName: z.string(),
  userLogo: z.string(),
});

/** SPEC §3 notification as the API and the live channel present it. `flag` true means not read yet. */
export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(['notification', 'background']),
  title: z.string(),
  message: z.string(),
  link: z.string(),
  refType: z.string(),
  refId: z.string(),
  courseId: z.string().nullable(),
  flag: z.boolean(),
  members: z.array(z.object({ _id: z.string() })),
  user: notificationSenderSchema,
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationId = z.string().trim().min(1).max(64);

/** GET /api/v1/notification/getMyNotification/{userId}. */
export const myNotificationParams = z.object({ userId: z.string().min(1).max(64) });
export const myNotificationQuery = pageQuery;

/** POST /api/v1/notification/readNotification: SPEC §7 sends `flag: false` (read); `true` marks it unread again. */
export const readNotificationBody = z.object({ _id: notificationId, flag: z.boolean() });

/** POST /api/v1/notification/readAll takes nothing (an empty object or no body). */
export const readAllBody = z.object({}).strict().optional();

/** POST /api/v1/notification/removeNotification. */
export const removeNotificationBody = z.object({ _id: notificationId });

export const notificationListReply = okReply({
  data: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export const notificationReply = okReply({ data: notificationSchema, unread: z.number().int() });
export const unreadReply = okReply({ unread: z.number().int() });

/** The reply of the realtime method `notification.unreadCount`. */
export interface UnreadCount {
  unread: number;
}
