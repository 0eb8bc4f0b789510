import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StudentWork } from '../../../core/rules/workStatus';
import type { Db } from '../../db/client';
import { courseworkSettings, projectGroupMembers, type SubmissionRow, submissions } from '../../db/schema';
import type { WaitingTally } from '../courses/itemWork';
import { DEFAULT_SETTINGS } from './settings';
import { ownWork } from './submissionRows';

const STAGES: Record<SubmissionRow['state'], StudentWork['stage']> = {
  draft: 'started',
  submitted: 'handedIn',
  graded: 'marked',
  released: 'released',
};

/** A student's work on one piece of coursework, and whether it still takes late work after its end. */
export interface SubmissionWork {
  work: StudentWork | null;
  acceptsLate: boolean;
}

/**
 * Issue 37: a student's own (their group's, in a project: submissionRows.ts ownWork) work on each of these
 * assignments, projects and labs, with their late policy, in three queries for the whole list. The mark and the
 * most it could be are read only for released work.
 */
export async function submissionWorkOf(
  db: Db,
  userId: string,
  itemIds: readonly string[],
): Promise<Map<string, SubmissionWork>> {
  if (!itemIds.length) return new Map();
  const ids = [...itemIds];
  const groups = await db
    .select({ groupId: projectGroupMembers.groupId })
    .from(projectGroupMembers)
    .where(and(eq(projectGroupMembers.userId, userId), inArray(projectGroupMembers.itemId, ids)));
  const [rows, settings] = await Promise.all([
    db
      .select({
        itemId: submissions.itemId,
        state: submissions.state,
        late: submissions.late,
        mark: submissions.mark,
      })
      .from(submissions)
      .where(
        and(
          inArray(submissions.itemId, ids),
          ownWork(
            userId,
            groups.map((g) => g.groupId),
          ),
        ),
      ),
    db
      .select({
        itemId: courseworkSettings.itemId,
        maxMark: courseworkSettings.maxMark,
        latePolicy: courseworkSettings.latePolicy,
      })
      .from(courseworkSettings)
      .where(inArray(courseworkSettings.itemId, ids)),
  ]);
  return new Map(
    ids.map((itemId) => {
      const row = rows.find((r) => r.itemId === itemId);
      const setting = settings.find((s) => s.itemId === itemId) ?? DEFAULT_SETTINGS;
      const released = row?.state === 'released';
      const work: StudentWork | null = row
        ? {
            stage: STAGES[row.state],
            late: row.late,
            mark: released ? (row.mark ?? 0) : null,
            max: released ? setting.maxMark : null,
          }
        : null;
      return [itemId, { work, acceptsLate: setting.latePolicy === 'acceptLate' }];
    }),
  );
}

/**
 * Issue 37, for those who teach: per assignment, project or lab, how many pieces of work (one per group in a
 * project) are handed in, how many of them wait for a mark, and when the oldest of those was handed in, counted by
 * the database in one query.
 */
export async function submissionTallies(
  db: Db,
  itemIds: readonly string[],
): Promise<Map<string, WaitingTally>> {
  if (!itemIds.length) return new Map();
  const waiting = sql`${submissions.state} = 'submitted'`;
  const rows = await db
    .select({
      itemId: submissions.itemId,
      handedIn: count(),
      toMark: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      oldestToMarkAt: sql<Date | null>`min(${submissions.submittedAt}) filter (where ${waiting})`.mapWith(
        submissions.submittedAt,
      ),
    })
    .from(submissions)
    .where(and(inArray(submissions.itemId, [...itemIds]), ne(submissions.state, 'draft')))
    .groupBy(submissions.itemId);
  return new Map(rows.map(({ itemId, ...tally }) => [itemId, tally]));
}
