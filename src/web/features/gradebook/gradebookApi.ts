import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../core/contracts/contract';
import { gradebookCalls } from '../../../core/contracts/gradebook';
import type { GradebookWeights } from '../../../core/schemas/gradebook';
import { call, download } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** Issue 35: the gradebook's calls through their contracts. Marks themselves go through each item's own calls. */

export type BookQuery = Omit<CallInput<typeof gradebookCalls.book>, 'courseId'>;

/** A page of the course's book (those who teach it); kept on screen while the next page or order loads. */
export const BOOK_PAGE_SIZE = 50;

/** The query of a page of the book: `page` counts from 1; the book opens at the first, sorted by name. */
export const bookPage = (
  sorting: { sort: string; dir: 'asc' | 'desc' },
  groupId: string | null,
  page: number,
): BookQuery => ({
  ...sorting,
  ...(groupId ? { groupId } : {}),
  limit: BOOK_PAGE_SIZE,
  offset: (page - 1) * BOOK_PAGE_SIZE,
});

export const FIRST_SORTING = { sort: 'name', dir: 'asc' } as const;

export const courseBookQuery = (courseId: string, query: BookQuery) =>
  queryOptions({
    queryKey: queryKeys.gradebookPage(courseId, query),
    queryFn: () => call(gradebookCalls.book, { courseId, ...query }),
  });

export const studentRowQuery = (courseId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.gradebookRow(courseId, userId),
    queryFn: () => call(gradebookCalls.studentRow, { courseId, userId }),
  });

export const useCourseBook = (courseId: string, query: BookQuery, enabled: boolean) =>
  useQuery({
    ...courseBookQuery(courseId, query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** One student's own row (released marks only). */
export const useStudentRow = (courseId: string, userId: string, enabled: boolean) =>
  useQuery({
    ...studentRowQuery(courseId, userId),
    enabled,
  });

export function useSaveWeights(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weights: GradebookWeights) => call(gradebookCalls.saveWeights, { courseId, ...weights }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.gradebook(courseId) }),
  });
}

/** After a mark is given through an item's own call: the book reads it at once (the live event follows too). */
export function useRefreshBook(courseId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.gradebook(courseId) });
}

export const exportBook = (courseId: string, format: 'csv' | 'xlsx', groupId?: string) =>
  download(gradebookCalls.export, { courseId, format, ...(groupId ? { groupId } : {}) });

export const useTracking = (courseId: string | null) =>
  useQuery({
    queryKey: queryKeys.studentTracking(courseId ?? ''),
    queryFn: () => call(gradebookCalls.tracking, { courseId: courseId ?? '' }),
    select: (reply) => reply.data,
    enabled: Boolean(courseId),
  });
