import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { helpCalls } from '../../../core/contracts/sharedDocuments';
import type { updateHelpVideoBody } from '../../../core/schemas/sharedDocuments';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The help videos' calls (issue 14), through their contracts. */

export const useHelpVideos = () =>
  useQuery({
    queryKey: queryKeys.helpVideos(),
    queryFn: () => call(helpCalls.list),
    select: (reply) => reply.data,
  });

/** SPEC §7 getCurrentVideo: the video for a page's first path segment and a role (or `value`, signed out). */
export const useCurrentHelpVideo = (page: string, role: string) =>
  useQuery({
    queryKey: queryKeys.currentHelpVideo(page, role),
    queryFn: () => call(helpCalls.current, { page, role }),
    select: (reply) => reply.data,
    staleTime: 5 * 60 * 1000,
  });

function useHelpChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.helpVideos() }),
  });
}

export const useUpdateHelpVideo = () =>
  useHelpChange((body: z.input<typeof updateHelpVideoBody>) => call(helpCalls.update, body));
export const useRemoveHelpVideo = () => useHelpChange((_id: string) => call(helpCalls.remove, { _id }));
