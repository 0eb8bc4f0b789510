import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { QUESTION_TYPES } from '../../../core/constants';
import type { CallInput, CallReply } from '../../../core/contracts/contract';
import { currentItemCalls } from '../../../core/contracts/courseItems';
import { selfLearningCalls as calls, scormCalls } from '../../../core/contracts/selfLearning';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { REALTIME_EVENTS, type SelfLearningEvent } from '../../../core/schemas/realtimeNames';
import type { ProgressLine, SelfLearningContent } from '../../../core/schemas/selfLearning';
import { call, callWithForm } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';
import { useSocketEvent, useSubscription } from '../../api/useSocket';
import type { QuestionBank } from '../assessments/questionBank';
import { questionImportForm } from '../assessments/questionBank';

/**
 * The web side of self-learning units (issue 39): one query or write per call of core/contracts/selfLearning.ts,
 * keyed (api/queryKeys.ts) so that a write refreshes what it changes and the course's live news refreshes the rest.
 */

/** A unit as getCurrent gives it: the item, whether its modules open in order, and its modules. */
export type SelfLearningItem = CourseItem & SelfLearningContent;

export const unitQuery = (courseId: string, unitId: string) =>
  queryOptions({
    queryKey: queryKeys.selfLearning(courseId, unitId),
    queryFn: () => call(currentItemCalls.selfLearning, { refId: unitId }),
  });

export const useUnit = (courseId: string, unitId: string) =>
  // The table of getCurrent calls is typed over every kind at once; a unit's carries its modules.
  useQuery({ ...unitQuery(courseId, unitId), select: (reply) => reply.data as SelfLearningItem });

export const classProgressQuery = (courseId: string, unitId: string) =>
  queryOptions({
    queryKey: queryKeys.selfLearningClass(courseId, unitId),
    queryFn: () => call(calls.classProgress, { selflearningId: unitId }),
  });

export const useClassProgress = (courseId: string, unitId: string) =>
  useQuery({ ...classProgressQuery(courseId, unitId), select: (reply) => reply.data });

/**
 * The class's progress, live (issue 39): joins the unit's `selflearning` publication (its teachers) while mounted,
 * and every student's progress event reads the table again.
 */
export function useLiveClassProgress(courseId: string, unitId: string) {
  const queryClient = useQueryClient();
  useSubscription(REALTIME_EVENTS.selflearning, { selflearningId: unitId });
  useSocketEvent(REALTIME_EVENTS.selflearning, (payload) => {
    if ((payload as Partial<SelfLearningEvent> | null)?.selflearningId !== unitId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.selfLearningClass(courseId, unitId) });
  });
  return useClassProgress(courseId, unitId);
}

export const moduleQuery = (courseId: string, unitId: string, moduleId: string) =>
  queryOptions({
    queryKey: queryKeys.selfLearningModule(courseId, unitId, moduleId),
    queryFn: () => call(calls.getModule, { moduleId }),
  });

export const useModule = (courseId: string, unitId: string, moduleId: string) =>
  useQuery({ ...moduleQuery(courseId, unitId, moduleId), select: (reply) => reply.data });

export const unitProgressQuery = (courseId: string, unitId: string, statusId: string) =>
  queryOptions({
    queryKey: queryKeys.selfLearningProgress(courseId, unitId, statusId),
    queryFn: () => call(calls.getProgress, { courseId, selflearningId: unitId, statusId }),
  });

export const useUnitProgress = (courseId: string, unitId: string, statusId: string) =>
  useQuery({ ...unitProgressQuery(courseId, unitId, statusId), select: (reply) => reply.data });

/** The student's status and progress lines in a unit (null status before they begin). */
export const studentUnitQuery = (courseId: string, unitId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.selfLearningStudent(courseId, unitId, userId),
    queryFn: () => call(calls.getCurrentStudent, { id: unitId, userId }),
  });

export const useStudentUnit = (courseId: string, unitId: string, userId: string) =>
  useQuery({
    ...studentUnitQuery(courseId, unitId, userId),
    select: (reply) => reply.data,
    enabled: Boolean(userId),
  });

export const progressLineQuery = (progressId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.selfLearningLine(progressId),
    queryFn: () => call(calls.getCurrentStatus, { progressId, userId }),
  });

export const useProgressLine = (progressId: string, userId: string) =>
  useQuery({
    ...progressLineQuery(progressId, userId),
    select: (reply) => reply.data,
    enabled: Boolean(userId),
  });

