import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUESTION_TYPES } from '../../../core/constants';
import { ASSESSMENT_CALLS } from '../../../core/contracts/assessments';
import type { CallInput } from '../../../core/contracts/contract';
import { currentItemCalls } from '../../../core/contracts/courseItems';
import type { AssessmentKind } from '../../../core/itemKinds';
import type {
  AssessmentContent,
  AssessmentSettings,
  Authoring,
  ReportedFocusEventKind,
} from '../../../core/schemas/assessments';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { call, callWithForm, download } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';
import { type QuestionBank, questionImportForm } from './questionBank';

/**
 * The web side of tests and exams (issue 15): one hook per call, keyed so that a write refreshes what it changes.
 * Every page of the area reads and writes through these.
 */

/** The test or exam a teacher's page works on. */
export interface AuthoringTarget {
  kind: AssessmentKind;
  courseId: string;
  itemId: string;
}

/** A test or exam as getCurrent gives it: the item, its settings and size (never a question). */
export type AssessmentItem = CourseItem & AssessmentContent;

const calls = (kind: AssessmentKind) => ASSESSMENT_CALLS[kind] as (typeof ASSESSMENT_CALLS)['test'];

/** A test or exam's getCurrent: a teacher's pages and a student's read the same reply. */
export const assessmentItemQuery = (kind: AssessmentKind, courseId: string, itemId: string) =>
  queryOptions({
    queryKey: queryKeys.assessmentItem(courseId, kind, itemId),
    queryFn: () => call(currentItemCalls[kind], { refId: itemId }),
  });

export const useAssessmentItem = (kind: AssessmentKind, courseId: string, itemId: string, enabled = true) =>
  useQuery({
    ...assessmentItemQuery(kind, courseId, itemId),
    // The table of getCurrent calls is typed over every kind at once; these two kinds carry assessment content.
    select: (reply) => reply.data as AssessmentItem,
    enabled,
  });

/**
 * The same reply as a student's page reads it: the item and SPEC §7's top-level `active` (whether students see it
 * now), which the offline test page follows (SPEC §2 redirect rules).
 */
export const useAssessmentForStudent = (kind: AssessmentKind, courseId: string, itemId: string) =>
  useQuery({
    ...assessmentItemQuery(kind, courseId, itemId),
    select: (reply) => ({ item: reply.data as AssessmentItem, active: reply.active }),
  });

/** Refreshes everything under one test: item, authoring, attempts, roster. */
export function useRefreshAssessment(courseId: string, kind: AssessmentKind, itemId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.assessmentItem(courseId, kind, itemId) });
}

// Lists.
export const useCourseAssessments = (kind: AssessmentKind, courseId: string) =>
  useQuery({
    queryKey: queryKeys.assessmentList(courseId, kind, 'visible'),
    queryFn: () => call(calls(kind).courseList, { courseId }),
    select: (reply) => reply.data,
  });

/** A course's tests (exams) for its teachers, with their counts; as options, so a page can ask for several courses. */
export const teachingAssessmentsQuery = (kind: AssessmentKind, courseId: string) =>
  queryOptions({
    queryKey: queryKeys.assessmentList(courseId, kind, 'teaching'),
    queryFn: () => call(calls(kind).listOfCourse, { courseId }),
    select: (reply) => reply.data,
  });

export const useTeachingAssessments = (kind: AssessmentKind, courseId: string) =>
  useQuery(teachingAssessmentsQuery(kind, courseId));

// Authoring.
export const useAuthoring = (kind: AssessmentKind, courseId: string, itemId: string) =>
  useQuery({
    queryKey: queryKeys.assessmentAuthoring(courseId, kind, itemId),
    queryFn: () => call(calls(kind).authoring, { refId: itemId }),
    select: (reply) => reply.data,
  });

export function useSaveAssessmentSettings(kind: AssessmentKind, courseId: string, itemId: string) {
  const refresh = useRefreshAssessment(courseId, kind, itemId);
  return useMutation({
    mutationFn: (settings: AssessmentSettings) => call(calls(kind).saveSettings, { itemId, ...settings }),
    onSuccess: () => refresh(),
  });
}

export function useSaveAccommodations(kind: AssessmentKind, courseId: string, itemId: string) {
  const refresh = useRefreshAssessment(courseId, kind, itemId);
  return useMutation({
    mutationFn: (
      accommodations: CallInput<(typeof ASSESSMENT_CALLS)['test']['saveAccommodations']>['accommodations'],
    ) => call(calls(kind).saveAccommodations, { itemId, accommodations }),
    onSuccess: () => refresh(),
  });
}

/**
 * A test's or exam's questions for the editor (issue 15): saved as a whole list, imported from a GIFT or Moodle XML
 * file after the saved ones (multipart), exported as either; every write refreshes the test.
 */
export function useAssessmentBank(target: AuthoringTarget, authoring: Authoring): QuestionBank {
  const { kind, courseId, itemId } = target;
  const refresh = useRefreshAssessment(courseId, kind, itemId);
  return {
    noun: kind,
    id: itemId,
    questions: authoring.questions,
    types: QUESTION_TYPES,
    attemptCount: authoring.attemptCount,
    save: async (questions) => {
      const reply = await call(calls(kind).saveQuestions, { itemId, questions });
      await refresh();
      return reply;
    },
    importFile: async (input) => {
      const reply = await callWithForm(
        calls(kind).importQuestions,
        { refId: itemId },
        questionImportForm(input),
      );
      await refresh();
      return reply;
    },
    exportFile: (format) => download(calls(kind).exportQuestions, { refId: itemId, format }),
  };
}

