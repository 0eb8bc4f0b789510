import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { useSession } from '../../platform/session';
import { formatItemWhen } from '../courses/itemDates';
import { BookingsTable } from './BookingsTable';
import { useConsultSchedule } from './meetingsApi';
import { SlotSchedule } from './SlotSchedule';

/**
 * "Today's consults" (issue 37, "the teacher sees the day's schedule"): the consults the signed-in teacher teaches
 * today in any of their courses, each slot by slot with the students booked and their topics (free slots shown),
 * or its bookings when it has no slots. The day is the viewer's own.
 */
export function TodaysConsults() {
  const { userId } = useSession();
  const [day] = useState(() => ({
    from: dayjs().startOf('day').toISOString(),
    to: dayjs().endOf('day').toISOString(),
  }));
  const schedule = useConsultSchedule(userId ?? '', day.from, day.to);
  return (
    <PanelSection title="Today's consults">
      {schedule.isPending ? (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm" role="status">
            Loading today&apos;s consults…
          </Text>
        </Group>
      ) : schedule.isError ? (
        <ErrorState
          title="Today's consults could not be loaded"
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
        />
      ) : schedule.data.length === 0 ? (
        <EmptyState title="No consults today">
          The consults you hold today, in any course, show here.
        </EmptyState>
      ) : (
        <Stack gap="lg">
          {schedule.data.map((consult) => (
            <Stack key={consult._id} gap="xs">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {consult.title}
              </Title>
              <Text size="sm" c="dimmed">
                {consult.courseName} · {formatItemWhen(consult.startDate, consult.endDate)}
              </Text>
              {consult.slots.length ? (
                <SlotSchedule
                  slots={consult.slots}
                  bookings={consult.bookings}
                  label={`Schedule of ${consult.title}`}
                />
              ) : (
                <BookingsTable bookings={consult.bookings} label={`Bookings of ${consult.title}`} />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}
