import { and, eq, isNull } from 'drizzle-orm';
import type { MemberRole } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import { type CourseRow, chatGroupMembers, chatGroups, courseMembers, courses } from '../../db/schema';
import { forbidden, notFound } from '../../platform/errors';

/**
 * Who may use a course's chats: its members, and of its students only those of a course that is not a draft
 * (students do not see draft courses at all). A removed course has no chats.
 */
export function isActiveCourseRole(role: MemberRole | null, course: Pick<CourseRow, 'status'>): boolean {
  return role !== null && (role !== 'student' || course.status !== 'draft');
}

export const isCourseTeacher = (role: MemberRole | null) => role === 'owner' || role === 'teacher';

export interface CourseAccess {
  course: Pick<CourseRow, 'id' | 'name' | 'status'>;
  role: MemberRole;
}

/** The caller's place in a course that may chat: 404 for an unknown or removed course, 403 for outsiders. */
export async function requireCourseChatAccess(
  db: Db,
  courseId: string,
  userId: string,
): Promise<CourseAccess> {
  const [row] = await db
    .select({
      course: { id: courses.id, name: courses.name, status: courses.status },
      role: courseMembers.role,
    })
    .from(courses)
    .leftJoin(courseMembers, and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, userId)))
    .where(and(eq(courses.id, courseId), isNull(courses.removedAt)))
    .limit(1);
  if (!row) throw notFound('No such course.');
  if (!isActiveCourseRole(row.role, row.course))
    throw forbidden('Only members of this course can chat here.');
  return { course: row.course, role: row.role! };
}

export interface ChatAccess {
  group: typeof chatGroups.$inferSelect;
  course: Pick<CourseRow, 'id' | 'name' | 'status'>;
  /** The caller's place in the chat's course. */
  courseRole: MemberRole;
}

async function loadChatAccess(db: Db, chatListId: string, userId: string) {
  const [row] = await db
    .select({
      group: chatGroups,
      course: { id: courses.id, name: courses.name, status: courses.status },
      courseRole: courseMembers.role,
      memberId: chatGroupMembers.userId,
    })
    .from(chatGroups)
    .innerJoin(courses, and(eq(courses.id, chatGroups.courseId), isNull(courses.removedAt)))
    .leftJoin(courseMembers, and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, userId)))
    .leftJoin(
      chatGroupMembers,
      and(eq(chatGroupMembers.groupId, chatGroups.id), eq(chatGroupMembers.userId, userId)),
    )
    .where(and(eq(chatGroups.id, chatListId), isNull(chatGroups.removedAt)))
    .limit(1);
  return row;
}

/**
 * A chat the caller may read and write: 404 when the chat (or its course) is unknown or removed, 403 when the
 * caller is not in the chat or no longer in its course.
 */
export async function requireChatMember(db: Db, chatListId: string, userId: string): Promise<ChatAccess> {
  const row = await loadChatAccess(db, chatListId, userId);
  if (!row) throw notFound('No such chat.');
  if (!row.memberId || !isActiveCourseRole(row.courseRole, row.course))
    throw forbidden('Only members of this chat can do this.');
  return { group: row.group, course: row.course, courseRole: row.courseRole! };
}

/**
 * The members of a chat who may still use it (they still belong to its course): the people a message, a change
 * or a notification is for. Pass the transaction when there is one.
 */
export async function activeChatMemberIds(
  db: Db,
  chatListId: string,
  course: Pick<CourseRow, 'id' | 'status'>,
): Promise<string[]> {
  const rows = await db
    .select({ userId: chatGroupMembers.userId, role: courseMembers.role })
    .from(chatGroupMembers)
    .innerJoin(
      courseMembers,
      and(eq(courseMembers.userId, chatGroupMembers.userId), eq(courseMembers.courseId, course.id)),
    )
    .where(eq(chatGroupMembers.groupId, chatListId));
  return rows.filter((r) => isActiveCourseRole(r.role, course)).map((r) => r.userId);
}

/** The ids of all a chat's members, including any who have left its course (inside a transaction when given one). */
export async function chatMemberIds(db: Db, chatListId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: chatGroupMembers.userId })
    .from(chatGroupMembers)
    .where(eq(chatGroupMembers.groupId, chatListId));
  return rows.map((r) => r.userId);
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'course.chat': Awaited<ReturnType<typeof requireCourseChatAccess>>;
    'chat.member': Awaited<ReturnType<typeof requireChatMember>>;
  }
}
