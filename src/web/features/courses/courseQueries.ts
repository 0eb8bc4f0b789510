import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../api/queryKeys';
import {
  getCourseDetail,
  getCourseTemplates,
  getCourseView,
  getMyCourses,
  getMyCoursesWithItems,
} from './coursesApi';

/** The course reads of the course pages, each under the query key the realtime refresh invalidates. */

export const useMyCourses = (userId: string) =>
  useQuery({
    queryKey: queryKeys.courseList(userId),
    queryFn: () => getMyCourses(userId),
    select: (reply) => reply.data,
  });

export const useMyCoursesWithItems = (userId: string) =>
  useQuery({
    queryKey: queryKeys.courseList(userId, 'withItems'),
    queryFn: () => getMyCoursesWithItems(userId),
    select: (reply) => reply.data,
  });

export const useCourseTemplates = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.courseList(userId, 'templates'),
    queryFn: getCourseTemplates,
    select: (reply) => reply.data,
    enabled,
  });

export const useCourseDetail = (courseId: string) =>
  useQuery({
    queryKey: queryKeys.courseDetail(courseId),
    queryFn: () => getCourseDetail(courseId),
    select: (reply) => reply.data,
  });

export const useCourseView = (courseId: string, userId: string) =>
  useQuery({
    queryKey: queryKeys.courseView(courseId, userId),
    queryFn: () => getCourseView(courseId, userId),
    select: (reply) => reply.data,
  });

/**
 * After a course or item write: everything about that course, and every course list (the dashboard cards and
 * today's list show names, counts and items).
 */
export function useInvalidateCourse() {
  const queryClient = useQueryClient();
  return useCallback(
    (courseId?: string) =>
      Promise.all([
        courseId ? queryClient.invalidateQueries({ queryKey: queryKeys.course(courseId) }) : null,
        queryClient.invalidateQueries({ queryKey: queryKeys.courseLists() }),
      ]),
    [queryClient],
  );
}
