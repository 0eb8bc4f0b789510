import type { ItemKind } from '../../../core/schemas/courseItems';

/**
 * The student page each kind's open button leads to (SPEC §2 student-only and lecture entry routes), as a
 * pattern of the route table. Consults and team meetings have no student page of their own, and a self-learning
 * unit opens through a progress record (/SelfLearningView/.../{sl_statusId}) that only a later release creates.
 */
export const STUDENT_ITEM_ROUTES: Partial<Record<ItemKind, string>> = {
  lecture: '/waitlecture/:courseId/:lecturesId',
  project: '/viewproject/:courseId/:projectId',
  assignment: '/viewassignment/:courseId/:assignmentId',
  lab: '/viewlab/:courseId/:labId',
  test: '/submitOfflineTest/:courseId/:testId',
  exam: '/submitOfflineExam/:courseId/:examId',
  discussion: '/joindiscussion/:courseId/:discussionId',
};

/** The address of an item's student page, or null when the kind has none yet. */
export function studentItemPath(kind: ItemKind, courseId: string, itemId: string): string | null {
  const pattern = STUDENT_ITEM_ROUTES[kind];
  if (!pattern) return null;
  const [courseParam, itemParam] = pattern.match(/:\w+/g) ?? [];
  return pattern
    .replace(courseParam ?? ':courseId', encodeURIComponent(courseId))
    .replace(itemParam ?? ':itemId', encodeURIComponent(itemId));
}
