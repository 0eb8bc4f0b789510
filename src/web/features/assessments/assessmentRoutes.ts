import { ASSESSMENT_KINDS, type AssessmentKind, ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { itemPath } from '../courses/itemRoutes';

/**
 * The SPEC §2 pages of tests and exams. The teacher's: which kind a page serves (one page serves both, told apart by
 * its route pattern, which the kind's definition gives), the item's id under its kind's parameter name, and the
 * addresses the pages link to. The student's: the sitting pages and the result, told apart by their first segment.
 */

/** Said if one of these pages were ever routed from a pattern that is not a test's or an exam's. */
export const NOT_ASSESSMENT_PAGE = 'This address is not one of a test or an exam.';

/** The kind whose list, edit or live page has this route pattern; null for any other pattern. */
export function assessmentKindAt(pattern: string): AssessmentKind | null {
  return (
    ASSESSMENT_KINDS.find((kind) => {
      const { teacherList, teacherEdit, live } = ITEM_KIND_DEFINITIONS[kind].routes;
      return pattern === teacherList || pattern === teacherEdit || pattern === live;
    }) ?? null
  );
}

/** The item's id in a page's parameters: `:testId` or `:examId`. */
export const assessmentIdIn = (kind: AssessmentKind, params: Readonly<Record<string, string | undefined>>) =>
  params[`${kind}Id`] ?? '';

/** /createLiveTest or /createLiveExam: where the teacher opens and closes the live sitting. */
export const liveSittingPath = (kind: AssessmentKind, courseId: string, itemId: string) =>
  itemPath(ITEM_KIND_DEFINITIONS[kind].routes.live, courseId, itemId);

/** /TestAnswerList or /ExamAnswerList: the students' attempts, to mark. */
export const answerListPath = (kind: AssessmentKind, courseId: string, itemId: string) =>
  itemPath(ITEM_KIND_DEFINITIONS[kind].routes.assessmentList, courseId, itemId);

/**
 * SPEC §2 /proctor/:courseId/:typeId/:refId, the type being the kind's: who sits it now; `everyone`, /proctor_all:
 * everyone who has started it.
 */
export const proctorPath = (kind: AssessmentKind, courseId: string, itemId: string, everyone = false) =>
  ['', everyone ? 'proctor_all' : 'proctor', courseId, ITEM_KIND_DEFINITIONS[kind].typeId, itemId]
    .map(encodeURIComponent)
    .join('/');

/** SPEC §2 /TestAssessment/{courseId}/{testId}/{assessmentTestId} (and the exam's): one attempt, to mark. */
export const attemptMarkingPath = (
  kind: AssessmentKind,
  courseId: string,
  itemId: string,
  attemptId: string,
) =>
  ['', `${kind === 'test' ? 'Test' : 'Exam'}Assessment`, courseId, itemId, attemptId]
    .map(encodeURIComponent)
    .join('/');

/** SPEC §2 /proctor's `typeId`: a test's or an exam's; anything else names no test. */
export const assessmentKindOfType = (typeId: string | undefined): AssessmentKind | null =>
  ASSESSMENT_KINDS.find((kind) => ITEM_KIND_DEFINITIONS[kind].typeId === typeId) ?? null;

/**
 * The test or exam (and attempt) of an answer list or an assessment page, from its parameters' names (:testId and
 * :assessmentTestId, :examId and :assessmentExamId); null when the address names none.
 */
export function markedItemOfParams(
  params: Readonly<Partial<Record<string, string>>>,
): { kind: AssessmentKind; itemId: string; attemptId: string } | null {
  if (params.testId) return { kind: 'test', itemId: params.testId, attemptId: params.assessmentTestId ?? '' };
  if (params.examId) return { kind: 'exam', itemId: params.examId, attemptId: params.assessmentExamId ?? '' };
  return null;
}

/**
 * The student's pages of a test or an exam (SPEC §2): the live sitting (/answerLiveTest, /answerLiveExam), the
 * proctored one (/proctor_s, tests only), the offline one (the kind's student route, /submitOfflineTest and
 * /submitOfflineExam) and the result (/TestAssessmentLive, /ExamAssessmentLive).
 */
export type SittingPage = 'live' | 'proctored' | 'offline';

const LIVE: Record<AssessmentKind, string> = { test: 'answerLiveTest', exam: 'answerLiveExam' };
const RESULT: Record<AssessmentKind, string> = { test: 'TestAssessmentLive', exam: 'ExamAssessmentLive' };
/** The kind's student route (/submitOfflineTest/:courseId/:testId), whose first segment names the page. */
const offlineSegment = (kind: AssessmentKind) =>
  ITEM_KIND_DEFINITIONS[kind].routes.student?.split('/')[1] ?? '';

const at = (segment: string, courseId: string, itemId: string) =>
  `/${segment}/${encodeURIComponent(courseId)}/${encodeURIComponent(itemId)}`;

export const livePath = (kind: AssessmentKind, courseId: string, itemId: string) =>
  at(LIVE[kind], courseId, itemId);

export const resultPath = (kind: AssessmentKind, courseId: string, itemId: string) =>
  at(RESULT[kind], courseId, itemId);

export const offlinePath = (kind: AssessmentKind, courseId: string, itemId: string) =>
  at(offlineSegment(kind), courseId, itemId);

/** Which sitting page an address is, by its first segment (the item's parameter is named differently per route). */
export function sittingPageOf(pathname: string): { kind: AssessmentKind; page: SittingPage } | null {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'proctor_s') return { kind: 'test', page: 'proctored' };
  for (const kind of ['test', 'exam'] as const) {
    if (first === LIVE[kind]) return { kind, page: 'live' };
    if (first === offlineSegment(kind)) return { kind, page: 'offline' };
  }
  return null;
}

/** The result page's kind, by its first segment. */
export const resultKindOf = (pathname: string): AssessmentKind | null =>
  (['test', 'exam'] as const).find((kind) => pathname.split('/')[1] === RESULT[kind]) ?? null;
