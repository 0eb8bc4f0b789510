import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectGroupMembers, type SubmissionRow, submissions } from '../../db/schema';

/** Graded or released: the teacher has assessed it. */
export const GRADED_STATES = ['graded', 'released'] as const;

/** Whether any submission of the item is assessed. */
export async function hasGradedWork(db: Db, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.itemId, itemId), inArray(submissions.state, [...GRADED_STATES])))
    .limit(1);
  return Boolean(row);
}

/** The group a student is in for a project, or null. */
export async function groupIdOf(db: Db, itemId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ groupId: projectGroupMembers.groupId })
    .from(projectGroupMembers)
    .where(and(eq(projectGroupMembers.itemId, itemId), eq(projectGroupMembers.userId, userId)))
    .limit(1);
  return row?.groupId ?? null;
}

/**
 * Whose submission a student works on: for a project their group's (none while they are in no group), otherwise
 * their own.
 */
export async function ownerOf(
  db: Db,
  item: { id: string; kind: string },
  userId: string,
): Promise<{ groupId: string | null } | null> {
  if (item.kind !== 'project') return { groupId: null };
  const groupId = await groupIdOf(db, item.id, userId);
  return groupId ? { groupId } : null;
}

/** The student's (their group's) submission of the item, or null before they start. */
export async function findSubmissionOf(
  db: Db,
  item: { id: string; kind: string },
  userId: string,
): Promise<SubmissionRow | null> {
  const owner = await ownerOf(db, item, userId);
  if (!owner) return null;
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.itemId, item.id),
        owner.groupId
          ? eq(submissions.groupId, owner.groupId)
          : and(eq(submissions.authorId, userId), isNull(submissions.groupId)),
      ),
    )
    .limit(1);
  return row ?? null;
}
