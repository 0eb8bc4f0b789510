import type { AssessmentKind, FocusEventKind } from '../../../core/schemas/assessments';
import { focusEvents } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { inTransaction } from '../../platform/transaction';
import { lockOpenAttempt } from './answers';
import type { AttemptAccess } from './policy';
import { rosterChange } from './roster';
import { assertAssessmentItem } from './settings';

/**
 * POST /api/v1/{test|exam}/reportFocus (issue 15): what the student's browser saw (the tab hidden, the window
 * blurred, fullscreen left, and their returns), kept while the attempt is open and shown to the proctor as it
 * happens.
 */
export async function reportFocus(
  ctx: ServiceContext,
  { item, attempt }: AttemptAccess,
  event: FocusEventKind,
  kind: AssessmentKind,
): Promise<void> {
  assertAssessmentItem(item, kind);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    const locked = await lockOpenAttempt(tx, attempt.id, now);
    await tx.insert(focusEvents).values({ attemptId: attempt.id, event, at: now });
    tx.afterCommit(rosterChange(locked));
  });
}
