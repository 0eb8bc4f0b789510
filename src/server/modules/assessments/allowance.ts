import { attemptsLeft } from '../../../core/rules/attemptDeadline';
import type { SittingAllowance } from '../../../core/schemas/assessments';
import type { Db } from '../../db/client';
import type { CourseItemRow } from '../../db/schema';
import { accommodationOf, attemptsBegun } from './attemptRows';
import { loadAssessmentSettings } from './settings';

/**
 * What a student may still do at a test or an exam (issue 15), answered with getSubmitCurrent so that the page
 * shows it before Start: the time limit of a new attempt as the server will count it (core/rules/attemptDeadline:
 * the limit plus the student's extra time, live with a limit; otherwise none, the window decides), their extra
 * time, and the attempts left.
 */
export async function sittingAllowance(
  db: Db,
  item: CourseItemRow,
  userId: string,
): Promise<SittingAllowance> {
  const [settings, accommodation, used] = await Promise.all([
    loadAssessmentSettings(db, item.id),
    accommodationOf(db, item.id, userId),
    attemptsBegun(db, item.id, userId),
  ]);
  const limit = settings.mode === 'live' && item.durationMinutes ? item.durationMinutes : null;
  return {
    timeLimitMinutes: limit === null ? null : limit + accommodation.extraMinutes,
    extraMinutes: accommodation.extraMinutes,
    attemptsLeft: attemptsLeft({
      attemptsAllowed: settings.attemptsAllowed,
      extraAttempts: accommodation.extraAttempts,
      used,
    }),
  };
}
