import type { Notification } from '../../../core/schemas/notifications';
import { apiCall } from '../../api/http';

/** The SPEC §7 notification calls, typed. Each throws ApiError on a failure reply. */

/** How many notifications the header menu loads at a time. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const getMyNotifications = (userId: string, offset: number) =>
  apiCall<{ data: Notification[]; total: number; unread: number }>(
    'GET',
    `/api/v1/notification/getMyNotification/${encodeURIComponent(userId)}`,
    { limit: NOTIFICATION_PAGE_SIZE, offset },
  );

/** `flag: false` marks read (SPEC §7); `true` marks unread again. */
export const readNotification = (_id: string, flag: boolean) =>
  apiCall<{ data: Notification; unread: number }>('POST', '/api/v1/notification/readNotification', {
    _id,
    flag,
  });

export const removeNotification = (_id: string) =>
  apiCall<{ unread: number }>('POST', '/api/v1/notification/removeNotification', { _id });

export const readAllNotifications = () =>
  apiCall<{ unread: number }>('POST', '/api/v1/notification/readAll', {});
