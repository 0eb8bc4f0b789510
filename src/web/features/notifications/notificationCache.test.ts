import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../core/schemas/notifications';
import {
  loadedNotifications,
  type NotificationPages,
  totalOf,
  unreadOf,
  withAllRead,
  withFlag,
  withoutNotification,
} from './notificationCache';

const note = (_id: string, flag = true): Notification => ({
  _id,
  type: 'notification',
  title: `Notice ${_id}`,
  message: '',
  link: '',
  refType: 'lecture',
  refId: '',
  courseId: null,
  flag,
  members: [],
  user: { userName: 'System', fullName: 'System', userLogo: '' },
  createdAt: '2026-01-01T00:00:00.000Z',
});

const pages = (...lists: Notification[][]): NotificationPages => ({
  pages: lists.map((data) => ({ data, total: 4, unread: 3 })),
  pageParams: lists.map((_, index) => index * 2),
});

describe('the header menu cache', () => {
  it('lists each loaded notification once, even when a new arrival shifted one into the next page', () => {
    const cache = pages([note('d'), note('c')], [note('c'), note('b')]);
    expect(loadedNotifications(cache).map((n) => n._id)).toEqual(['d', 'c', 'b']);
    expect([unreadOf(cache), totalOf(cache)]).toEqual([3, 4]);
    expect(loadedNotifications(undefined)).toEqual([]);
  });

  it('applies a read, a read-all and a removal the server confirmed', () => {
    const cache = pages([note('d'), note('c')], [note('b', false), note('a')]);
    const read = withFlag(cache, 'c', false, 2);
    expect(loadedNotifications(read).map((n) => n.flag)).toEqual([true, false, false, true]);
    expect(unreadOf(read)).toBe(2);

    const allRead = withAllRead(cache, 0);
    expect(loadedNotifications(allRead).every((n) => !n.flag)).toBe(true);

    const removed = withoutNotification(cache, 'b', 3);
    expect(loadedNotifications(removed).map((n) => n._id)).toEqual(['d', 'c', 'a']);
    expect(totalOf(removed)).toBe(3);
  });
});
