import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { libraryCalls } from '../../../core/contracts/sharedDocuments';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The library's calls (issue 14), through their contracts. */

export interface LibrarySearch {
  q: string;
  sectorId: string | null;
  courseCodeId: string | null;
}

/** One search of the library; the last results stay on screen while the next search loads. */
export const useLibrary = ({ q, sectorId, courseCodeId }: LibrarySearch) =>
  useQuery({
    queryKey: queryKeys.library(q, sectorId, courseCodeId),
    queryFn: () =>
      call(libraryCalls.list, {
        q: q || undefined,
        sectorId: sectorId ?? undefined,
        courseCodeId: courseCodeId ?? undefined,
      }),
    select: (reply) => reply.data,
    placeholderData: keepPreviousData,
  });

function useLibraryChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.libraries() }),
  });
}

export const useRemoveLibraryDocument = () =>
  useLibraryChange((_id: string) => call(libraryCalls.remove, { _id }));
