import type { AssessmentKind } from '../../../core/itemKinds';
import type { AttemptSummary, RosterLine } from '../../../core/schemas/assessments';
import {
  PROCTOR_REF_TYPE,
  REALTIME_EVENTS,
  type RealtimeNotificationEvent,
} from '../../../core/schemas/realtime';
import type { ServiceContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { emitTo } from '../../platform/liveEvents';
import { notificationRoom } from '../../platform/rooms';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { closeAttempt, closeOverdue } from './closing';
import type { AttemptAccess } from './policy';
import { presentAttempt } from './presenter';
import { attemptQuestions, maxMarkOf } from './questionRows';
import { rosterOf } from './roster';
import { assertAssessmentItem } from './settings';

/**
 * GET /api/v1/{test|exam}/getProctorRoster/{refId} (issue 15, /proctor): every student's latest attempt with their
 * answered count and focus events; the `proctor` publication carries each change as it happens.
 */
export async function roster(
  ctx: ServiceContext,
  { item }: ItemAccess,
  kind: AssessmentKind,
): Promise<RosterLine[]> {
  assertAssessmentItem(item, kind);
  await closeOverdue(ctx, ctx.clock.now(), { itemIds: [item.id] });
  return rosterOf(ctx.db, item);
}

/**
 * POST /api/v1/{test|exam}/terminate (issue 15, SPEC §4 live test proctoring): the proctor hands a student's open
 * attempt in. `flag` set: terminated, marked on the answers so far (the teacher may lower them); unset: disqualified,
 * zero whatever happens later. After the commit the student alone gets SPEC §4's background notification (refType
 * testNexam, their course, the flag), on which their page shows SPEC §8's message.
 */
export async function terminate(
  ctx: ServiceContext,
  { item, attempt }: AttemptAccess,
  flag: boolean,
  kind: AssessmentKind,
): Promise<AttemptSummary> {
  assertAssessmentItem(item, kind);
  const now = ctx.clock.now();
  const closed = await inTransaction(ctx, async (tx) => {
    const row = await closeAttempt({ ...ctx, db: tx }, attempt.id, flag ? 'terminated' : 'disqualified', now);
    if (!row) throw conflict('This attempt was already handed in.');
    tx.afterCommit(
      emitTo(notificationRoom(row.userId), REALTIME_EVENTS.notification, {
        courseId: item.courseId,
        refType: PROCTOR_REF_TYPE,
        refId: item.id,
        flag,
        type: 'background',
        createdAt: now.toISOString(),
      } satisfies RealtimeNotificationEvent),
    );
    return row;
  });
  return presentAttempt(ctx.db, closed, maxMarkOf(await attemptQuestions(ctx.db, closed)), true);
}
