import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../core/contracts/contract';
import { currentItemCalls } from '../../../core/contracts/courseItems';
import { discussionCalls } from '../../../core/contracts/discussions';
import type { CourseItem } from '../../../core/schemas/courseItems';
import type { DiscussionContent } from '../../../core/schemas/discussions';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The discussion calls of issue 16 through their contracts: the discussion, its thread, participation, marks. */

/** A discussion as its kind's getCurrent gives it: the item, its open sitting, its max mark and comment count. */
export type DiscussionItem = CourseItem & DiscussionContent;

export const discussionQuery = (discussionId: string) =>
  queryOptions({
    queryKey: queryKeys.discussionItem(discussionId),
    queryFn: () => call(currentItemCalls.discussion, { refId: discussionId }),
  });

export const threadQuery = (discussionId: string) =>
  queryOptions({
    queryKey: queryKeys.discussionThread(discussionId),
    queryFn: () => call(discussionCalls.comments, { discussionId }),
  });

export const myAssessmentQuery = (discussionId: string) =>
  queryOptions({
    queryKey: queryKeys.myDiscussionMark(discussionId),
    queryFn: () => call(discussionCalls.myAssessment, { discussionId }),
  });

export const useDiscussion = (discussionId: string) =>
  useQuery({
    ...discussionQuery(discussionId),
    // The table of getCurrent calls is typed over every kind at once; a discussion's carries its content.
    select: (reply) => reply.data as DiscussionItem,
  });

export const useThread = (discussionId: string) =>
  useQuery({
    ...threadQuery(discussionId),
    select: (reply) => reply.data,
  });

export const useParticipation = (discussionId: string, attendanceId: string | null) =>
  useQuery({
    queryKey: queryKeys.discussionStatus(discussionId, attendanceId),
    queryFn: () => call(discussionCalls.status, { discussionId, ...(attendanceId ? { attendanceId } : {}) }),
    select: (reply) => reply.data,
  });

export const useMyAssessment = (discussionId: string) =>
  useQuery({
    ...myAssessmentQuery(discussionId),
    select: (reply) => reply.data,
  });

/** A write that refreshes everything of the discussion once it is done. */
function useDiscussionWrite<I>(discussionId: string, write: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.discussion(discussionId) }),
  });
}

type NewComment = Omit<CallInput<typeof discussionCalls.addComment>, 'discussionId'>;

export const useAddComment = (discussionId: string) =>
  useDiscussionWrite(discussionId, (input: NewComment) =>
    call(discussionCalls.addComment, { discussionId, ...input }),
  );
export const useEditComment = (discussionId: string) =>
  useDiscussionWrite(discussionId, (input: CallInput<typeof discussionCalls.editComment>) =>
    call(discussionCalls.editComment, input),
  );
export const useRemoveComment = (discussionId: string) =>
  useDiscussionWrite(discussionId, (commentId: string) => call(discussionCalls.removeComment, { commentId }));
export const useSaveDiscussionSettings = (discussionId: string) =>
  useDiscussionWrite(discussionId, (maxMark: number) =>
    call(discussionCalls.saveSettings, { discussionId, maxMark }),
  );
export const useAssess = (discussionId: string) =>
  useDiscussionWrite(discussionId, (input: Omit<CallInput<typeof discussionCalls.assess>, 'discussionId'>) =>
    call(discussionCalls.assess, { discussionId, ...input }),
  );
