import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseworkCalls } from '../../../core/contracts/coursework';
import type { SaveExtension } from '../../../core/schemas/courseworkExtensions';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The deadline extensions of an assignment, project or lab, for those who teach it (issue 37). */
export const useExtensions = (itemId: string) =>
  useQuery({
    queryKey: queryKeys.extensions(itemId),
    queryFn: () => call(courseworkCalls.extensionList, { itemId }),
    select: (reply) => reply.data,
  });

/** Grants, changes and removes an extension; the list and the marking lines ("extended to", late) follow. */
export function useExtensionWrites(itemId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.extensions(itemId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.assessmentLines(itemId) }),
    ]);
  return {
    save: useMutation({
      mutationFn: (body: Omit<SaveExtension, 'itemId'>) =>
        call(courseworkCalls.saveExtension, { itemId, ...body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (extensionId: string) => call(courseworkCalls.removeExtension, { itemId, extensionId }),
      onSettled: refresh,
    }),
  };
}
