import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemCalls } from '../../../core/contracts/courseItems';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** Issue 37: a teacher's to-do list, the items of the courses they teach with work waiting for a mark. */
export const toMarkQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.toMark(userId),
    queryFn: () => call(itemCalls.toMark, { userId }),
  });

/** The to-do list's lines, oldest hand-in first; `enabled` false for those who teach nothing (students). */
export const useToMark = (userId: string, enabled: boolean) =>
  useQuery({ ...toMarkQuery(userId), select: (reply) => reply.data, enabled });
