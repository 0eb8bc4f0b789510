import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AssessmentKind } from '../../../core/itemKinds';
import {
  PRESENCE_EVENTS,
  type PresenceEventKind,
  type ReportedFocusEventKind,
} from '../../../core/schemas/assessments';
import { focusEvents } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
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
  event: ReportedFocusEventKind,
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

/**
 * Issue 37: the student's sitting page went away from the server (its last connection left the attempt's room: the
 * tab closed, the network lost) or came back. Noted on an open attempt only, and only as a change, so the first
 * page of a sitting, a second tab or a reload that comes back notes nothing more; the proctor is told. A closed
 * attempt notes nothing: its line no longer says who is connected.
 */
export async function notePresence(
  ctx: ServiceContext,
  attemptId: string,
  event: PresenceEventKind,
): Promise<void> {
  const now = ctx.clock.now();
  try {
    await inTransaction(ctx, async (tx) => {
      const locked = await lockOpenAttempt(tx, attemptId, now, 'update');
      const [last] = await tx
        .select({ event: focusEvents.event })
        .from(focusEvents)
        .where(and(eq(focusEvents.attemptId, attemptId), inArray(focusEvents.event, [...PRESENCE_EVENTS])))
        .orderBy(desc(focusEvents.at), desc(focusEvents.id))
        .limit(1);
      if ((last?.event ?? 'connected') === event) return;
      await tx.insert(focusEvents).values({ attemptId, event, at: now });
      tx.afterCommit(rosterChange(locked));
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}
