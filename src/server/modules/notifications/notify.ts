import { REALTIME_EVENTS, type RealtimeNotificationEvent } from '../../../core/schemas/realtime';
import type { Db } from '../../db/client';
import { type NotificationRow, notifications } from '../../db/schema';
import { emitTo, type LiveEvent } from '../../platform/liveEvents';
import { courseRoom, notificationRoom } from '../../platform/rooms';
import type { Tx } from '../../platform/transaction';
import { presentWithSenders } from './service';

/** What a service says happened; one notification row is stored for each recipient. */
export interface NotificationInput {
  type: 'notification' | 'background';
  title: string;
  message: string;
  /** The in-app path the notification leads to. */
  link: string;
  refType: string;
  refId: string;
  courseId: string | null;
  /** Who caused it (shown as `user`); null for the system. */
  senderId: string | null;
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement (about 11 per row here). */
const INSERT_BATCH = 1000;

/** One row per recipient, in batches, in the caller's transaction. */
async function storeNotifications(
  tx: Db,
  recipientIds: readonly string[],
  input: NotificationInput,
): Promise<NotificationRow[]> {
  const unique = [...new Set(recipientIds)].filter((id) => id !== input.senderId);
  if (!unique.length) return [];
  // Each row is one recipient's copy, so its SPEC §3 `members` names that recipient only: listing every recipient
  // in every row would grow as the square of a course's size and show each student who else was told.
  const rows: NotificationRow[] = [];
  for (let start = 0; start < unique.length; start += INSERT_BATCH) {
    const batch = unique.slice(start, start + INSERT_BATCH);
    rows.push(
      ...(await tx
        .insert(notifications)
        .values(batch.map((userId) => ({ ...input, userId, members: [{ _id: userId }] })))
        .returning()),
    );
  }
  return rows;
}

/**
 * Stores one notification per recipient in the caller's transaction, so that they commit with the change they
 * report, and queues their live delivery, in the presented shape (SPEC §3), to each recipient's notification
 * channel after the commit. The sender is never told of their own act.
 */
export async function notify(
  tx: Tx,
  recipientIds: readonly string[],
  input: NotificationInput,
): Promise<NotificationRow[]> {
  const rows = await storeNotifications(tx, recipientIds, input);
  const presented = await presentWithSenders(tx, rows);
  tx.afterCommit(
    rows.map((row, index) =>
      emitTo(notificationRoom(row.userId), REALTIME_EVENTS.notification, presented[index]),
    ),
  );
  return rows;
}

/**
 * SPEC §3 realtime notification event to everyone on a course's pages, so that open course views and control
 * panels refresh (SPEC §4). Not stored: it carries no news, only "this changed". Queue it with `tx.afterCommit`.
 */
export function courseChanged(
  change: { courseId: string; refType: string; refId?: string; flag?: boolean },
  at: Date,
): LiveEvent {
  return emitTo(courseRoom(change.courseId), REALTIME_EVENTS.notification, {
    courseId: change.courseId,
    refType: change.refType,
    refId: change.refId ?? '',
    flag: change.flag ?? true,
    type: 'background',
    createdAt: at.toISOString(),
  } satisfies RealtimeNotificationEvent);
}
