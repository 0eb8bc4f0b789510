import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../core/contracts/contract';
import { currentItemCalls } from '../../../core/contracts/courseItems';
import { type CourseworkKind, courseworkCalls } from '../../../core/contracts/coursework';
import { fileCalls } from '../../../core/contracts/files';
import type { CourseItem } from '../../../core/schemas/courseItems';
import type { CourseworkContent, CourseworkSettings, ProjectContent } from '../../../core/schemas/coursework';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The coursework item (issue 14) with its marking, files and groups, and the teacher's writes to it. */

/** An assignment or lab as getCurrent gives it; a project also has its groups. */
export type CourseworkItem = CourseItem &
  CourseworkContent &
  Partial<Omit<ProjectContent, keyof CourseworkContent>>;

export const useCourseworkItem = (kind: CourseworkKind, courseId: string, itemId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.courseworkItem(courseId, kind, itemId),
    queryFn: () => call(currentItemCalls[kind], { refId: itemId }),
    // The table of getCurrent calls is typed over every kind at once; these three kinds carry coursework content.
    select: (reply) => reply.data as CourseworkItem,
    enabled,
  });

/** Refreshes one item's page after one of its writes. */
export function useRefreshCourseworkItem(courseId: string, kind: CourseworkKind, itemId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.courseworkItem(courseId, kind, itemId) });
}

export function useSaveSettings(courseId: string, kind: CourseworkKind, itemId: string) {
  const refresh = useRefreshCourseworkItem(courseId, kind, itemId);
  return useMutation({
    mutationFn: (settings: CourseworkSettings) => call(courseworkCalls.saveSettings, settings),
    onSuccess: () => refresh(),
  });
}

export function useSetGroups(courseId: string, projectId: string) {
  const refresh = useRefreshCourseworkItem(courseId, 'project', projectId);
  return useMutation({
    mutationFn: (body: CallInput<typeof courseworkCalls.setGroups>) => call(courseworkCalls.setGroups, body),
    onSuccess: () => refresh(),
  });
}

/** A teacher's file on the item goes like a course file: marked removed, restorable from the deleted history. */
export function useRemoveAttachment(courseId: string, kind: CourseworkKind, itemId: string) {
  const refresh = useRefreshCourseworkItem(courseId, kind, itemId);
  return useMutation({
    mutationFn: (fileId: string) => call(fileCalls.remove, { fileId }),
    onSettled: () => refresh(),
  });
}
