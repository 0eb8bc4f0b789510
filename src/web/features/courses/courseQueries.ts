import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { View } from '../../../core/schemas/courses';
import { queryKeys } from '../../api/queryKeys';
import { useReadView } from '../../platform/session';
import {
  getCourseDetail,
  getCourseTemplates,
  getCourseView,
  getMyCourses,
  getMyCoursesWithItems,
} from './coursesApi';

/** The course reads of the course pages, each under the query key the realtime refresh invalidates. */

export const myCoursesQuery = (userId: string, view: View) =>
  queryOptions({
    queryKey: queryKeys.courseList(userId, 'mine', view),
    queryFn: () => getMyCourses(userId, view),
  });

export const myCoursesWithItemsQuery = (userId: string, view: View) =>
  queryOptions({
    queryKey: queryKeys.courseList(userId, 'withItems', view),
    queryFn: () => getMyCoursesWithItems(userId, view),
  });

export const courseDetailQuery = (courseId: string) =>
  queryOptions({ queryKey: queryKeys.courseDetail(courseId), queryFn: () => getCourseDetail(courseId) });

export const courseViewQuery = (courseId: string, userId: string, view?: View) =>
  queryOptions({
    queryKey: queryKeys.courseView(courseId, userId, view),
    queryFn: () => getCourseView(courseId, userId, view),
  });

/** The user's course cards; in a teacher's student view, the cards a student of those courses gets. */
export function useMyCourses(userId: string) {
  return useQuery({ ...myCoursesQuery(userId, useReadView()), select: (reply) => reply.data });
}

/** The user's courses with their items; in a teacher's student view, what a student of each gets. */
export function useMyCoursesWithItems(userId: string) {
  return useQuery({ ...myCoursesWithItemsQuery(userId, useReadView()), select: (reply) => reply.data });
}

export const useCourseTemplates = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.courseList(userId, 'templates'),
    queryFn: getCourseTemplates,
    select: (reply) => reply.data,
    enabled,
  });

export const useCourseDetail = (courseId: string) =>
  useQuery({ ...courseDetailQuery(courseId), select: (reply) => reply.data });

/** The course with its items as this user sees them, or (`view` 'student') as its students see them. */
export const useCourseView = (courseId: string, userId: string, view?: View) =>
  useQuery({ ...courseViewQuery(courseId, userId, view), select: (reply) => reply.data });

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
