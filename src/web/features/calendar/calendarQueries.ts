import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarRange } from '../../../core/schemas/calendar';
import type { View } from '../../../core/schemas/courses';
import { queryKeys } from '../../api/queryKeys';
import { useReadView } from '../../platform/session';
import { getCalendarEntries, getCalendarFeed, getControlPanel } from './calendarApi';

/**
 * The calendar reads, each under `queryKeys.controlPanel(userId)`, so that one invalidation (a course change
 * announced over the realtime channel, SPEC §4 control-panel reload) refreshes the lists and the calendar.
 */

export const controlPanelQuery = (userId: string, view: View) =>
  queryOptions({
    queryKey: [...queryKeys.controlPanel(userId), 'courses', view ?? 'own'],
    queryFn: () => getControlPanel(userId, view),
  });

/** The control-panel courses; in a teacher's student view, a student's. */
export const useControlPanel = (userId: string) =>
  useQuery({ ...controlPanelQuery(userId, useReadView()), select: (reply) => reply.data });

/** The entries of the range the calendar shows; the previous range's stay on screen while the next one loads. */
export function useCalendarEntries(userId: string, range: CalendarRange | null) {
  const view = useReadView();
  return useQuery({
    queryKey: [
      ...queryKeys.controlPanel(userId),
      'entries',
      range?.from ?? '',
      range?.to ?? '',
      view ?? 'own',
    ],
    queryFn: () => getCalendarEntries(userId, range ?? {}, view),
    select: (reply) => reply.data,
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export const useCalendarFeed = (userId: string) =>
  useQuery({
    queryKey: queryKeys.calendarFeed(userId),
    queryFn: getCalendarFeed,
    select: (reply) => reply.data,
  });
