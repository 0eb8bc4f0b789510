import { eq } from 'drizzle-orm';
import { COURSEWORK } from '../../../core/constants';
import { COURSEWORK_KINDS, type CourseworkKind } from '../../../core/contracts/coursework';
import type { Db } from '../../db/client';
import { type CourseItemRow, type CourseworkSettingsRow, courseworkSettings } from '../../db/schema';
import { badRequest } from '../../platform/errors';

export type StoredSettings = Omit<CourseworkSettingsRow, 'itemId'>;

/** What an item without a settings row reads as (issue 14). */
export const DEFAULT_SETTINGS: StoredSettings = {
  maxMark: COURSEWORK.defaultMaxMark,
  latePolicy: 'acceptLate',
  rubric: null,
  studentsChooseGroups: false,
  maxGroupSize: COURSEWORK.groupSizeDefault,
};

export const isCourseworkKind = (kind: string): kind is CourseworkKind =>
  (COURSEWORK_KINDS as readonly string[]).includes(kind);

/** 400 unless the item is an assignment, project or lab: nothing is handed in for the other kinds. */
export function assertCourseworkItem(item: CourseItemRow) {
  if (!isCourseworkKind(item.kind))
    throw badRequest('This is for assignments, projects and labs only.', {
      itemId: 'Choose an assignment, a project or a lab.',
    });
}

export async function loadSettings(db: Db, itemId: string): Promise<StoredSettings> {
  const [row] = await db
    .select()
    .from(courseworkSettings)
    .where(eq(courseworkSettings.itemId, itemId))
    .limit(1);
  if (!row) return DEFAULT_SETTINGS;
  const { itemId: _, ...settings } = row;
  return settings;
}

/** Writes the settings of an item, replacing what was there. */
export async function writeSettings(db: Db, itemId: string, settings: StoredSettings): Promise<void> {
  await db
    .insert(courseworkSettings)
    .values({ itemId, ...settings })
    .onConflictDoUpdate({ target: courseworkSettings.itemId, set: settings });
}
