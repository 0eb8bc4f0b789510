import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseMembers, projectGroupMembers, projectGroups, submissions, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { loadSettings } from './settings';
import { groupIdOf } from './submissionRows';

interface GroupsBody {
  groups: Array<{ _id?: string; name: string; memberIds: string[] }>;
}

/**
 * The problems of a teacher's groups, in words: unknown students, a student twice. The largest group size limits
 * students who join themselves; the teacher places students as the class needs.
 */
async function groupProblems(db: Db, courseId: string, body: GroupsBody): Promise<string[]> {
  const problems: string[] = [];
  const ids = body.groups.flatMap((g) => g.memberIds);
  const students = ids.length
    ? await db
        .select({ id: users.id, fullName: users.fullName })
        .from(courseMembers)
        .innerJoin(users, eq(users.id, courseMembers.userId))
        .where(
          and(
            eq(courseMembers.courseId, courseId),
            eq(courseMembers.role, 'student'),
            inArray(courseMembers.userId, ids),
          ),
        )
    : [];
  const names = new Map(students.map((s) => [s.id, s.fullName]));
  const unknown = [...new Set(ids.filter((id) => !names.has(id)))];
  if (unknown.length)
    problems.push(
      `${unknown.length === 1 ? 'One member is' : `${unknown.length} members are`} not a student of this course.`,
    );
  const seen = new Map<string, string>();
  for (const group of body.groups)
    for (const id of new Set(group.memberIds)) {
      const first = seen.get(id);
      if (first !== undefined && names.has(id))
        problems.push(
          `${names.get(id)} is in both “${first}” and “${group.name}”; a student is in one group.`,
        );
      seen.set(id, group.name);
    }
  return problems;
}

/**
 * POST /api/v1/project/setGroups: the teacher's groups in full. A group sent with its `_id` keeps its submission; a
 * group left out is removed, unless it has saved work, which is never dropped.
 */
export async function setGroups(ctx: ServiceContext, { item }: ItemAccess, body: GroupsBody): Promise<void> {
  if (item.kind !== 'project')
    throw badRequest('Only a project has groups.', { projectId: 'Choose a project.' });
  await inTransaction(ctx, async (tx) => {
    const problems = await groupProblems(tx, item.courseId, body);
    if (problems.length) throw badRequest(problems.join(' '));
    const existing = await tx
      .select({ id: projectGroups.id, name: projectGroups.name })
      .from(projectGroups)
      .where(eq(projectGroups.itemId, item.id));
    const existingIds = new Set(existing.map((g) => g.id));
    const unknown = body.groups.find((g) => g._id && !existingIds.has(g._id));
    if (unknown) throw badRequest(`The group “${unknown.name}” is not one of this project's groups.`);
    const kept = new Set(body.groups.map((g) => g._id).filter(Boolean));
    const removed = existing.filter((g) => !kept.has(g.id));
    if (removed.length) {
      // Work a group has saved or handed in is never dropped with the group (nothing acknowledged is lost).
      const started = await tx
        .select({ groupId: submissions.groupId })
        .from(submissions)
        .where(
          inArray(
            submissions.groupId,
            removed.map((g) => g.id),
          ),
        );
      const startedGroup = removed.find((g) => started.some((s) => s.groupId === g.id));
      if (startedGroup)
        throw conflict(
          `The group “${startedGroup.name}” has already saved work, so it cannot be removed; you can still change its members.`,
        );
      await tx.delete(projectGroups).where(
        inArray(
          projectGroups.id,
          removed.map((g) => g.id),
        ),
      );
    }
    await tx.delete(projectGroupMembers).where(eq(projectGroupMembers.itemId, item.id));
    for (const [position, group] of body.groups.entries()) {
      let groupId = group._id;
      if (groupId)
        await tx
          .update(projectGroups)
          .set({ name: group.name, position })
          .where(eq(projectGroups.id, groupId));
      else {
        const [row] = await tx
          .insert(projectGroups)
          .values({ itemId: item.id, name: group.name, position })
          .returning({ id: projectGroups.id });
        groupId = row!.id;
      }
      const memberIds = [...new Set(group.memberIds)];
      if (memberIds.length)
        await tx
          .insert(projectGroupMembers)
          .values(memberIds.map((userId) => ({ groupId: groupId!, itemId: item.id, userId })));
    }
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}

/**
 * POST /api/v1/project/joinGroup: a student joins a group themselves, when the project lets students choose, the
 * group has room and they are in no group yet.
 */
export async function joinGroup(
  ctx: ServiceContext,
  caller: AuthUser,
  { item }: ItemAccess,
  groupId: string,
): Promise<void> {
  if (item.kind !== 'project')
    throw badRequest('Only a project has groups.', { projectId: 'Choose a project.' });
  await inTransaction(ctx, async (tx) => {
    const settings = await loadSettings(tx, item.id);
    if (!settings.studentsChooseGroups)
      throw conflict('In this project the teacher forms the groups: ask them to put you in one.');
    const [group] = await tx
      .select()
      .from(projectGroups)
      .where(and(eq(projectGroups.id, groupId), eq(projectGroups.itemId, item.id)))
      .limit(1)
      // Two students taking a group's last place one at a time, so the group never overfills.
      .for('update');
    if (!group) throw notFound('No such group in this project.');
    if (await groupIdOf(tx, item.id, caller.id))
      throw conflict('You are already in a group of this project.');
    const members = await tx
      .select({ userId: projectGroupMembers.userId })
      .from(projectGroupMembers)
      .where(eq(projectGroupMembers.groupId, group.id));
    if (members.length >= settings.maxGroupSize)
      throw conflict(`“${group.name}” is full: choose another group.`);
    await tx.insert(projectGroupMembers).values({ groupId: group.id, itemId: item.id, userId: caller.id });
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}
