import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { Extension, SaveExtension } from '../../../core/schemas/courseworkExtensions';
import type { Db } from '../../db/client';
import {
  type CourseItemRow,
  type CourseworkExtensionRow,
  courseworkExtensions,
  projectGroupMembers,
  projectGroups,
  submissions,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest, notFound } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import { type ItemAccess, memberRole } from '../courses/policy';
import { studentPageOf } from '../courses/studentPage';
import { courseChanged, notify } from '../notifications/notify';
import { personColumns, presentPerson } from '../users/person';
import { assertGroupOf } from './groups';
import { assertCourseworkItem } from './settings';

/** The item's extensions as those who teach it see them: groups first, in the teacher's order, then students by name. */
async function present(db: Db, rows: CourseworkExtensionRow[]): Promise<Extension[]> {
  const personIds = [...new Set(rows.flatMap((r) => [r.userId, r.grantedBy]).filter((id) => id !== null))];
  const groupIds = rows.flatMap((r) => (r.groupId ? [r.groupId] : []));
  // One read after the other: `db` is a transaction after a grant, whose one connection takes a query at a time.
  const people = personIds.length
    ? await db.select(personColumns).from(users).where(inArray(users.id, personIds))
    : [];
  const groups = groupIds.length
    ? await db
        .select({ _id: projectGroups.id, name: projectGroups.name, position: projectGroups.position })
        .from(projectGroups)
        .where(inArray(projectGroups.id, groupIds))
    : [];
  const person = (id: string | null) => {
    const row = people.find((p) => p.id === id);
    return row ? presentPerson(row) : null;
  };
  const groupOf = (id: string | null) => groups.find((g) => g._id === id);
  const presented = rows.map((row) => {
    const group = groupOf(row.groupId);
    return {
      _id: row.id,
      itemId: row.itemId,
      student: person(row.userId),
      group: group ? { _id: group._id, name: group.name } : null,
      dueDate: row.dueAt.toISOString(),
      reason: row.reason,
      grantedBy: person(row.grantedBy),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  const order = (e: Extension) =>
    e.group
      ? `0${String(groupOf(e.group._id)?.position ?? 0).padStart(6, '0')}`
      : `1${e.student?.fullName ?? ''}`;
  return presented.sort((a, b) => order(a).localeCompare(order(b)));
}

/** GET /api/v1/coursework/getExtensionList/{itemId}: every extension of the item, for those who teach it. */
export async function extensionList(db: Db, { item }: ItemAccess): Promise<Extension[]> {
  assertCourseworkItem(item);
  return present(
    db,
    await db.select().from(courseworkExtensions).where(eq(courseworkExtensions.itemId, item.id)),
  );
}

/** Whom an extension is for: a student of the course, or a group of this project (404 otherwise). */
async function holderOf(tx: Tx, item: CourseItemRow, body: SaveExtension) {
  if ((body.studentId === null) === (body.groupId === null))
    throw badRequest('Name the student or the group the extension is for.', {
      studentId: 'Choose one student or one group.',
    });
  if (body.groupId) {
    if (item.kind !== 'project')
      throw badRequest('Only a project has groups: extend the deadline of a student.', {
        groupId: 'Choose a student.',
      });
    await assertGroupOf(tx, item.id, body.groupId);
    return { userId: null, groupId: body.groupId };
  }
  if ((await memberRole(tx, item.courseId, body.studentId!)) !== 'student')
    throw notFound('No such student in this course.');
  return { userId: body.studentId!, groupId: null };
}

/** The students an extension concerns: the student, or the group's members now. */
async function studentsOf(
  tx: Tx,
  row: Pick<CourseworkExtensionRow, 'userId' | 'groupId'>,
): Promise<string[]> {
  if (row.userId) return [row.userId];
  const members = await tx
    .select({ userId: projectGroupMembers.userId })
    .from(projectGroupMembers)
    .where(eq(projectGroupMembers.groupId, row.groupId!));
  return members.map((m) => m.userId);
}

/**
 * Work handed in late that the new deadline covers is on time after all: a teacher who extends a deadline after the
 * hand-in excuses it. Only the work the extension decides (the student's own, or the group's) changes; a removed or
 * shortened extension never makes work late after the fact, as the student was told it was on time.
 */
async function excuseLateWork(tx: Tx, item: CourseItemRow, row: CourseworkExtensionRow) {
  const whose = row.groupId
    ? eq(submissions.groupId, row.groupId)
    : and(eq(submissions.authorId, row.userId!), isNull(submissions.groupId));
  await tx
    .update(submissions)
    .set({ late: false })
    .where(
      and(
        eq(submissions.itemId, item.id),
        whose,
        eq(submissions.late, true),
        lte(submissions.submittedAt, row.dueAt),
      ),
    );
}

async function tellStudents(
  tx: Tx,
  item: CourseItemRow,
  access: ItemAccess,
  recipients: string[],
  title: string,
  sender: string,
) {
  await notify(tx, recipients, {
    type: 'notification',
    title: `${title}: ${item.title}`,
    message: `${ITEM_KIND_DEFINITIONS[item.kind].labels.one} in ${access.course.name}: see your deadline on its page.`,
    link: studentPageOf(item),
    refType: ITEM_KIND_DEFINITIONS[item.kind].typeId,
    refId: item.id,
    courseId: item.courseId,
    senderId: sender,
  });
}

/**
 * POST /api/v1/coursework/saveExtension (issue 37): grants a student, or a project group, a deadline later than the
 * item's own, or changes the one they have; the students it concerns are notified. After it, the item's late
 * policy applies as it would after the item's end.
 */
export async function saveExtension(
  ctx: ServiceContext,
  caller: AuthUser,
  access: ItemAccess,
  body: SaveExtension,
): Promise<Extension> {
  const { item } = access;
  assertCourseworkItem(item);
  const dueAt = new Date(body.dueDate);
  if (dueAt.getTime() <= item.endAt.getTime())
    throw badRequest('An extension moves the deadline later: choose a date after the item’s own deadline.', {
      dueDate: `Choose a date after ${item.endAt.toISOString()}.`,
    });
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const holder = await holderOf(tx, item, body);
    const whose = holder.userId
      ? eq(courseworkExtensions.userId, holder.userId)
      : eq(courseworkExtensions.groupId, holder.groupId!);
    const [existing] = await tx
      .select({ id: courseworkExtensions.id })
      .from(courseworkExtensions)
      .where(and(eq(courseworkExtensions.itemId, item.id), whose))
      .limit(1)
      .for('update');
    const fields = { dueAt, reason: body.reason, grantedBy: caller.id, updatedAt: now };
    const [row] = existing
      ? await tx
          .update(courseworkExtensions)
          .set(fields)
          .where(eq(courseworkExtensions.id, existing.id))
          .returning()
      : await tx
          .insert(courseworkExtensions)
          .values({ itemId: item.id, courseId: item.courseId, ...holder, ...fields, createdAt: now })
          .returning();
    await excuseLateWork(tx, item, row!);
    await tellStudents(
      tx,
      item,
      access,
      await studentsOf(tx, row!),
      existing ? 'Deadline changed' : 'Deadline extended',
      caller.id,
    );
    tx.afterCommit(courseChanged(itemChange(item), now));
    return (await present(tx, [row!]))[0]!;
  });
}

/** POST /api/v1/coursework/removeExtension: the student (the group) is back to the item's own deadline, and told. */
export async function removeExtension(
  ctx: ServiceContext,
  caller: AuthUser,
  access: ItemAccess,
  extensionId: string,
): Promise<void> {
  const { item } = access;
  assertCourseworkItem(item);
  await inTransaction(ctx, async (tx) => {
    const [removed] = await tx
      .delete(courseworkExtensions)
      .where(and(eq(courseworkExtensions.id, extensionId), eq(courseworkExtensions.itemId, item.id)))
      .returning();
    if (!removed) throw notFound('No such extension of this item.');
    await tellStudents(
      tx,
      item,
      access,
      await studentsOf(tx, removed),
      'Deadline extension ended',
      caller.id,
    );
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}
