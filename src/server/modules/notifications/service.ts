import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Notification } from '../../../core/schemas/notifications';
import type { Db } from '../../db/client';
import { type NotificationRow, notifications, users } from '../../db/schema';
import { recordRemoval } from '../../platform/deletedHistory';
import { notFound } from '../../platform/errors';
import { presentNotification, type Sender } from './presenter';

/** Looks up the senders of some notifications in one query and presents each row. */
export async function presentWithSenders(db: Db, rows: readonly NotificationRow[]): Promise<Notification[]> {
  const senderIds = [...new Set(rows.flatMap((row) => (row.senderId ? [row.senderId] : [])))];
  const senders: Sender[] = senderIds.length
    ? await db
        .select({
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          avatarUrl: users.avatarUrl,
        })
        .from(users)
        .where(inArray(users.id, senderIds))
    : [];
  const byId = new Map(senders.map((sender) => [sender.id, sender]));
  return rows.map((row) => presentNotification(row, row.senderId ? byId.get(row.senderId) : undefined));
}

/** The user's notifications a person sees: not removed, not background (background ones are for the app). */
function inbox(userId: string): SQL {
  return and(
    eq(notifications.userId, userId),
    eq(notifications.type, 'notification'),
    isNull(notifications.removedAt),
  ) as SQL;
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(inbox(userId), eq(notifications.flag, true)));
  return row?.n ?? 0;
}

/** Newest first, a page at a time, with the totals the header menu shows. */
export async function listMyNotifications(db: Db, userId: string, page: { limit: number; offset: number }) {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(inbox(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(inbox(userId)),
    unreadCount(db, userId),
  ]);
  return { data: await presentWithSenders(db, rows), total: total?.n ?? 0, unread };
}

/**
 * Marks one of the user's own notifications read (`flag` false) or unread again (`flag` true). Another user's or
 * an unknown id is 404 alike, so ids reveal nothing.
 */
export async function setNotificationFlag(db: Db, userId: string, id: string, flag: boolean) {
  const [row] = await db
    .update(notifications)
    .set({ flag })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.removedAt)))
    .returning();
  if (!row) throw notFound('No such notification.');
  const [presented] = await presentWithSenders(db, [row]);
  return { data: presented!, unread: await unreadCount(db, userId) };
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function readAllNotifications(db: Db, userId: string): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ flag: false })
    .where(and(inbox(userId), eq(notifications.flag, true)))
    .returning({ id: notifications.id });
  return changed.length;
}

/** Removes one of the user's own notifications: marked removed and written to the deleted history together. */
export async function removeNotification(db: Db, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ removedAt: now })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.removedAt)))
      .returning();
    if (!row) throw notFound('No such notification.');
    await recordRemoval(tx, {
      type: 'notification',
      entityId: row.id,
      name: row.title,
      deletedBy: userId,
      snapshot: { ...row, removedAt: null },
    });
    return { unread: await unreadCount(tx, userId) };
  });
}
