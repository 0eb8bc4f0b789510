import type { Notification } from '../../../core/schemas/notifications';
import type { NotificationRow, UserRow } from '../../db/schema';

export type Sender = Pick<UserRow, 'id' | 'username' | 'fullName' | 'avatarUrl'>;

const SYSTEM_SENDER = { userName: 'System', fullName: 'System', userLogo: '' };

/** The only shape a notification takes on the wire, in lists and on the live channel (SPEC §3). */
export function presentNotification(row: NotificationRow, sender: Sender | undefined): Notification {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    refType: row.refType,
    refId: row.refId,
    courseId: row.courseId,
    flag: row.flag,
    members: row.members,
    user: sender
      ? { userName: sender.username, fullName: sender.fullName, userLogo: sender.avatarUrl }
      : SYSTEM_SENDER,
    createdAt: row.createdAt.toISOString(),
  };
}
