import { asc, eq } from 'drizzle-orm';
import type { ProjectGroup } from '../../../core/schemas/coursework';
import type { Db } from '../../db/client';
import { projectGroupMembers, projectGroups, users } from '../../db/schema';
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
