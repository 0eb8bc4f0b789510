import { Box, LoadingOverlay, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { CalendarRange } from '../../../core/schemas/calendar';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { CalendarLegend } from './CalendarLegend';
import { useCalendarEntries } from './calendarQueries';

// FullCalendar is heavy: it loads with the first calendar shown, never with the pages that have none.
const EntryCalendar = lazy(() => import('./EntryCalendar'));

/**
 * The user's calendar (SPEC §2 control panels and /google): the entries of the shown range, fetched as the user
 * pages through it, coloured per SPEC §4 with the legend. Phones get the list view.
 */
export function CalendarView({ userId, now }: { userId: string; now: number }) {
  const compact = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [range, setRange] = useState<Required<CalendarRange> | null>(null);
  const entries = useCalendarEntries(userId, range);
  const changeRange = useCallback((next: Required<CalendarRange>) => {
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  }, []);
  // Also while paging: the previous range's entries stay on screen, dimmed, until the new ones arrive.
  const loading = entries.isPending || entries.isPlaceholderData;

  return (
    <Stack gap="md">
      <CalendarLegend />
      {entries.isError && (
        <ErrorState
          title="The calendar could not be loaded"
          error={entries.error}
          onRetry={() => void entries.refetch()}
        />
      )}
      <Box pos="relative" aria-busy={loading}>
        <LoadingOverlay visible={loading} loaderProps={{ type: 'dots' }} overlayProps={{ blur: 1 }} />
        <Suspense fallback={<LoadingSpinner label="Loading the calendar..." />}>
          <EntryCalendar
            entries={entries.data ?? []}
            now={now}
            compact={Boolean(compact)}
            onRangeChange={changeRange}
          />
        </Suspense>
      </Box>
    </Stack>
  );
}
