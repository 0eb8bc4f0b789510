import { and, eq } from 'drizzle-orm';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { rubricScoringProblem, scoreRubric } from '../../../core/rules/rubricScore';
import type { Submission } from '../../../core/schemas/coursework';
import { type CourseItemRow, type CourseRow, type SubmissionRow, submissions } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest, conflict } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { studentPageOf } from '../courses/studentPage';
import { courseChanged, notify } from '../notifications/notify';
import type { SubmissionAccess } from './policy';
import { presentSubmission } from './presenter';
import { assertCourseworkItem, loadSettings } from './settings';
import { ownersOf } from './submissionRows';

export interface GradeBody {
  mark: number | null;
  rubricScores: Record<string, string> | null;
  feedback: string;
}

/** Tells the students whose released work it is (ownersOf: a project group's current members) that it is marked. */
async function tellMarked(
  tx: Tx,
  rows: SubmissionRow[],
  item: CourseItemRow,
  course: Pick<CourseRow, 'id' | 'name'>,
  senderId: string,
) {
  await notify(tx, await ownersOf(tx, rows), {
    type: 'notification',
    title: `Marked: ${item.title}`,
    message: `${ITEM_KIND_DEFINITIONS[item.kind].labels.one} in ${course.name}`,
    link: studentPageOf(item),
    refType: ITEM_KIND_DEFINITIONS[item.kind].typeId,
    refId: item.id,
    courseId: course.id,
    senderId,
  });
}

/** The mark a grade gives: the rubric's score, or the teacher's mark out of the item's maximum. */
export function markOf(
  settings: Awaited<ReturnType<typeof loadSettings>>,
  body: GradeBody,
): { mark: number; rubricScores: Record<string, string> | null } {
  if (settings.rubric) {
    const scoring = scoreRubric(settings.rubric, body.rubricScores ?? {});
    if (!scoring.ok)
      throw badRequest(rubricScoringProblem(scoring), { rubricScores: rubricScoringProblem(scoring) });
    return { mark: scoring.mark, rubricScores: body.rubricScores };
  }
  if (body.mark === null) throw badRequest('Give a mark.', { mark: 'Give a mark.' });
  if (body.mark > settings.maxMark)
    throw badRequest(`The mark is out of ${settings.maxMark}.`, {
      mark: `At most ${settings.maxMark}.`,
    });
  return { mark: body.mark, rubricScores: null };
}

/**
 * POST /api/v1/assessment/grade: marks handed-in work (not a draft). Re-grading released work keeps it released and
 * tells its students again.
 */
export async function grade(
  ctx: ServiceContext,
  caller: AuthUser,
  { submission, item, course }: SubmissionAccess,
  body: GradeBody,
): Promise<Submission> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [current] = await tx.select().from(submissions).where(eq(submissions.id, submission.id)).limit(1);
    if (!current || current.state === 'draft')
      throw conflict('This work has not been handed in yet: it can be graded once it is submitted.');
    const settings = await loadSettings(tx, item.id);
    const { mark, rubricScores } = markOf(settings, body);
    const released = current.state === 'released';
    const [graded] = await tx
      .update(submissions)
      .set({
        mark,
        rubricScores,
        feedback: body.feedback,
        state: released ? 'released' : 'graded',
        gradedAt: now,
        gradedBy: caller.id,
        ...(released ? { releasedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(submissions.id, submission.id))
      .returning();
    if (released) await tellMarked(tx, [graded!], item, course, caller.id);
    tx.afterCommit(courseChanged(itemChange(item), now));
    return presentSubmission(tx, graded!, item, settings, true);
  });
}

/** POST /api/v1/assessment/release: every graded submission of the item goes to its students, who are told. */
export async function release(
  ctx: ServiceContext,
  caller: AuthUser,
  { item, course }: ItemAccess,
): Promise<{ released: number }> {
  assertCourseworkItem(item);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const rows = await tx
      .update(submissions)
      .set({ state: 'released', releasedAt: now, updatedAt: now })
      .where(and(eq(submissions.itemId, item.id), eq(submissions.state, 'graded')))
      .returning();
    if (rows.length) {
      await tellMarked(tx, rows, item, course, caller.id);
      tx.afterCommit(courseChanged(itemChange(item), now));
    }
    return { released: rows.length };
  });
}
