import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarRange } from '../../../core/schemas/calendar';
import { queryKeys } from '../../api/queryKeys';
import { getCalendarEntries, getCalendarFeed, getControlPanel } from './calendarApi';

/**
 * The calendar reads, each under `queryKeys.controlPanel(userId)`, so that one invalidation (a course change
 * announced over the realtime channel, SPEC §4 control-panel reload) refreshes the lists and the calendar.
 */

export const useControlPanel = (userId: string) =>
  useQuery({
    queryKey: [...queryKeys.controlPanel(userId), 'courses'],
    queryFn: () => getControlPanel(userId),
    select: (reply) => reply.data,
  });

/** The entries of the range the calendar shows; the previous range's stay on screen while the next one loads. */
export const useCalendarEntries = (userId: string, range: CalendarRange | null) =>
  useQuery({
    queryKey: [...queryKeys.controlPanel(userId), 'entries', range?.from ?? '', range?.to ?? ''],
    queryFn: () => getCalendarEntries(userId, range ?? {}),
    select: (reply) => reply.data,
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const useCalendarFeed = (userId: string) =>
  useQuery({
    queryKey: queryKeys.calendarFeed(userId),
    queryFn: getCalendarFeed,
    select: (reply) => reply.data,
  });
