import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FILE_TOKEN_TTL_SECONDS } from '../../../core/constants';
import { fileCalls } from '../../../core/contracts/files';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The files calls of the course pages and the viewers (issue 14), through their contracts. */

export const useCourseFiles = (courseId: string) =>
  useQuery({
    queryKey: queryKeys.courseFiles(courseId),
    queryFn: () => call(fileCalls.fileList, { courseId }),
    select: (reply) => reply.data,
  });

/**
 * A reply's address carries a file token that lasts FILE_TOKEN_TTL_SECONDS: it is kept a tenth of that, long enough
 * for the viewer to mount on the read the router started with its script (issue 40), and asked for again after.
 */
const FILE_ITEM_KEPT_MS = (FILE_TOKEN_TTL_SECONDS * 1000) / 10;

export const fileItemQuery = (fileId: string) =>
  queryOptions({
    queryKey: queryKeys.fileItem(fileId),
    queryFn: () => call(fileCalls.fileItem, { fileId }),
    staleTime: FILE_ITEM_KEPT_MS,
    gcTime: FILE_ITEM_KEPT_MS,
  });

/** One file with the address the browser reads it from. */
export const useFileItem = (fileId: string) =>
  useQuery({ ...fileItemQuery(fileId), select: (reply) => reply.data });

export function useRemoveFile(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => call(fileCalls.remove, { fileId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.courseFiles(courseId) }),
  });
}
