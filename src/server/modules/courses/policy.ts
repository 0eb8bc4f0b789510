import { and, eq, isNull, sql } from 'drizzle-orm';
import { isCourseOpenToStudents } from '../../../core/rules/itemVisibility';
import type { MemberRole } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/preparedPerDatabase';
import { type CourseItemRow, type CourseRow, courseItems, courseMembers, courses } from '../../db/schema';
import { type AuthUser, isAdmin } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import { forInvitedOnly, invitationsAmong, studentSees } from './visibleItems';

/**
 * Who may see and change a course (brief §5): its teachers (owner or co-teacher) change it and see every item;
 * its students read it once it is open to them (not a draft, not a template) and see only the items SPEC §4
 * makes visible; an admin sees and changes everything; anyone else is refused. An unknown or removed course or
 * item is 404.
 */
export interface CourseAccess {
  course: CourseRow;
  /** Whose access it is: the caller, or the member an administrator looks through the eyes of. */
  userId: string;
  /** The caller's place in the course; null for an admin who is not a member. */
  role: MemberRole | null;
  /** Owner, co-teacher or admin: may change the course and sees all its items. */
  teaches: boolean;
}

export interface ItemAccess extends CourseAccess {
  item: CourseItemRow;
}

export async function findCourse(db: Db, courseId: string): Promise<CourseRow> {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.removedAt)))
    .limit(1);
  if (!course) throw notFound('No such course.');
  return course;
}

export async function memberRole(db: Db, courseId: string, userId: string): Promise<MemberRole | null> {
  const [member] = await db
    .select({ role: courseMembers.role })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)))
    .limit(1);
  return member?.role ?? null;
}

/** The caller's access to a course already read, given their role in it (null: not a member). */
export const accessTo = (user: AuthUser, course: CourseRow, role: MemberRole | null): CourseAccess => ({
  course,
  userId: user.id,
  role,
  teaches: role === 'owner' || role === 'teacher' || isAdmin(user),
});

async function courseAccess(db: Db, user: AuthUser, courseId: string): Promise<CourseAccess> {
  const course = await findCourse(db, courseId);
  return accessTo(user, course, await memberRole(db, courseId, user.id));
}

/** A student may read only a course open to students: not a draft, not a template. */
function assertOpenToStudents(course: CourseRow) {
  if (course.isTemplate)
    throw forbidden('This course is a template; students take the courses made from it.');
  if (!isCourseOpenToStudents(course)) throw forbidden('This course is not open to students yet.');
}

/** Members read the course (students only once it is open to them); admins read every course. */
export async function readableCourse(db: Db, user: AuthUser, courseId: string): Promise<CourseAccess> {
  return assertReadable(await courseAccess(db, user, courseId));
}

/** The access, if it lets the caller read the course (as `readableCourse` says); refused otherwise. */
export function assertReadable(access: CourseAccess): CourseAccess {
  if (access.teaches) return access;
  if (access.role !== 'student') throw forbidden('You are not a member of this course.');
  assertOpenToStudents(access.course);
  return access;
}

/**
 * The same access through a student's eyes (a teacher's student view, SPEC §6): refused where a student of the
 * course would be, and seeing only what a student sees.
 */
export function asStudentAccess(access: CourseAccess): CourseAccess {
  assertOpenToStudents(access.course);
  return { ...access, role: 'student', teaches: false };
}

/**
 * The course as one user sees it, for a read the caller makes about them (the course view, getMyConsult,
 * getMemberTeamMeeting): the caller for themself, with `resolved` their own access; an administrator for any member,
 * who gets what that member would get (a student's view shows only what the student sees). Anyone else asking about
 * another user is refused.
 */
export async function accessAsUser(
  db: Db,
  caller: AuthUser,
  resolved: CourseAccess,
  userId: string,
): Promise<CourseAccess> {
  if (userId === caller.id) return resolved;
  if (!isAdmin(caller)) throw forbidden('You can only see what is yours in this course.');
  const role = await memberRole(db, resolved.course.id, userId);
  if (!role) throw notFound('That user is not a member of this course.');
  const access = { course: resolved.course, userId, role, teaches: role !== 'student' };
  return role === 'student' ? asStudentAccess(access) : access;
}

