import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import type { ChatGroup, ChatListEntry, ChatPreview } from '../../../core/schemas/chat';
import type { Db } from '../../db/client';
import { chatGroupMembers, chatGroups, chatMessages, courseMembers, users } from '../../db/schema';
import { requireCourseChatAccess } from './membership';
import { type ChatUserColumns, chatUserColumns, presentChatUser, preview } from './presenter';

type GroupRow = typeof chatGroups.$inferSelect;

/** A personal chat is called after the other person; a group by its name. */
function chatName(group: GroupRow, others: ChatUserColumns[]): string {
  if (group.kind === 'group') return group.name;
  const other = others[0];
  return other ? personName(other) : 'Former member';
}

/** A chat with its members, named as the viewer sees it (GET currentChatGroup, for members of the chat). */
export async function presentGroup(db: Db, group: GroupRow, viewerId: string): Promise<ChatGroup> {
  const rows = await db
    .select({ user: chatUserColumns, courseRole: courseMembers.role })
    .from(chatGroupMembers)
    .innerJoin(users, eq(users.id, chatGroupMembers.userId))
    .leftJoin(
      courseMembers,
      and(eq(courseMembers.userId, chatGroupMembers.userId), eq(courseMembers.courseId, group.courseId)),
    )
    .where(eq(chatGroupMembers.groupId, group.id))
    .orderBy(asc(users.fullName), asc(users.username));
  return {
    _id: group.id,
    courseId: group.courseId,
    kind: group.kind,
    name: chatName(
      group,
      rows.filter((r) => r.user.id !== viewerId).map((r) => r.user),
    ),
    createdBy: group.createdBy,
    createdAt: group.createdAt.toISOString(),
    members: rows.map((r) => ({ ...presentChatUser(r.user), courseRole: r.courseRole })),
  };
}

/**
 * GET chatGroupList/{courseId}/{userId}: the user's chats in a course, the most recently active first, each with
 * its last message and how many messages of others the user has not read (deleted ones do not count). The
 * route's rule has checked that the user is the caller; this checks that they may chat in the course.
 */
export async function listChats(db: Db, courseId: string, userId: string): Promise<ChatListEntry[]> {
  await requireCourseChatAccess(db, courseId, userId);
  const groups = await db
    .select({ group: chatGroups, lastReadAt: chatGroupMembers.lastReadAt })
    .from(chatGroupMembers)
    .innerJoin(chatGroups, eq(chatGroups.id, chatGroupMembers.groupId))
    .where(
      and(
        eq(chatGroupMembers.userId, userId),
        eq(chatGroups.courseId, courseId),
        isNull(chatGroups.removedAt),
      ),
    );
  if (!groups.length) return [];
  const ids = groups.map((g) => g.group.id);

  const [members, lastMessages, unreadCounts] = await Promise.all([
    db
      .select({ groupId: chatGroupMembers.groupId, user: chatUserColumns })
      .from(chatGroupMembers)
      .innerJoin(users, eq(users.id, chatGroupMembers.userId))
      .where(inArray(chatGroupMembers.groupId, ids)),
    db
      .selectDistinctOn([chatMessages.groupId], {
        groupId: chatMessages.groupId,
        text: chatMessages.text,
        sendTime: chatMessages.sendTime,
        deletedAt: chatMessages.deletedAt,
        senderId: chatMessages.senderId,
        senderUsername: users.username,
        senderFullName: users.fullName,
      })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.senderId))
      .where(inArray(chatMessages.groupId, ids))
      .orderBy(chatMessages.groupId, desc(chatMessages.sendTime), desc(chatMessages.id)),
    db
      .select({ groupId: chatMessages.groupId, n: count() })
      .from(chatMessages)
      .innerJoin(
        chatGroupMembers,
        and(eq(chatGroupMembers.groupId, chatMessages.groupId), eq(chatGroupMembers.userId, userId)),
      )
      .where(
        and(
          inArray(chatMessages.groupId, ids),
          gt(chatMessages.sendTime, chatGroupMembers.lastReadAt),
          isNull(chatMessages.deletedAt),
          sql`${chatMessages.senderId} is distinct from ${userId}`,
        ),
      )
      .groupBy(chatMessages.groupId),
  ]);

  const lastByGroup = new Map(lastMessages.map((m) => [m.groupId, m]));
  const unreadByGroup = new Map(unreadCounts.map((u) => [u.groupId, u.n]));
  const entries = groups.map(({ group }): ChatListEntry => {
    const groupMembers = members.filter((m) => m.groupId === group.id).map((m) => m.user);
    const others = groupMembers.filter((m) => m.id !== userId);
    const last = lastByGroup.get(group.id);
    const lastMessage: ChatPreview | null = last
      ? {
          senderId: last.senderId,
          senderName:
            last.senderUsername === null
              ? 'Former member'
              : personName({ username: last.senderUsername, fullName: last.senderFullName }),
          text: last.deletedAt ? '' : preview(last.text),
          deleted: last.deletedAt !== null,
          sendTime: last.sendTime.toISOString(),
        }
      : null;
    return {
      _id: group.id,
      courseId: group.courseId,
      kind: group.kind,
      name: chatName(group, others),
      otherUser: group.kind === 'personal' && others[0] ? presentChatUser(others[0]) : null,
      memberCount: groupMembers.length,
      lastMessage,
      unread: unreadByGroup.get(group.id) ?? 0,
      lastActivityAt: (last?.sendTime ?? group.createdAt).toISOString(),
      createdBy: group.createdBy,
    };
  });
  return entries.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}
