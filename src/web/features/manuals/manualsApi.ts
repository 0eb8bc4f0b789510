import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manualCalls } from '../../../core/contracts/sharedDocuments';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The manuals' calls (issue 14), through their contracts. */

export const useManuals = () =>
  useQuery({
    queryKey: queryKeys.manuals(),
    queryFn: () => call(manualCalls.list),
    select: (reply) => reply.data,
  });

function useManualChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.manuals() }),
  });
}

export const useRenameManual = () =>
  useManualChange((body: { _id: string; title: string }) => call(manualCalls.update, body));
export const useReorderManuals = () => useManualChange((ids: string[]) => call(manualCalls.reorder, { ids }));
export const useRemoveManual = () => useManualChange((_id: string) => call(manualCalls.remove, { _id }));
