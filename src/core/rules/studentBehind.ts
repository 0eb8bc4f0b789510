/**
 * Issue 35 /student_tracking "who is behind stands out": a student is behind when they have missed at least
 * `missingAtLeast` pieces of work whose deadline has passed, or attended fewer than `attendanceBelow` percent of the
 * lectures held (once at least `lecturesToJudge` were held: one missed first lecture says little).
 */
export const BEHIND_THRESHOLDS = { missingAtLeast: 2, attendanceBelow: 75, lecturesToJudge: 2 } as const;

export interface Progress {
  missing: number;
  lecturesHeld: number;
  lecturesAttended: number;
}

/** Attendance in percent, rounded; null before any lecture was held. */
export const attendancePercent = ({ lecturesHeld, lecturesAttended }: Progress): number | null =>
  lecturesHeld === 0 ? null : Math.round((100 * lecturesAttended) / lecturesHeld);

/** Why a student is behind, in words for the page; empty when they are not. */
export function behindReasons(progress: Progress, thresholds = BEHIND_THRESHOLDS): string[] {
  const reasons: string[] = [];
  if (progress.missing >= thresholds.missingAtLeast)
    reasons.push(`${progress.missing} pieces of work missing`);
  const attendance = attendancePercent(progress);
  if (
    attendance !== null &&
    progress.lecturesHeld >= thresholds.lecturesToJudge &&
    attendance < thresholds.attendanceBelow
  )
    reasons.push(`attended ${attendance}% of lectures`);
  return reasons;
}