/** Opens (true) or closes (false) the live sitting: /createLiveTest, /createLiveExam. */
export function useLiveSitting(kind: AssessmentKind, courseId: string, itemId: string) {
  const refresh = useRefreshAssessment(courseId, kind, itemId);
  return useMutation({
    mutationFn: (open: boolean) => call(open ? calls(kind).openLive : calls(kind).closeLive, { itemId }),
    onSuccess: () => refresh(),
  });
}

// The sitting (student).
const readSitting = (kind: AssessmentKind, itemId: string) =>
  call(calls(kind).submitCurrent, { refId: itemId });

export const sittingQuery = (kind: AssessmentKind, courseId: string, itemId: string) =>
  queryOptions({
    queryKey: queryKeys.assessmentSitting(courseId, kind, itemId),
    queryFn: () => readSitting(kind, itemId),
  });

export const useSitting = (kind: AssessmentKind, courseId: string, itemId: string, enabled = true) =>
  useQuery({
    ...sittingQuery(kind, courseId, itemId),
    select: (reply) => ({ sitting: reply.data, allowance: reply.allowance }),
    enabled,
  });

export function useStartAttempt(kind: AssessmentKind, courseId: string, itemId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.assessmentSitting(courseId, kind, itemId);
  return useMutation({
    mutationFn: () => call(calls(kind).startAttempt, { itemId }),
    onSuccess: (reply) => {
      // The sitting at once (its questions and clock); the allowance for the next attempt from the server after.
      queryClient.setQueryData<Awaited<ReturnType<typeof readSitting>>>(key, (old) =>
        old ? { ...old, data: reply.data } : old,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** One answer write; the page keeps its own queue (one write per question at a time, newest seq wins). */
export const saveAttemptAnswer = (
  kind: AssessmentKind,
  body: CallInput<(typeof ASSESSMENT_CALLS)['test']['saveAnswer']>,
) => call(calls(kind).saveAnswer, body);

export function useSubmitAttempt(kind: AssessmentKind, courseId: string, itemId: string) {
  const refresh = useRefreshAssessment(courseId, kind, itemId);
  return useMutation({
    mutationFn: (attemptId: string) => call(calls(kind).submitAttempt, { attemptId }),
    onSettled: () => refresh(),
  });
}

/** Reported as it happens; a failure is not the student's problem, so it is not shown. */
export const reportFocus = (kind: AssessmentKind, attemptId: string, event: ReportedFocusEventKind) =>
  call(calls(kind).reportFocus, { attemptId, event }, { keepalive: true });

// Proctoring and grading (teacher).
/**
 * The proctor's roster, and how far the server's clock is ahead of this computer's (negative if behind): the time
 * left is counted on the server's clock, which holds the deadlines.
 */
export const useRoster = (kind: AssessmentKind, courseId: string, itemId: string) =>
  useQuery({
    queryKey: queryKeys.assessmentRoster(courseId, kind, itemId),
    queryFn: async () => {
      const reply = await call(calls(kind).roster, { refId: itemId });
      return { lines: reply.data, serverAhead: Date.parse(reply.serverNow) - Date.now() };
    },
  });

export function useTerminate(kind: AssessmentKind, courseId: string, itemId: string) {
  const refresh = useRefreshAssessment(courseId, kind, itemId);
  return useMutation({
    mutationFn: (body: { attemptId: string; flag: boolean }) => call(calls(kind).terminate, body),
    onSettled: () => refresh(),
  });
}

export const answerListQuery = (kind: AssessmentKind, courseId: string, itemId: string) =>
  queryOptions({
    queryKey: queryKeys.assessmentAttempts(courseId, kind, itemId),
    queryFn: () => call(calls(kind).answerList, { refId: itemId }),
  });

export const useAnswerList = (kind: AssessmentKind, courseId: string, itemId: string) =>
  useQuery({
    ...answerListQuery(kind, courseId, itemId),
    select: (reply) => reply.data,
  });

export const useAttemptDetail = (kind: AssessmentKind, courseId: string, itemId: string, attemptId: string) =>
  useQuery({
    queryKey: [...queryKeys.assessmentAttempts(courseId, kind, itemId), attemptId],
    queryFn: () => call(calls(kind).currentAnswer, { itemId, attemptId }),
    select: (reply) => reply.data,
  });

export const useStudentAttempts = (kind: AssessmentKind, courseId: string, itemId: string, userId: string) =>
  useQuery({
    queryKey: [...queryKeys.assessmentAttempts(courseId, kind, itemId), 'student', userId],
    queryFn: () => call(calls(kind).currentSubmission, { itemId, userId }),
    select: (reply) => reply.data,
  });

export function useGradeAttempt(kind: AssessmentKind, courseId: string, itemId: string) {
  const refresh = useRefreshAssessment(courseId, kind, itemId);
  return useMutation({
    mutationFn: (body: CallInput<(typeof ASSESSMENT_CALLS)['test']['gradeAttempt']>) =>
      call(calls(kind).gradeAttempt, body),
    onSuccess: () => refresh(),
  });
}

export function useReleaseMarks(kind: AssessmentKind, courseId: string, itemId: string) {
  const refresh = useRefreshAssessment(courseId, kind, itemId);
  return useMutation({
    mutationFn: () => call(calls(kind).release, { itemId }),
    onSuccess: () => refresh(),
  });
}
