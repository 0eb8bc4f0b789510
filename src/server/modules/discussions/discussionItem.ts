import { buttonState } from '../../../core/rules/buttonState';
import type { CourseItemRow } from '../../db/schema';
import { badRequest, conflict } from '../../platform/errors';

/** 400 unless the item is a discussion: the comment and discussion calls name their item by a relation any item passes. */
export function assertDiscussion(item: CourseItemRow): CourseItemRow {
  if (item.kind !== 'discussion')
    throw badRequest('This is for discussions only.', { discussionId: 'Choose a discussion.' });
  return item;
}

/**
 * Who may write in the discussion's thread now: its teachers at any time; a student while its button is enabled
 * (SPEC §4: from its start until its end plus its duration). 409 otherwise, saying why.
 */
export function assertMayPost(item: CourseItemRow, teaches: boolean, now: Date): void {
  if (teaches) return;
  const state = buttonState(
    { kind: item.kind, startDate: item.startAt, endDate: item.endAt, duration: item.durationMinutes },
    now,
  );
  if (state.state === '0')
    throw conflict('This discussion has not started yet: wait for its start to write.');
  if (state.state === '1') throw conflict('This discussion has ended: comments can no longer be written.');
}
