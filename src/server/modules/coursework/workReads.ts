import { and, count, inArray, ne, sql } from 'drizzle-orm';
import type { StudentDeadline } from '../../../core/rules/courseworkDeadline';
import type { StudentWork } from '../../../core/rules/workStatus';
import type { Db } from '../../db/client';
import { type CourseItemRow, courseworkSettings, type SubmissionRow, submissions } from '../../db/schema';
import type { WaitingTally } from '../courses/itemWork';
import { deadlinesOf } from './deadlines';
import { DEFAULT_SETTINGS } from './settings';
import { groupIdsOf, ownWork } from './submissionRows';

const STAGES: Record<SubmissionRow['state'], StudentWork['stage']> = {
  draft: 'started',
  submitted: 'handedIn',
  graded: 'marked',
  released: 'released',
};

/**
 * A student's work on one piece of coursework, whether it still takes late work after the deadline, and their
 * deadline (the item's end, or their extension: deadlines.ts).
 */
export interface SubmissionWork {
  work: StudentWork | null;
  acceptsLate: boolean;
  deadline: StudentDeadline;
}

/**
 * Issue 37: a student's own (their group's, in a project: submissionRows.ts ownWork) work on each of these
 * assignments, projects and labs, with their late policy and the student's deadline, in a few queries for the
 * whole list. The mark and the most it could be are read only for released work.
 */
export async function submissionWorkOf(
  db: Db,
  userId: string,
  items: readonly Pick<CourseItemRow, 'id' | 'endAt'>[],
): Promise<Map<string, SubmissionWork>> {
  if (!items.length) return new Map();
  const ids = items.map((item) => item.id);
  const groupIds = await groupIdsOf(db, userId, ids);
  const [rows, settings, deadlines] = await Promise.all([
    db
      .select({
        itemId: submissions.itemId,
        state: submissions.state,
        late: submissions.late,
        mark: submissions.mark,
      })
      .from(submissions)
      .where(and(inArray(submissions.itemId, ids), ownWork(userId, groupIds))),
    db
      .select({
        itemId: courseworkSettings.itemId,
        maxMark: courseworkSettings.maxMark,
        latePolicy: courseworkSettings.latePolicy,
      })
      .from(courseworkSettings)
      .where(inArray(courseworkSettings.itemId, ids)),
    deadlinesOf(db, userId, items),
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
      return [
        itemId,
        { work, acceptsLate: setting.latePolicy === 'acceptLate', deadline: deadlines.get(itemId)! },
      ];
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
