import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
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

/** The groups a student is in now, across these projects (none for an assignment or a lab). */
export async function groupIdsOf(db: Db, userId: string, itemIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ groupId: projectGroupMembers.groupId })
    .from(projectGroupMembers)
    .where(and(eq(projectGroupMembers.userId, userId), inArray(projectGroupMembers.itemId, [...itemIds])));
  return rows.map((row) => row.groupId);
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

/**
 * Whose work a submission is (issue 32), the one rule every student's read of coursework follows: a project group's
 * submission belongs to the group's current members only, whoever started it; any other submission to its author.
 * A student who leaves a group keeps nothing of its work, their own contributions included: they read their new
 * group's work, or none while in no group. Teachers read by teaching the course, not by this rule.
 *
 * `ownWork` is the rule seen from the student (`groupIds`: the groups they are in now), `ownersOf` from the
 * submissions.
 */
export function ownWork(userId: string, groupIds: readonly string[]): SQL {
  const authored = and(isNull(submissions.groupId), eq(submissions.authorId, userId))!;
  return groupIds.length ? or(authored, inArray(submissions.groupId, [...groupIds]))! : authored;
}

/** The students whose work these submissions are (see ownWork): each group's current members, or the author. */
export async function ownersOf(
  db: Db,
  rows: Pick<SubmissionRow, 'authorId' | 'groupId'>[],
): Promise<string[]> {
  const groupIds = rows.flatMap((r) => (r.groupId ? [r.groupId] : []));
  const members = groupIds.length
    ? await db
        .select({ userId: projectGroupMembers.userId })
        .from(projectGroupMembers)
        .where(inArray(projectGroupMembers.groupId, groupIds))
    : [];
  return [...rows.flatMap((r) => (r.groupId ? [] : [r.authorId])), ...members.map((m) => m.userId)];
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
    .where(and(eq(submissions.itemId, item.id), ownWork(userId, owner.groupId ? [owner.groupId] : [])))
    .limit(1);
  return row ?? null;
}

/** Whether the submission is the student's own work (see ownWork). */
export async function isOwnWork(
  db: Db,
  item: { id: string; kind: string },
  submissionId: string,
  userId: string,
): Promise<boolean> {
  return (await findSubmissionOf(db, item, userId))?.id === submissionId;
}
