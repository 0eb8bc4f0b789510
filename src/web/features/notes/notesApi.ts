import { useQuery } from '@tanstack/react-query';
import { noteCalls } from '../../../core/contracts/notes';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The notes calls of the document viewers (issue 14), through their contracts. */

export const useDocNote = (fileId: string, userId: string) =>
  useQuery({
    queryKey: queryKeys.docNote(fileId, userId),
    queryFn: () => call(noteCalls.docNote, { fileId, userId }),
    select: (reply) => reply.data,
  });

/** `leaving`: the page is going away, so the request must outlive it. */
export const saveDocNote = (fileId: string, text: string, leaving: boolean) =>
  call(noteCalls.saveDocNote, { fileId, text }, { keepalive: leaving });
