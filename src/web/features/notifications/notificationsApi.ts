import { notificationCalls } from '../../../core/contracts/notifications';
import { call } from '../../api/call';

/** The SPEC §7 notification calls, through their contracts. Each throws ApiError on a failure reply. */

/** How many notifications the header menu loads at a time. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const getMyNotifications = (userId: string, offset: number) =>
  call(notificationCalls.mine, { userId, limit: NOTIFICATION_PAGE_SIZE, offset });

/** `flag: false` marks read (SPEC §7); `true` marks unread again. */
export const readNotification = (_id: string, flag: boolean) => call(notificationCalls.read, { _id, flag });

export const removeNotification = (_id: string) => call(notificationCalls.remove, { _id });

export const readAllNotifications = () => call(notificationCalls.readAll);
