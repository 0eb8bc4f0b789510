import { and, asc, eq } from 'drizzle-orm';
import type { ProjectGroup } from '../../../core/schemas/coursework';
import type { Db } from '../../db/client';
import { projectGroupMembers, projectGroups, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { personColumns, presentPerson } from '../users/person';

/** A project's groups in order, each with its members by name. */
export async function loadGroups(db: Db, itemId: string): Promise<ProjectGroup[]> {
  const groups = await db
    .select()
    .from(projectGroups)
    .where(eq(projectGroups.itemId, itemId))
    .orderBy(asc(projectGroups.position), asc(projectGroups.id));
  const members = await db
    .select({ groupId: projectGroupMembers.groupId, member: personColumns })
    .from(projectGroupMembers)
    .innerJoin(users, eq(users.id, projectGroupMembers.userId))
    .where(eq(projectGroupMembers.itemId, itemId))
    .orderBy(asc(users.fullName), asc(users.id));
  return groups.map((group) => ({
    _id: group.id,
    name: group.name,
    members: members.filter((m) => m.groupId === group.id).map((m) => presentPerson(m.member)),
  }));
}

/** 404 unless the group is one of this project's. */
export async function assertGroupOf(db: Db, itemId: string, groupId: string): Promise<void> {
  const [group] = await db
    .select({ id: projectGroups.id })
    .from(projectGroups)
    .where(and(eq(projectGroups.id, groupId), eq(projectGroups.itemId, itemId)))
    .limit(1);
  if (!group) throw notFound('No such group in this project.');
}
