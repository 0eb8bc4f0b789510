import type { SittingMode } from '../schemas/assessments';

/** Where the offline test and exam pages send a student instead of the sitting (null: show it). */
export type OfflineSittingRedirect = 'controlPanel' | 'courseView' | 'livePage' | null;

/**
 * SPEC §2 redirect rules: "the offline test page sends the student to /control_panel_student, or to
 * /viewcourse/{courseId}, when the test is not active" (`active` of getCurrent, SPEC §7). Read as: a test the
 * student cannot reach at all (getCurrent refuses it: hidden, removed, not their course) leads to their control
 * panel; a test getCurrent answers but says is not active (a teacher in student view sees it so) leads back to its
 * course. An active test set to be sat live (issue 15) is sat on the live page instead.
 */
export function offlineSittingRedirect(
  reached: { found: false } | { found: true; active: boolean; mode: SittingMode },
): OfflineSittingRedirect {
  if (!reached.found) return 'controlPanel';
  if (!reached.active) return 'courseView';
  return reached.mode === 'live' ? 'livePage' : null;
}
