import { eq } from 'drizzle-orm';
import type { AssessmentKind } from '../../../core/itemKinds';
import type { AssessmentSettings } from '../../../core/schemas/assessments';
import type { Db } from '../../db/client';
import { assessmentSettings, type CourseItemRow } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/** What a test or an exam without a settings row reads as (issue 15): live, one attempt, nothing shuffled. */
export const DEFAULT_ASSESSMENT_SETTINGS: AssessmentSettings = {
  mode: 'live',
  attemptsAllowed: 1,
  shuffleQuestions: false,
  shuffleChoices: false,
  allowAnswerFile: false,
};

/** 400 unless the item is of the call's kind: a test's calls are for tests. */
export function assertAssessmentItem(item: CourseItemRow, kind: AssessmentKind) {
  if (item.kind !== kind)
    throw badRequest(`This is for ${kind}s only.`, {
      itemId: `Choose ${kind === 'exam' ? 'an' : 'a'} ${kind}.`,
    });
}

export async function loadAssessmentSettings(db: Db, itemId: string): Promise<AssessmentSettings> {
  const [row] = await db
    .select()
    .from(assessmentSettings)
    .where(eq(assessmentSettings.itemId, itemId))
    .limit(1);
  if (!row) return DEFAULT_ASSESSMENT_SETTINGS;
  const { itemId: _, ...settings } = row;
  return settings;
}

/** Writes the settings of an item, replacing what was there. */
export async function writeAssessmentSettings(
  db: Db,
  itemId: string,
  settings: AssessmentSettings,
): Promise<void> {
  await db
    .insert(assessmentSettings)
    .values({ itemId, ...settings })
    .onConflictDoUpdate({ target: assessmentSettings.itemId, set: settings });
}