/** The course's owner and co-teachers change it, and admins. */
export async function changeableCourse(db: Db, user: AuthUser, courseId: string): Promise<CourseAccess> {
  return assertTeaches(await courseAccess(db, user, courseId));
}

function assertTeaches<Access extends CourseAccess>(access: Access): Access {
  if (!access.teaches) throw forbidden('Only the teachers of this course can change it.');
  return access;
}

/** Only the owner (or an admin) removes a course. */
export async function ownedCourse(db: Db, user: AuthUser, courseId: string): Promise<CourseAccess> {
  const access = await courseAccess(db, user, courseId);
  if (access.role !== 'owner' && !isAdmin(user))
    throw forbidden('Only the owner of this course can remove it.');
  return access;
}

/**
 * An item with its course and the caller's place in it, in one prepared query: every call on an item asks it first,
 * and three reads in turn were three waits for a pooled connection under an exam's load (issue 40).
 */
const itemWithCourse = preparedPerDatabase((db) =>
  db
    .select({ item: courseItems, course: courses, role: courseMembers.role })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .leftJoin(
      courseMembers,
      and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, sql.placeholder('userId'))),
    )
    .where(and(eq(courseItems.id, sql.placeholder('itemId')), isNull(courseItems.removedAt)))
    .limit(1)
    .prepare('item_with_course'),
);

/** The caller's access to an item's course, with the item; an unknown item, or one of a removed course, is 404. */
async function itemAccess(db: Db, user: AuthUser, itemId: string): Promise<ItemAccess> {
  const [found] = await itemWithCourse(db).execute({ itemId, userId: user.id });
  if (!found) throw notFound('No such item.');
  if (found.course.removedAt) throw notFound('No such course.');
  return { ...accessTo(user, found.course, found.role), item: found.item };
}

/**
 * An item the caller may read. A student asking for an item hidden from them gets 404, exactly as for an item
 * that does not exist, so a hidden test does not reveal itself.
 */
export async function readableItem(db: Db, user: AuthUser, itemId: string, now: Date): Promise<ItemAccess> {
  const access = await itemAccess(db, user, itemId);
  assertReadable(access);
  if ((await itemsSeenBy(db, access, [access.item], now)).length === 0) throw notFound('No such item.');
  return access;
}

export async function changeableItem(db: Db, user: AuthUser, itemId: string): Promise<ItemAccess> {
  return assertTeaches(await itemAccess(db, user, itemId));
}

/**
 * Starts an item's live class (issue 37): those who teach its course, administrators no exception. The class begins
 * when its starter enters its room, and the room is for the course's members, so a start by an outsider would
 * only leave the students waiting.
 */
export async function runnableItem(db: Db, user: AuthUser, itemId: string): Promise<ItemAccess> {
  const access = await changeableItem(db, user, itemId);
  if (access.role !== 'owner' && access.role !== 'teacher')
    throw forbidden(
      'Only the teachers of this course can start its classes: the class begins when they enter it, and its room is for the members of the course.',
    );
  return access;
}

/**
 * What of a course's items the access may see: all for its teachers; for students the SPEC §4 visible ones, of
 * them team meetings only when invited (visibleItems.ts).
 */
export async function itemsSeenBy(
  db: Db,
  access: CourseAccess,
  items: CourseItemRow[],
  now: Date,
): Promise<CourseItemRow[]> {
  if (access.teaches) return items;
  const visible = items.filter((item) => studentSees(item, access.course, now));
  const invited = await invitationsAmong(db, access.userId, visible);
  return visible.filter((item) => !forInvitedOnly(item) || invited.has(item.id));
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'course.attend': Awaited<ReturnType<typeof readableCourse>>;
    'course.teach': Awaited<ReturnType<typeof changeableCourse>>;
    'course.own': Awaited<ReturnType<typeof ownedCourse>>;
    'item.attend': Awaited<ReturnType<typeof readableItem>>;
    'item.teach': Awaited<ReturnType<typeof changeableItem>>;
    'item.run': Awaited<ReturnType<typeof runnableItem>>;
  }
}
