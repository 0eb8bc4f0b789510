import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CourseworkKind, courseworkCalls } from '../../../core/contracts/coursework';
import type { Submission } from '../../../core/schemas/coursework';
import { call, download } from '../../api/call';
import { ApiError } from '../../api/envelope';
import { queryKeys } from '../../api/queryKeys';
import type { WorkOwner } from './gradingLines';

/** The calls of the student's coursework pages and the teacher's assessment pages (issue 14). */

const submitCurrentCalls = {
  assignment: courseworkCalls.assignmentSubmitCurrent,
  project: courseworkCalls.projectSubmitCurrent,
  lab: courseworkCalls.labSubmitCurrent,
} as const;

/** The caller's own (their group's) submission, or null before anything is saved. */
export const useMySubmission = (kind: CourseworkKind, courseId: string, itemId: string, userId: string) =>
  useQuery({
    queryKey: queryKeys.mySubmission(courseId, itemId, userId),
    queryFn: () => call(submitCurrentCalls[kind], { refId: itemId }),
    select: (reply) => reply.data,
  });

/** The writes of a student's own work; each answers with the submission as saved, which replaces the cached one. */
export function useSubmissionWrites(courseId: string, itemId: string, userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.mySubmission(courseId, itemId, userId);
  const keep = (reply: { data: Submission | null }) => queryClient.setQueryData(key, reply);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    /** `basedOn`: the version the text was written over; a newer one saved meanwhile is refused, then read. */
    saveAnswer: useMutation({
      mutationFn: (input: { answer: string; basedOn: string | null }) =>
        call(courseworkCalls.saveAnswer, { itemId, ...input }),
      onSuccess: keep,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 409) void refresh();
      },
    }),
    submit: useMutation({
      mutationFn: () => call(courseworkCalls.submit, { itemId }),
      onSuccess: keep,
    }),
    removeFile: useMutation({
      mutationFn: (fileId: string) => call(courseworkCalls.removeFile, { fileId }),
      onSuccess: keep,
    }),
    /** After an upload the server has added the file to the submission: read it again. */
    refresh,
  };
}

/** A student joins a project group with room in it; the project (its groups) and their submission change. */
export function useJoinGroup(courseId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => call(courseworkCalls.joinGroup, { projectId, groupId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.courseworkItem(courseId, 'project', projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coursework(courseId, projectId) }),
      ]),
  });
}

/** Every student (every group of a project) of an item, with where their work stands. */
export const useAssessmentLines = (itemId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.assessmentLines(itemId),
    queryFn: () => call(courseworkCalls.assessmentList, { itemId }),
    select: (reply) => reply.data,
    enabled,
  });

/** One submission as its teacher reads and grades it. */
export const useAssessment = (assessmentId: string) =>
  useQuery({
    queryKey: queryKeys.assessment(assessmentId),
    queryFn: () => call(courseworkCalls.assessmentCurrent, { assessmentId }),
    select: (reply) => reply.data,
  });

export interface GradeInput {
  mark: number | null;
  rubricScores: Record<string, string> | null;
  feedback: string;
}

/** Saves the teacher's mark and feedback; the list's line changes with it. */
export function useGrade(assessmentId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GradeInput) => call(courseworkCalls.grade, { assessmentId, ...input }),
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKeys.assessment(assessmentId), reply);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.assessmentLines(itemId) }),
        queryClient.invalidateQueries({ queryKey: ['assessment', 'overview'] }),
      ]);
    },
  });
}

/** Issue 37: marks a student (a group) who handed nothing in; the list's line changes with it. */
export function useGradeWithoutWork(itemId: string, owner: WorkOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GradeInput) => call(courseworkCalls.gradeWithoutWork, { itemId, ...owner, ...input }),
    onSuccess: (reply) => {
      if (reply.data) queryClient.setQueryData(queryKeys.assessment(reply.data._id), reply);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.assessmentLines(itemId) }),
        queryClient.invalidateQueries({ queryKey: ['assessment', 'overview'] }),
      ]);
    },
  });
}

/** Releases every graded mark of an item to its students (who are notified by the server). */
export function useRelease(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(courseworkCalls.release, { itemId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.assessmentLines(itemId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.assessments() }),
      ]),
  });
}

/** Every assignment, project and lab of the courses a teacher teaches, with the work waiting to be graded. */
export const useMarkingOverview = (userId: string) =>
  useQuery({
    queryKey: queryKeys.markingOverview(userId),
    queryFn: () => call(courseworkCalls.markingOverview),
    select: (reply) => reply.data,
  });

/** A student's own work across their courses, with the marks released to them. */
export const useMyMarks = (userId: string) =>
  useQuery({
    queryKey: queryKeys.myMarks(userId),
    queryFn: () => call(courseworkCalls.myMarks),
    select: (reply) => reply.data,
  });

/** The marked work of a teacher's courses with the feedback written on it, most recently marked first. */
export const useFeedbackList = (userId: string) =>
  useQuery({
    queryKey: queryKeys.feedbackList(userId),
    queryFn: () => call(courseworkCalls.feedbackList),
    select: (reply) => reply.data,
  });

/** What the zip of an item's handed-in work would hold (issue 37), asked fresh before each download. */
export const submissionArchiveInfo = (itemId: string) =>
  call(courseworkCalls.submissionArchiveInfo, { itemId }).then((reply) => reply.data);

/** The zip of an item's handed-in work, with the name the server gave it. */
export const downloadSubmissionArchive = (itemId: string) =>
  download(courseworkCalls.submissionArchive, { itemId });
