import type { InfiniteData } from '@tanstack/react-query';
import type { Notification } from '../../../core/schemas/notifications';

/** One page of GET getMyNotification as the header menu keeps it. */
export interface NotificationPage {
  data: Notification[];
  total: number;
  unread: number;
}
export type NotificationPages = InfiniteData<NotificationPage>;

/** The loaded notifications in order, each once (a refetch after a new arrival can shift one into two pages). */
export function loadedNotifications(pages: NotificationPages | undefined): Notification[] {
  const seen = new Set<string>();
  return (pages?.pages ?? []).flatMap((page) =>
    page.data.filter((notification) => !seen.has(notification._id) && seen.add(notification._id)),
  );
}

export const unreadOf = (pages: NotificationPages | undefined) => pages?.pages[0]?.unread ?? 0;
export const totalOf = (pages: NotificationPages | undefined) => pages?.pages[0]?.total ?? 0;

/**
 * The menu after a change the server confirmed, without a refetch: refetching stored offsets after a removal
 * would skip the notification that moved up into the loaded range.
 */
function patch(
  pages: NotificationPages | undefined,
  change: (notification: Notification) => Notification | null,
  counts: { unread: number; totalChange?: number },
): NotificationPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      data: page.data.flatMap((notification) => {
        const changed = change(notification);
        return changed ? [changed] : [];
      }),
      total: page.total + (counts.totalChange ?? 0),
      unread: counts.unread,
    })),
  };
}

export const withFlag = (pages: NotificationPages | undefined, id: string, flag: boolean, unread: number) =>
  patch(pages, (n) => (n._id === id ? { ...n, flag } : n), { unread });

export const withAllRead = (pages: NotificationPages | undefined, unread: number) =>
  patch(pages, (n) => ({ ...n, flag: false }), { unread });

export const withoutNotification = (pages: NotificationPages | undefined, id: string, unread: number) =>
  patch(pages, (n) => (n._id === id ? null : n), { unread, totalChange: -1 });
