import { ITEM_KIND_DEFINITIONS, type ItemKind } from '../itemKinds';
import type { CourseStatus } from '../schemas/courses';
import type { DateLike } from './dateFormat';

/** What decides whether students see an item: SPEC §3 visibility fields. */
export interface VisibilityFacts {
  kind: ItemKind;
  manual: boolean;
  active: boolean;
  startedLive: boolean;
  openedEarly: boolean;
  startDate: DateLike;
  endDate: DateLike;
}

const time = (value: DateLike) => new Date(value).getTime();

/**
 * SPEC §4 item visibility. Tests and exams: in manual mode the active flag alone decides; otherwise the item is
 * visible when the flag is set and either override flag (started live, opened early) is set, or when start ≤ now <
 * end. Every other kind is visible once published (the active flag), whatever the time: its dates decide its button
 * (buttonState), not whether students know of it. A test's questions are the secret; a lecture's date is not.
 */
export function isVisibleToStudents(item: VisibilityFacts, now: DateLike): boolean {
  if (ITEM_KIND_DEFINITIONS[item.kind].visibility === 'published') return item.active;
  if (item.manual) return item.active;
  if (item.active && (item.startedLive || item.openedEarly)) return true;
  const at = time(now);
  return time(item.startDate) <= at && at < time(item.endDate);
}

/** What decides whether a course's students see the course at all. */
export interface CourseOpenFacts {
  status: CourseStatus;
  isTemplate: boolean;
}

/**
 * Students see a course once it is not a draft (a draft is still being prepared) and never a template, which is
 * the pattern new courses are made from, not a course anyone takes. Its items then follow `isVisibleToStudents`.
 */
export function isCourseOpenToStudents(course: CourseOpenFacts): boolean {
  return course.status !== 'draft' && !course.isTemplate;
}
