import { COURSEWORK_KINDS, type CourseworkKind } from '../../../core/contracts/coursework';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';

/** SPEC §2 teacher-only routes: where a teacher assesses the submissions of one item (its kind's definition). */
export const assessmentListPath = (kind: CourseworkKind, courseId: string, itemId: string): string =>
  ITEM_KIND_DEFINITIONS[kind].routes.assessmentList
    .replace(':courseId', encodeURIComponent(courseId))
    .replace(/:\w+$/, encodeURIComponent(itemId));

/**
 * Where one piece of work is graded: a project's on its own page, an assignment's or a lab's in the drawer of its
 * list (named in the address, `?assessment=`).
 */
export const gradingPath = (kind: CourseworkKind, courseId: string, itemId: string, assessmentId: string) =>
  kind === 'project'
    ? projectAssessmentPath(assessmentId)
    : `${assessmentListPath(kind, courseId, itemId)}?assessment=${encodeURIComponent(assessmentId)}`;

/** The project grading page of SPEC §2 (/assessmentproject/{assessmentId}). */
export const projectAssessmentPath = (assessmentId: string) =>
  `/assessmentproject/${encodeURIComponent(assessmentId)}`;

/**
 * Which kind of coursework a route serves, from the name of its item parameter (SPEC §2: /viewassignment/
 * :courseId/:assignmentId, /assessmentprojectlist/:courseId/:projectId, /labassessmentlist/:courseId/:labId, ...),
 * with the item's id; null when the address names none.
 */
export function courseworkOfParams(
  params: Readonly<Partial<Record<string, string>>>,
): { kind: CourseworkKind; itemId: string } | null {
  if (params.assignmentId) return { kind: 'assignment', itemId: params.assignmentId };
  if (params.projectId) return { kind: 'project', itemId: params.projectId };
  if (params.labId) return { kind: 'lab', itemId: params.labId };
  return null;
}

/** Said if a coursework page were ever routed from a pattern that is not one of its kinds'. */
export const NOT_COURSEWORK_PAGE = 'This address is not one of an assignment, a project or a lab.';

/**
 * The coursework kind whose teacher list or edit page has this route pattern: one page serves the three kinds,
 * and the route table takes their patterns from the kinds' definitions.
 */
export function courseworkKindAt(pattern: string): CourseworkKind | null {
  return (
    COURSEWORK_KINDS.find((kind) => {
      const { teacherList, teacherEdit } = ITEM_KIND_DEFINITIONS[kind].routes;
      return pattern === teacherList || pattern === teacherEdit;
    }) ?? null
  );
}

/** The item id in the edit page's parameters, whose name differs by kind (:assignmentId, :projectId, :labId). */
export function editedItemId(kind: CourseworkKind, params: Record<string, string | undefined>): string {
  const name = ITEM_KIND_DEFINITIONS[kind].routes.teacherEdit.split('/:').at(-1) ?? '';
  return params[name] ?? '';
}
