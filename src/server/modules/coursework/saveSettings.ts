import { isDeepStrictEqual } from 'node:util';
import { rubricMaximum } from '../../../core/rules/rubricScore';
import type { CourseworkSettings } from '../../../core/schemas/coursework';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { conflict } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { assertCourseworkItem, DEFAULT_SETTINGS, loadSettings, writeSettings } from './settings';
import { hasGradedWork } from './submissionRows';

/**
 * POST /api/v1/coursework/saveSettings: with a rubric, the most a submission can get is the rubric's total. A rubric
 * is fixed once any submission is graded, so that marks already given keep meaning what they meant.
 */
export async function saveSettings(
  ctx: ServiceContext,
  { item }: ItemAccess,
  body: CourseworkSettings,
): Promise<void> {
  assertCourseworkItem(item);
  await inTransaction(ctx, async (tx) => {
    const before = await loadSettings(tx, item.id);
    // jsonb keeps an object's keys in its own order: compared as values, not as text.
    const rubricChanged = !isDeepStrictEqual(before.rubric, body.rubric);
    if (rubricChanged && (await hasGradedWork(tx, item.id)))
      throw conflict('The rubric cannot change once a submission is graded.');
    const project = item.kind === 'project';
    await writeSettings(tx, item.id, {
      maxMark: body.rubric ? rubricMaximum(body.rubric) : body.maxMark,
      latePolicy: body.latePolicy,
      rubric: body.rubric,
      studentsChooseGroups: project && body.studentsChooseGroups,
      maxGroupSize: project ? body.maxGroupSize : DEFAULT_SETTINGS.maxGroupSize,
    });
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}
