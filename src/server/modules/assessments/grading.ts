import { and, eq, sql } from 'drizzle-orm';
import type { AssessmentKind } from '../../../core/itemKinds';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { AttemptSummary } from '../../../core/schemas/assessments';
import { attemptAnswers, attempts, type CourseItemRow, type CourseRow } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest, conflict } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged, notify } from '../notifications/notify';
import { markAttempt } from './marking';
import type { AttemptAccess } from './policy';
import { presentAttempt } from './presenter';
import { attemptQuestions, maxMarkOf } from './questionRows';
import { assertAssessmentItem } from './settings';

interface GradeBody {
  marks: { questionId: string; mark: number; feedback: string }[];
  feedback: string;
}

/** The student's page of their results: /TestAssessmentLive or /ExamAssessmentLive (SPEC §2). */
export const resultsPageOf = (item: Pick<CourseItemRow, 'id' | 'courseId' | 'kind'>) =>
  `/${item.kind === 'exam' ? 'Exam' : 'Test'}AssessmentLive/${item.courseId}/${item.id}`;

/** Tells students their marks for the item are out (or, `changed`, were changed after release). */
async function tellReleased(
  tx: Tx,
  studentIds: string[],
  item: CourseItemRow,
  course: Pick<CourseRow, 'id' | 'name'>,
  senderId: string,
  changed = false,
) {
  await notify(tx, studentIds, {
    type: 'notification',
    title: changed ? `Your marks for ${item.title} were changed` : `Your marks for ${item.title} are out`,
    message: `${ITEM_KIND_DEFINITIONS[item.kind].labels.one} in ${course.name}`,
    link: resultsPageOf(item),
    refType: ITEM_KIND_DEFINITIONS[item.kind].typeId,
    refId: item.id,
    courseId: course.id,
    senderId,
  });
}

/**
 * POST /api/v1/{test|exam}/gradeAttempt (issue 15): the teacher's marks for some questions of a handed-in attempt,
 * each from 0 to that question's marks, with feedback: a brief answer's mark, or one that overrides the engine's.
 * They stay through later re-marking. The attempt is graded, with its total, once every answer has a mark;
 * released marks stay released and the student is told they changed. A disqualified attempt stays at zero.
 */
export async function gradeAttempt(
  ctx: ServiceContext,
  caller: AuthUser,
  { item, course, attempt }: AttemptAccess,
  body: GradeBody,
  kind: AssessmentKind,
): Promise<AttemptSummary> {
  assertAssessmentItem(item, kind);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attempt.id)).for('update');
    if (!locked || locked.state === 'open')
      throw conflict('This attempt is still being sat: mark it once it is handed in.');
    if (locked.endedBy === 'disqualified')
      throw conflict('The proctor disqualified this attempt: its mark stays 0.');
    const questions = await attemptQuestions(tx, locked);
    const given = new Set<string>();
    for (const { questionId, mark } of body.marks) {
      const question = questions.find((q) => q.id === questionId);
      if (!question)
        throw badRequest('This question is not part of the attempt.', {
          questionId: 'Choose a question of this attempt.',
        });
      if (given.has(questionId))
        throw badRequest('Give each question one mark.', { questionId: 'Each question once.' });
      given.add(questionId);
      if (mark > question.marks)
        throw badRequest(`This question is out of ${question.marks}.`, {
          mark: `At most ${question.marks}.`,
        });
    }
    if (body.marks.length)
      await tx
        .insert(attemptAnswers)
        .values(
          body.marks.map((m) => ({
            attemptId: locked.id,
            questionId: m.questionId,
            answer: '',
            seq: 0,
            savedAt: now,
            mark: m.mark,
            markedBy: 'teacher' as const,
            feedback: m.feedback,
          })),
        )
        .onConflictDoUpdate({
          target: [attemptAnswers.attemptId, attemptAnswers.questionId],
          set: {
            mark: sql`excluded.mark`,
            markedBy: sql`excluded.marked_by`,
            feedback: sql`excluded.feedback`,
          },
        });
    const [withFeedback] = await tx
      .update(attempts)
      .set({ feedback: body.feedback, gradedBy: caller.id })
      .where(eq(attempts.id, locked.id))
      .returning();
    const marked = await markAttempt(tx, withFeedback!, now);
    if (marked.state === 'released') await tellReleased(tx, [marked.userId], item, course, caller.id, true);
    // The course's open gradebooks read the new mark (issue 35).
    tx.afterCommit(courseChanged(itemChange(item), now));
    return presentAttempt(tx, marked, maxMarkOf(questions), true);
  });
}

/**
 * POST /api/v1/{test|exam}/release (issue 15): every graded attempt of the item is released to its student, who is
 * told "Your marks for <title> are out" with a link to their results. Attempts still to mark stay as they are.
 */
export async function release(
  ctx: ServiceContext,
  caller: AuthUser,
  { item, course }: ItemAccess,
  kind: AssessmentKind,
): Promise<{ released: number }> {
  assertAssessmentItem(item, kind);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const rows = await tx
      .update(attempts)
      .set({ state: 'released', releasedAt: now })
      .where(and(eq(attempts.itemId, item.id), eq(attempts.state, 'graded')))
      .returning({ userId: attempts.userId });
    if (rows.length) {
      await tellReleased(
        tx,
        rows.map((r) => r.userId),
        item,
        course,
        caller.id,
      );
      tx.afterCommit(courseChanged(itemChange(item), now));
    }
    return { released: rows.length };
  });
}
