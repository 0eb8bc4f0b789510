import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** One file with the address the browser reads it from (its token lasts minutes, so it is asked for each time). */
export const useFileItem = (fileId: string) =>
  useQuery({
    queryKey: queryKeys.fileItem(fileId),
    queryFn: () => call(fileCalls.fileItem, { fileId }),
    select: (reply) => reply.data,
    staleTime: 0,
    gcTime: 0,
  });

export function useRemoveFile(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => call(fileCalls.remove, { fileId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.courseFiles(courseId) }),
  });
}