export const unitQuestionsQuery = (unitId: string) =>
  queryOptions({
    queryKey: queryKeys.selfLearningQuestions(unitId),
    queryFn: () => call(calls.getCurrentUnit, { unitId }),
  });

export const useUnitQuestions = (unitId: string) =>
  useQuery({ ...unitQuestionsQuery(unitId), select: (reply) => reply.data });

/** A write about one unit that refreshes the unit (its modules, progress, class table) once it has succeeded. */
function useUnitWrite<I, R>(courseId: string, unitId: string, write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.selfLearning(courseId, unitId) }),
  });
}

export const useSaveUnit = (courseId: string, unitId: string) =>
  useUnitWrite(courseId, unitId, (sequential: boolean) =>
    call(calls.saveUnit, { selflearningId: unitId, sequential }),
  );

export type ModuleFields = Omit<CallInput<typeof calls.saveModule>, 'selflearningId'>;
export const useSaveModule = (courseId: string, unitId: string) =>
  useUnitWrite(courseId, unitId, (fields: ModuleFields) =>
    call(calls.saveModule, { selflearningId: unitId, ...fields }),
  );
/** A SCORM package (a .zip) uploaded as the unit's last module (uploadPackage). */
export const useUploadPackage = (courseId: string, unitId: string) =>
  useUnitWrite(courseId, unitId, (zip: File) => {
    const form = new FormData();
    form.append('file', zip);
    return callWithForm(scormCalls.uploadPackage, { selflearningId: unitId }, form);
  });
export const useRemoveModule = (courseId: string, unitId: string) =>
  useUnitWrite(courseId, unitId, (moduleId: string) => call(calls.removeModule, { moduleId }));
export const useMoveModule = (courseId: string, unitId: string) =>
  useUnitWrite(courseId, unitId, (input: { moduleId: string; position: number }) =>
    call(calls.moveModule, input),
  );

/** A module test's questions for the editor: saved as a whole list, or imported from a GIFT or Moodle XML file. */
export function useModuleBank(
  courseId: string,
  unitId: string,
  moduleId: string,
  questions: QuestionBank['questions'],
): QuestionBank {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.selfLearning(courseId, unitId) });
  return {
    noun: 'module test',
    id: moduleId,
    questions,
    // A module's test is marked as it is answered: nobody marks a brief answer there.
    types: QUESTION_TYPES.filter((type) => type !== 'brief'),
    attemptCount: 0,
    save: async (list) => {
      const reply = await call(calls.saveModuleQuestions, { moduleId, questions: list });
      await refresh();
      return reply;
    },
    importFile: async (input) => {
      const reply = await callWithForm(calls.importModuleQuestions, { moduleId }, questionImportForm(input));
      await refresh();
      return reply;
    },
  };
}

/** The student's reports: each refreshes the unit's progress and the progress line once it has committed. */
function useProgressWrite<I, R>(write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['selfLearning'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.everyCourse() }),
      ]),
  });
}

export const useBegin = () =>
  useProgressWrite((selflearningId: string) => call(calls.begin, { selflearningId }));
export const useOpenModule = () =>
  useProgressWrite((input: { statusId: string; moduleId: string }) => call(calls.openModule, input));
export const useAnswerTest = () =>
  useProgressWrite((input: CallInput<typeof calls.answerTest>) => call(calls.answerTest, input));

/**
 * What the viewers do with each progress line a report answers: it is drawn at once, and the unit's pages (its
 * progress, the test's) are marked out of date, so the unit shows it when the student goes back.
 */
export function useProgressReported() {
  const queryClient = useQueryClient();
  return useCallback(
    (line: ProgressLine) => {
      const key = queryKeys.selfLearningLine(line._id);
      const cached = queryClient.getQueryData<CallReply<typeof calls.getCurrentStatus>>(key);
      if (!cached) return;
      queryClient.setQueryData(key, { ...cached, data: { ...cached.data, progress: line } });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.selfLearning(cached.data.courseId, cached.data.selflearningId),
        refetchType: 'none',
      });
    },
    [queryClient],
  );
}

/** A video's watched stretch; `keepalive` as the page is hidden or left, so the report outlives it. */
export const reportWatch = (input: CallInput<typeof calls.watch>, keepalive = false) =>
  call(calls.watch, input, { keepalive });

export const reportReading = (input: CallInput<typeof calls.readDocument>) => call(calls.readDocument, input);
