import type { AssessmentKind } from '../../../core/itemKinds';
import type { AttemptSummary } from '../../../core/schemas/assessments';
import type { ServiceContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { refuseIfOverdue } from './answers';
import { closeAttempt } from './closing';
import type { AttemptAccess } from './policy';
import { presentAttempt } from './presenter';
import { attemptQuestions, maxMarkOf } from './questionRows';
import { assertAssessmentItem } from './settings';

/**
 * POST /api/v1/{test|exam}/submitAttempt (issue 15): the student hands their attempt in; it is marked at once, and
 * graded when no brief answer waits for the teacher. Of two tabs handing one attempt in, the second is told it was
 * already handed in. After its time but within the grace (the page hands in at zero) it is ended by the deadline, at
 * the deadline; past the grace it is closed the same way and the call refused. The student sees no mark before the
 * teacher releases the marks.
 */
export async function submitAttempt(
  ctx: ServiceContext,
  { item, attempt }: AttemptAccess,
  kind: AssessmentKind,
): Promise<AttemptSummary> {
  assertAssessmentItem(item, kind);
  const now = ctx.clock.now();
  await refuseIfOverdue(
    ctx,
    attempt,
    now,
    'Time is up: your attempt was handed in at the end of your time, with the answers saved until then.',
  );
  // Within the grace the time is up all the same: the page hands in at zero, and the deadline ended the attempt.
  const endedBy = now.getTime() > attempt.deadlineAt.getTime() ? 'deadline' : 'student';
  const closed = await closeAttempt(ctx, attempt.id, endedBy, now);
  if (!closed) throw conflict('This attempt was already handed in.');
  return presentAttempt(ctx.db, closed, maxMarkOf(await attemptQuestions(ctx.db, closed)), false);
}
