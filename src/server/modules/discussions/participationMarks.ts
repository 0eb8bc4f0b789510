import { and, eq } from 'drizzle-orm';
import type { ParticipationMark } from '../../../core/schemas/discussions';
import type { Db } from '../../db/client';
import { participationMarks } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { type ItemAccess, memberRole } from '../courses/policy';
import { studentPageOf } from '../courses/studentPage';
import { courseChanged, notify } from '../notifications/notify';
import { assertDiscussion } from './discussionItem';
import { discussionEvent } from './events';
import { presentParticipationMark } from './participation';
import { maxMarkOf } from './settings';

interface AssessInput {
  userId: string;
  mark: number;
  feedback: string;
}

/**
 * POST /api/v1/discussion/assess: the teacher's mark (0 to the discussion's max mark) and feedback on one student's
 * participation, replacing any before. The student is told once it is stored.
 */
export async function markParticipation(
  ctx: ServiceContext,
  caller: AuthUser,
  { item, course }: ItemAccess,
  input: AssessInput,
): Promise<ParticipationMark> {
  assertDiscussion(item);
  return inTransaction(ctx, async (tx) => {
    if ((await memberRole(tx, item.courseId, input.userId)) !== 'student')
      throw badRequest('Only students of this course are assessed.', {
        userId: 'Choose a student of this course.',
      });
    const maxMark = await maxMarkOf(tx, item.id);
    if (input.mark > maxMark)
      throw badRequest(`The mark is out of ${maxMark}.`, { mark: `Mark: at most ${maxMark}.` });
    const values = {
      mark: input.mark,
      feedback: input.feedback,
      markedBy: caller.id,
      markedAt: ctx.clock.now(),
    };
    const [row] = await tx
      .insert(participationMarks)
      .values({ discussionId: item.id, userId: input.userId, ...values })
      .onConflictDoUpdate({
        target: [participationMarks.discussionId, participationMarks.userId],
        set: values,
      })
      .returning();
    await notify(tx, [input.userId], {
      type: 'notification',
      title: `Marked: ${item.title}`,
      message: `Your part in the discussion in ${course.name}: ${input.mark} out of ${maxMark}`,
      link: studentPageOf(item),
      refType: 'discussion',
      refId: item.id,
      courseId: course.id,
      senderId: caller.id,
    });
    // The discussion's own page, and the course's open gradebooks (issue 35), read the new mark.
    tx.afterCommit([
      discussionEvent(item.id, 'assessed', { userId: input.userId }),
      courseChanged(itemChange(item), values.markedAt),
    ]);
    return presentParticipationMark(row!, maxMark);
  });
}

/** GET /api/v1/discussion/myAssessment/{discussionId}: the caller's own participation mark, or null before there is one. */
export async function myParticipationMark(
  db: Db,
  caller: AuthUser,
  { item }: ItemAccess,
): Promise<ParticipationMark | null> {
  assertDiscussion(item);
  const [row] = await db
    .select()
    .from(participationMarks)
    .where(and(eq(participationMarks.discussionId, item.id), eq(participationMarks.userId, caller.id)))
    .limit(1);
  return row ? presentParticipationMark(row, await maxMarkOf(db, item.id)) : null;
}
