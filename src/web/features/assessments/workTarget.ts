import type { ItemKind } from '../../../core/itemKinds';
import { isAssessmentKind } from '../../../core/itemKinds';
import type { WorkAction } from '../../../core/rules/workAction';
import { studentItemPath } from '../courses/itemRoutes';
import { resultPath } from './assessmentRoutes';

/**
 * Where a student's item button leads (issue 37): a test's or exam's result page for "View result", else the item's
 * own student page (coursework shows its released mark there); null when the kind has none.
 */
export function workTargetPath(
  kind: ItemKind,
  courseId: string,
  itemId: string,
  to: WorkAction['to'],
): string | null {
  if (to === 'result' && isAssessmentKind(kind)) return resultPath(kind, courseId, itemId);
  return studentItemPath(kind, courseId, itemId);
}
