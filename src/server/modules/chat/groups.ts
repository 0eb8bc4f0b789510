import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatGroup, CreateGroup } from '../../../core/schemas/chat';
import type { Db } from '../../db/client';
import { chatGroupMembers, chatGroups, chatMessages, courseMembers } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { recordRemoval } from '../../platform/deletedHistory';
import { badRequest, forbidden, unprocessable } from '../../platform/errors';
import { roomsClose, usersLeave } from '../../platform/liveEvents';
import { chatRoom } from '../../platform/rooms';
import { inTransaction } from '../../platform/transaction';
import { chatListEvent } from './events';
import { presentGroup } from './groupReads';
import {
  activeChatMemberIds,
  type ChatAccess,
  type CourseAccess,
  chatMemberIds,
  isActiveCourseRole,
  isCourseTeacher,
} from './membership';

/** The ids among `userIds` that may chat in the course (members; students only of a course that is not a draft). */
async function chatCapableMembers(db: Db, access: CourseAccess, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: courseMembers.userId, role: courseMembers.role })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, access.course.id), inArray(courseMembers.userId, userIds)));
  return new Set(rows.filter((r) => isActiveCourseRole(r.role, access.course)).map((r) => r.userId));
}

/** POST createGroup: any member of the course starts a named group with other members; the creator is in it. */
export async function createGroup(
  ctx: ServiceContext,
  callerId: string,
  access: CourseAccess,
  body: CreateGroup,
): Promise<ChatGroup> {
  const others = [...new Set(body.memberIds)].filter((id) => id !== callerId);
  if (!others.length)
    throw badRequest('Pick at least one other member.', { memberIds: 'Pick at least one other member.' });
  const capable = await chatCapableMembers(ctx.db, access, others);
  if (capable.size !== others.length)
    throw badRequest('Everyone in a group must be a member of this course.', {
      memberIds: 'Everyone in a group must be a member of this course.',
    });

  const group = await inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(chatGroups)
      .values({ courseId: access.course.id, kind: 'group', name: body.name, createdBy: callerId })
      .returning();
    await tx
      .insert(chatGroupMembers)
      .values([callerId, ...others].map((userId) => ({ groupId: row!.id, userId })));
    tx.afterCommit(
      chatListEvent([callerId, ...others], { action: 'added', courseId: row!.courseId, chatListId: row!.id }),
    );
    return row!;
  });
  return presentGroup(ctx.db, group, callerId);
}

const memberA = alias(chatGroupMembers, 'member_a');
const memberB = alias(chatGroupMembers, 'member_b');

/**
 * POST createPersonal: the one-to-one chat of two members of a course, made once. Asking again (from either side)
 * answers the existing chat; a lock on the pair keeps two simultaneous requests from making two chats.
 */
export async function createPersonal(
  ctx: ServiceContext,
  callerId: string,
  access: CourseAccess,
  userId: string,
): Promise<{ group: ChatGroup; created: boolean }> {
  if (userId === callerId)
    throw badRequest('You cannot start a chat with yourself.', { userId: 'Pick someone else.' });
  const courseId = access.course.id;
  if (!(await chatCapableMembers(ctx.db, access, [userId])).has(userId))
    throw badRequest('This person is not a member of the course.', {
      userId: 'This person is not a member of the course.',
    });

  const pairKey = `chat:personal:${courseId}:${[callerId, userId].sort().join(':')}`;
  const { group, created } = await inTransaction(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${pairKey}, 0))`);
    const [existing] = await tx
      .select({ group: chatGroups })
      .from(chatGroups)
      .innerJoin(memberA, and(eq(memberA.groupId, chatGroups.id), eq(memberA.userId, callerId)))
      .innerJoin(memberB, and(eq(memberB.groupId, chatGroups.id), eq(memberB.userId, userId)))
      .where(
        and(eq(chatGroups.courseId, courseId), eq(chatGroups.kind, 'personal'), isNull(chatGroups.removedAt)),
      )
      .limit(1);
    if (existing) return { group: existing.group, created: false };
    const [row] = await tx
      .insert(chatGroups)
      .values({ courseId, kind: 'personal', createdBy: callerId })
      .returning();
    await tx.insert(chatGroupMembers).values([
      { groupId: row!.id, userId: callerId },
      { groupId: row!.id, userId },
    ]);
    tx.afterCommit(chatListEvent([callerId, userId], { action: 'added', courseId, chatListId: row!.id }));
    return { group: row!, created: true };
  });
  return { group: await presentGroup(ctx.db, group, callerId), created };
}

type GroupRow = typeof chatGroups.$inferSelect;

/** Marks a chat removed and keeps what is needed to restore it in the deleted history (inside the transaction). */
async function removeChat(tx: Db, group: GroupRow, memberIds: string[], removedBy: string, now: Date) {
  const [messages] = await tx
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.groupId, group.id));
  await tx.update(chatGroups).set({ removedAt: now, updatedAt: now }).where(eq(chatGroups.id, group.id));
  await recordRemoval(tx, {
    type: 'chatGroup',
    entityId: group.id,
    name: group.kind === 'group' ? group.name : 'Personal chat',
    deletedBy: removedBy,
    snapshot: { group, memberIds, messageCount: messages?.n ?? 0 },
  });
}

/**
 * POST leaveGroup: a member of the chat leaves a group chat (a personal chat cannot be left), and their sockets its room.
 * When the last member leaves, the group is removed.
 */
export async function leaveGroup(
  ctx: ServiceContext,
  callerId: string,
  { group, course }: ChatAccess,
): Promise<void> {
  if (group.kind === 'personal') throw unprocessable('A personal chat cannot be left.');
  await inTransaction(ctx, async (tx) => {
    await tx
      .delete(chatGroupMembers)
      .where(and(eq(chatGroupMembers.groupId, group.id), eq(chatGroupMembers.userId, callerId)));
    const [left] = await tx
      .select({ n: count() })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.groupId, group.id));
    if (!left?.n) await removeChat(tx, group, [callerId], callerId, ctx.clock.now());
    const remaining = await activeChatMemberIds(tx, group.id, course);
    const changed = { courseId: course.id, chatListId: group.id };
    tx.afterCommit([
      chatListEvent([callerId], { action: 'left', ...changed }),
      chatListEvent(remaining, { action: 'membersChanged', ...changed }),
      left?.n ? usersLeave([callerId], [chatRoom(group.id)]) : roomsClose([chatRoom(group.id)]),
    ]);
  });
}

/**
 * POST removeGroup: the member who started the chat, or a teacher of the course who is in it, removes it; every
 * socket leaves its room.
 */
export async function removeGroup(
  ctx: ServiceContext,
  callerId: string,
  { group, course, courseRole }: ChatAccess,
): Promise<void> {
  if (group.createdBy !== callerId && !isCourseTeacher(courseRole))
    throw forbidden('Only the person who started this chat or a teacher of the course can remove it.');
  await inTransaction(ctx, async (tx) => {
    await removeChat(tx, group, await chatMemberIds(tx, group.id), callerId, ctx.clock.now());
    const memberIds = await activeChatMemberIds(tx, group.id, course);
    tx.afterCommit([
      chatListEvent(memberIds, { action: 'removed', courseId: course.id, chatListId: group.id }),
      roomsClose([chatRoom(group.id)]),
    ]);
  });
}
