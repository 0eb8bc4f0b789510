import { useQuery } from '@tanstack/react-query';
import { statisticCalls } from '../../../core/contracts/statistics';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** A course's figures (SPEC §7 getCourseAggregateStatistic): the whole course's, or a student's own. */
export const useCourseAggregate = (courseId: string) =>
  useQuery({
    queryKey: queryKeys.courseAggregate(courseId),
    queryFn: () => call(statisticCalls.courseAggregate, { courseId }),
    select: (reply) => reply.data,
  });

/** Each course named, with a line per student (SPEC §7 getCourseStatistic). */
export const useCourseStatistics = (courseIds: readonly string[]) =>
  useQuery({
    queryKey: queryKeys.courseStatistics(courseIds),
    queryFn: () => call(statisticCalls.courseStatistic, { courseIds: courseIds.join(',') }),
    select: (reply) => reply.data,
    enabled: courseIds.length > 0,
  });
