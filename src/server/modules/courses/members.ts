import { and, eq, inArray } from 'drizzle-orm';
import type { MemberReportLine, MemberRole } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import { type CourseRow, courseMembers, type UserRow, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { courseChange } from '../../platform/courseChanges';
import { recordRemoval } from '../../platform/deletedHistory';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import { courseChanged, notify } from '../notifications/notify';
import { type MemberEntry, readMemberEntries } from './memberEntries';
import { type CourseAccess, memberRole } from './policy';

const MAX_ENTRIES = 1000;

const ALREADY: Record<MemberRole, string> = {
  owner: 'Already the owner of this course.',
  teacher: 'Already a co-teacher of this course.',
  student: 'Already a student of this course.',
};

type AddRole = 'student' | 'teacher';

async function usersNamedBy(tx: Db, entries: readonly MemberEntry[]): Promise<UserRow[]> {
  const valuesOf = (kind: 'email' | 'username') =>
    entries.filter((e) => e.identity.kind === kind).map((e) => e.identity.value);
  const [usernames, emails] = [valuesOf('username'), valuesOf('email')];
  // One read after the other: the transaction's one connection takes a query at a time.
  const byUsername = usernames.length
    ? await tx.select().from(users).where(inArray(users.username, usernames))
    : [];
  const byEmail = emails.length ? await tx.select().from(users).where(inArray(users.email, emails)) : [];
  return [...byUsername, ...byEmail];
}

const notFoundReason = (entry: MemberEntry) =>
  entry.identity.kind === 'email' ? 'No account has this email address.' : 'No account has this username.';

/** Why this user cannot join in this role, or null when they can. */
function refusal(user: UserRow, role: AddRole): string | null {
  if (user.disabled) return 'This account is disabled.';
  if (role === 'student' && user.role === 'teacher') return 'A teacher cannot be added as a student.';
  if (role === 'teacher' && user.role === 'student') return 'A student cannot be a co-teacher.';
  return null;
}

async function notifyAdded(tx: Tx, course: CourseRow, userIds: string[], role: AddRole, senderId: string) {
  return notify(tx, userIds, {
    type: 'notification',
    title: `You were added to ${course.name}`,
    message: role === 'student' ? 'You are now a student of this course.' : 'You now teach this course.',
    link: role === 'student' ? `/viewcourse/${course.id}` : `/editcourse/${course.id}`,
    refType: 'course',
    refId: course.id,
    courseId: course.id,
    senderId,
  });
}

/**
 * Adds the users a teacher pasted (usernames or emails) in one role, and reports on every entry: added,
 * already a member (in what role), or failed with a reason the teacher can act on. Each added user is told.
 */
export async function addMembers(
  ctx: ServiceContext,
  caller: AuthUser,
  { course }: CourseAccess,
  body: { role: AddRole; identifiers: string[] },
): Promise<MemberReportLine[]> {
  const entries = readMemberEntries(body.identifiers);
  if (!entries.length)
    throw badRequest('Please check: identifiers.', { identifiers: 'Enter at least one username or email.' });
  if (entries.length > MAX_ENTRIES)
    throw badRequest('Please check: identifiers.', {
      identifiers: `Add at most ${MAX_ENTRIES} people at a time.`,
    });

  return inTransaction(ctx, async (tx) => {
    const found = await usersNamedBy(tx, entries);
    const userFor = (entry: MemberEntry) =>
      found.find((u) => (entry.identity.kind === 'email' ? u.email : u.username) === entry.identity.value);
    const existing = await tx
      .select({ userId: courseMembers.userId, role: courseMembers.role })
      .from(courseMembers)
      .where(
        and(
          eq(courseMembers.courseId, course.id),
          inArray(
            courseMembers.userId,
            found.map((u) => u.id),
          ),
        ),
      );
    const roleOf = new Map(existing.map((m) => [m.userId, m.role]));

    const report: MemberReportLine[] = [];
    const firstLineOf = new Map<string, number>();
    const toAdd: string[] = [];
    for (const entry of entries) {
      const base = { line: entry.line, identifier: entry.identifier };
      const user = userFor(entry);
      const key = user?.id ?? `${entry.identity.kind}:${entry.identity.value}`;
      const seenOn = firstLineOf.get(key);
      if (seenOn !== undefined) {
        report.push({ ...base, status: 'failed', reason: `Listed twice: this person is on line ${seenOn}.` });
        continue;
      }
      firstLineOf.set(key, entry.line);
      const reason = user ? refusal(user, body.role) : notFoundReason(entry);
      if (reason || !user) {
        report.push({ ...base, status: 'failed', reason: reason! });
        continue;
      }
      const current = roleOf.get(user.id);
      if (current) {
        report.push({ ...base, status: 'already', reason: ALREADY[current], userId: user.id });
        continue;
      }
      toAdd.push(user.id);
      report.push({ ...base, status: 'added', userId: user.id });
    }
    if (!toAdd.length) return report;
    await tx
      .insert(courseMembers)
      .values(toAdd.map((userId) => ({ courseId: course.id, userId, role: body.role, addedBy: caller.id })));
    await notifyAdded(tx, course, toAdd, body.role, caller.id);
    tx.afterCommit(courseChanged(courseChange(course.id), ctx.clock.now()));
    return report;
  });
}

/**
 * Takes someone out of the course (never its owner); the deleted history keeps the membership. The course's
 * pages refresh, then everything the membership granted ends (platform/memberships.ts): their places in its
 * classes, then its rooms, so the refresh is the last they hear of it.
 */
export async function removeMember(
  ctx: ServiceContext,
  caller: AuthUser,
  { course }: CourseAccess,
  body: { userId: string },
) {
  await inTransaction(ctx, async (tx) => {
    const role = await memberRole(tx, course.id, body.userId);
    if (!role) throw notFound('That user is not a member of this course.');
    if (role === 'owner') throw unprocessable('The owner cannot be removed from the course.');
    const [member] = await tx
      .delete(courseMembers)
      .where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.userId, body.userId)))
      .returning();
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, body.userId));
    await recordRemoval(tx, {
      type: 'courseMember',
      entityId: body.userId,
      name: `${user?.username ?? body.userId} in ${course.name}`,
      deletedBy: caller.id,
      snapshot: { member },
    });
    tx.afterCommit(courseChanged(courseChange(course.id), ctx.clock.now()));
    await ctx.memberships.ended(tx, { kind: 'course', courseId: course.id, userIds: [body.userId] });
  });
}
